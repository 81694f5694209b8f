/**
 * A small, hand-written content data set for the content API tests, independent of the demo
 * generator: `insertContentFixture(db)` empties every content table (the demo seed may have
 * filled them), inserts the rows below and rebuilds the search index (relations read it). Facts
 * the tests rely on are exported as constants.
 *
 * Sites (site-configs): all=1, cmg=2 (group of amr 735 and jnem 502), emf=3, closed=4.
 * Dates are fixed; tests set MASTHEAD_TODAY=2025-06-30 (FIXTURE_TODAY) for rankings.
 */
import type { Insertable, Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { rebuildSearchIndex } from '../../server/search/indexer';
import { CONTENT_TABLES } from '../../server/content/seed-content';
import type {
  ArticleAffiliationsTable,
  ArticleAuthorsTable,
  ArticlesTable,
  CollectionItemsTable,
  CollectionsTable,
  ColumnsTable,
  DB,
  DataTablesTable,
  EditorialRolesTable,
  ExpertsTable,
  MediaTable,
  NewsTable,
  PeriodsTable,
  PicturesTable,
  PublicationsTable,
  BooksTable,
} from '../../server/db/schema';

export const FIXTURE_TODAY = '2025-06-30';

export const SITE = { all: 1, cmg: 2, emf: 3, closed: 4, jnem: 502, amr: 735 } as const;

// Content tables in delete order: the seeder's own list.

// ---- publications, periods, columns ---------------------------------------------------------------

const publications: Insertable<PublicationsTable>[] = [
  {
    site_id: SITE.amr,
    name: '先进材料研究',
    en_name: 'Advanced Materials Research',
    issn: '1000-0001',
    cn: '11-0001/TG',
    frequency: '双月刊',
    en_frequency: 'Bimonthly',
    publisher: '中国材料期刊社',
    en_publisher: 'China Materials Journals Press',
    founded_year: 1980,
    description: '报道金属材料、高熵合金与增材制造研究。',
    en_description: 'Metals, high-entropy alloys and additive manufacturing.',
  },
  {
    site_id: SITE.jnem,
    name: '新能源材料学报',
    en_name: 'Journal of New Energy Materials',
    issn: '1000-0502',
    cn: '11-0502/TK',
    frequency: '月刊',
    en_frequency: 'Monthly',
    description: '锂离子电池、固态电池与钙钛矿材料。',
    en_description: 'Lithium-ion and solid-state batteries, perovskites.',
  },
  {
    site_id: SITE.emf,
    name: 'Energy Materials Frontiers',
    en_name: 'Energy Materials Frontiers',
    issn: '2000-0003',
    eissn: '2000-0004',
    description: 'Open access journal on energy materials.',
    en_description: 'Open access journal on energy materials.',
  },
];

export const PERIOD = {
  amr2023i5: 9001,
  amr2023i6: 9002,
  amr2024i1: 9003,
  amr2024i2: 9004,
  amr2024i3: 9005,
  jnem2024i1: 9101,
  jnem2024i2: 9102,
  emf2024i1: 9201,
} as const;

const periods: Insertable<PeriodsTable>[] = [
  { id: PERIOD.amr2023i5, site_id: SITE.amr, year: 2023, volume: 43, issue: 5, publish_date: '2023-10-15' },
  { id: PERIOD.amr2023i6, site_id: SITE.amr, year: 2023, volume: 43, issue: 6, publish_date: '2023-12-15' },
  { id: PERIOD.amr2024i1, site_id: SITE.amr, year: 2024, volume: 44, issue: 1, publish_date: '2024-02-15', cover: '/covers/amr-2024-1.jpg' },
  { id: PERIOD.amr2024i2, site_id: SITE.amr, year: 2024, volume: 44, issue: 2, publish_date: '2024-04-15' },
  { id: PERIOD.amr2024i3, site_id: SITE.amr, year: 2024, volume: 44, issue: 3, publish_date: '2025-06-15' },
  { id: PERIOD.jnem2024i1, site_id: SITE.jnem, year: 2024, volume: 12, issue: 1, publish_date: '2024-01-20' },
  { id: PERIOD.jnem2024i2, site_id: SITE.jnem, year: 2024, volume: 12, issue: 2, publish_date: '2024-02-20' },
  { id: PERIOD.emf2024i1, site_id: SITE.emf, year: 2024, volume: 2, issue: 1, publish_date: '2024-03-01' },
];

export const COLUMN = { amrResearch: 8001, amrReview: 8002, amrEmpty: 8003, jnemResearch: 8101, emfResearch: 8201 } as const;

const columns: Insertable<ColumnsTable>[] = [
  { id: COLUMN.amrReview, site_id: SITE.amr, name: '综述', en_name: 'Review', sort: 2 },
  { id: COLUMN.amrResearch, site_id: SITE.amr, name: '研究论文', en_name: 'Research Article', sort: 1 },
  { id: COLUMN.amrEmpty, site_id: SITE.amr, name: '快报', en_name: 'Letter', sort: 3 },
  { id: COLUMN.jnemResearch, site_id: SITE.jnem, name: '研究论文', en_name: 'Research Article', sort: 1 },
  { id: COLUMN.emfResearch, site_id: SITE.emf, name: 'Research Article', en_name: 'Research Article', sort: 1 },
];

// ---- articles ---------------------------------------------------------------------------------------

export const ART = {
  /** amr 2024/1, research, 2 authors (王晓明 corresponding), 2 affiliations, pdf + html, pictures, tables, fund NSFC 52071001. */
  amr1: 100001,
  /** amr 2024/1, review (column sort 2) though first page 1; keywords share 高熵合金 with amr1. */
  amr2: 100002,
  /** amr 2024/2, 王晓明 again. */
  amr3: 100003,
  /** amr 2023/6, shares fund with amr1. */
  amr4: 100004,
  /** amr 2023/5. */
  amr5: 100005,
  /** amr 2024/3 (published 2025-06-15: inside every ranking window). */
  amr6: 100006,
  /** amr online first, proof 2, online 2025-05-01. */
  amrOnline2: 100009,
  /** amr online first, proof 1, online 2025-06-01 (newest online first). */
  amrOnline1: 100010,
  /** amr just accepted (-1). */
  amrAccepted: 100011,
  /** jnem 2024/1, 王晓明 (same author across sites), keyword 高熵合金, affiliation 北京科技大学. */
  jnem1: 200001,
  /** jnem 2024/2: affiliation 北京科技大学; same funder as amr1 (NSFC), another grant. */
  jnem2: 200002,
  /** jnem online first, proof 1. */
  jnemOnline: 200005,
  /** jnem just accepted. */
  jnemAccepted: 200006,
  emf1: 300001,
  emf2: 300002,
} as const;

export const DOI = {
  amr1: '10.12345/amr.2024.0001',
  jnem1: '10.12345/jnem.2024.0001',
} as const;

type ArticleRow = Insertable<ArticlesTable>;

function article(a: Partial<ArticleRow> & Pick<ArticleRow, 'id' | 'site_id' | 'doi' | 'title' | 'en_title' | 'year'>): ArticleRow {
  return {
    abstract: `${a.title}的摘要。`,
    en_abstract: `Abstract of ${a.en_title}.`,
    keywords: '[]',
    en_keywords: '[]',
    reference_list: '[]',
    attachments: '[{"type":"pdf","name":"full.pdf","size":1024}]',
    language: 'zh',
    version_label: 0,
    publish_type: 0,
    open_access: 0,
    views: 0,
    downloads: 0,
    citations: 0,
    ...a,
  };
}

const kw = (xs: string[]) => JSON.stringify(xs);

const articles: ArticleRow[] = [
  article({
    id: ART.amr1,
    site_id: SITE.amr,
    doi: DOI.amr1,
    title: '高熵合金的增材制造与组织调控',
    en_title: 'Additive manufacturing and microstructure control of high-entropy alloys',
    keywords: kw(['高熵合金', '增材制造', '组织调控']),
    en_keywords: kw(['high-entropy alloy', 'additive manufacturing', 'microstructure']),
    column_id: COLUMN.amrResearch,
    period_id: PERIOD.amr2024i1,
    first_page: 10,
    last_page: 20,
    received_date: '2023-09-01',
    revised_date: '2023-10-20',
    accepted_date: '2023-11-15',
    online_date: '2024-01-05',
    published_date: '2024-02-15',
    year: 2024,
    version_label: 0,
    publish_type: 0,
    open_access: 0,
    fund: '国家自然科学基金（52071001）；北京市自然科学基金（2212001）',
    en_fund: 'National Natural Science Foundation of China (52071001); Beijing Natural Science Foundation (2212001)',
    reference_list: JSON.stringify([
      { ord: 1, text: 'Yeh J W, et al. Nanostructured high-entropy alloys. Adv Eng Mater, 2004, 6: 299.' },
      { ord: 2, text: 'Cantor B, et al. Microstructural development in equiatomic multicomponent alloys. Mater Sci Eng A, 2004, 375: 213.' },
    ]),
    attachments: '[{"type":"pdf","name":"amr-2024-0001.pdf","size":204800},{"type":"html","name":"amr-2024-0001.html"}]',
    html_full_text: '<h2>1 引言</h2><p>高熵合金……</p>',
    graphic_abstract: '/rc-pub/front/files/get?id=amr.cover.svg',
    views: 500,
    downloads: 120,
    citations: 30,
  }),
  article({
    id: ART.amr2,
    site_id: SITE.amr,
    doi: '10.12345/amr.2024.0002',
    title: '高熵合金研究进展',
    en_title: 'Progress in high-entropy alloys',
    keywords: kw(['高熵合金', '力学性能']),
    en_keywords: kw(['high-entropy alloy', 'mechanical properties']),
    column_id: COLUMN.amrReview,
    period_id: PERIOD.amr2024i1,
    first_page: 1,
    last_page: 9,
    accepted_date: '2023-11-01',
    online_date: '2024-01-02',
    published_date: '2024-02-15',
    year: 2024,
    views: 900,
    downloads: 40,
    citations: 5,
  }),
  article({
    id: ART.amr3,
    site_id: SITE.amr,
    doi: '10.12345/amr.2024.0003',
    title: '镁合金腐蚀行为',
    en_title: 'Corrosion behaviour of magnesium alloys',
    keywords: kw(['镁合金', '腐蚀']),
    en_keywords: kw(['magnesium alloy', 'corrosion']),
    column_id: COLUMN.amrResearch,
    period_id: PERIOD.amr2024i2,
    first_page: 1,
    last_page: 8,
    accepted_date: '2024-01-10',
    online_date: '2024-03-01',
    published_date: '2024-04-15',
    year: 2024,
    views: 100,
    downloads: 300,
    citations: 2,
  }),
  article({
    id: ART.amr4,
    site_id: SITE.amr,
    doi: '10.12345/amr.2023.0604',
    title: '钛合金疲劳',
    en_title: 'Fatigue of titanium alloys',
    keywords: kw(['钛合金']),
    en_keywords: kw(['titanium alloy']),
    column_id: COLUMN.amrResearch,
    period_id: PERIOD.amr2023i6,
    first_page: 30,
    last_page: 40,
    published_date: '2023-12-15',
    year: 2023,
    fund: '国家自然科学基金（52071001）',
    en_fund: 'National Natural Science Foundation of China (52071001)',
    views: 50,
    downloads: 10,
    citations: 80,
  }),
  article({
    id: ART.amr5,
    site_id: SITE.amr,
    doi: '10.12345/amr.2023.0505',
    title: '铝合金焊接',
    en_title: 'Welding of aluminium alloys',
    column_id: COLUMN.amrResearch,
    period_id: PERIOD.amr2023i5,
    first_page: 1,
    last_page: 5,
    published_date: '2023-10-15',
    year: 2023,
    views: 20,
  }),
  article({
    id: ART.amr6,
    site_id: SITE.amr,
    doi: '10.12345/amr.2024.0306',
    title: '铜基复合材料',
    en_title: 'Copper matrix composites',
    column_id: COLUMN.amrResearch,
    period_id: PERIOD.amr2024i3,
    first_page: 1,
    last_page: 6,
    online_date: '2025-05-20',
    published_date: '2025-06-15',
    year: 2024,
    views: 60,
    downloads: 5,
  }),
  article({
    id: ART.amrOnline2,
    site_id: SITE.amr,
    doi: '10.12345/amr.2025.OF02',
    title: '网络首发论文二',
    en_title: 'Online first paper two',
    column_id: COLUMN.amrResearch,
    accepted_date: '2025-04-01',
    online_date: '2025-05-01',
    year: 2025,
    version_label: 2,
    publish_type: 1,
    views: 10,
  }),
  article({
    id: ART.amrOnline1,
    site_id: SITE.amr,
    doi: '10.12345/amr.2025.OF01',
    title: '网络首发论文一',
    en_title: 'Online first paper one',
    column_id: COLUMN.amrResearch,
    accepted_date: '2025-05-01',
    online_date: '2025-06-01',
    year: 2025,
    version_label: 1,
    publish_type: 1,
    views: 15,
  }),
  article({
    id: ART.amrAccepted,
    site_id: SITE.amr,
    doi: '10.12345/amr.2025.ACC1',
    title: '最新录用论文',
    en_title: 'Just accepted paper',
    accepted_date: '2025-06-10',
    year: 2025,
    version_label: -1,
    publish_type: 1,
    attachments: '[]',
  }),
  article({
    id: ART.jnem1,
    site_id: SITE.jnem,
    doi: DOI.jnem1,
    title: '高熵合金储氢材料',
    en_title: 'High-entropy alloys for hydrogen storage',
    keywords: kw(['高熵合金', '储氢']),
    en_keywords: kw(['high-entropy alloy', 'hydrogen storage']),
    column_id: COLUMN.jnemResearch,
    period_id: PERIOD.jnem2024i1,
    first_page: 1,
    last_page: 12,
    published_date: '2024-01-20',
    year: 2024,
    views: 700,
    downloads: 70,
    citations: 7,
  }),
  article({
    id: ART.jnem2,
    site_id: SITE.jnem,
    doi: '10.12345/jnem.2024.0002',
    title: '固态电池电解质',
    en_title: 'Solid-state battery electrolytes',
    fund: '国家自然科学基金（51900002）',
    en_fund: 'National Natural Science Foundation of China (51900002)',
    keywords: kw(['固态电池', '电解质']),
    en_keywords: kw(['solid-state battery', 'electrolyte']),
    column_id: COLUMN.jnemResearch,
    period_id: PERIOD.jnem2024i2,
    first_page: 1,
    last_page: 10,
    published_date: '2024-02-20',
    year: 2024,
    views: 300,
  }),
  article({
    id: ART.jnemOnline,
    site_id: SITE.jnem,
    doi: '10.12345/jnem.2025.OF01',
    title: '钙钛矿电池网络首发',
    en_title: 'Perovskite cells online first',
    column_id: COLUMN.jnemResearch,
    online_date: '2025-05-15',
    year: 2025,
    version_label: 1,
    publish_type: 1,
  }),
  article({
    id: ART.jnemAccepted,
    site_id: SITE.jnem,
    doi: '10.12345/jnem.2025.ACC1',
    title: '锂电池最新录用',
    en_title: 'Lithium battery just accepted',
    accepted_date: '2025-06-01',
    year: 2025,
    version_label: -1,
    publish_type: 1,
  }),
  article({
    id: ART.emf1,
    site_id: SITE.emf,
    doi: '10.12345/emf.2024.0001',
    title: 'Perovskite solar cells',
    en_title: 'Perovskite solar cells',
    keywords: kw(['perovskite']),
    en_keywords: kw(['perovskite']),
    column_id: COLUMN.emfResearch,
    period_id: PERIOD.emf2024i1,
    first_page: 1,
    last_page: 10,
    published_date: '2024-03-01',
    year: 2024,
    language: 'en',
    views: 1000,
  }),
  article({
    id: ART.emf2,
    site_id: SITE.emf,
    doi: '10.12345/emf.2024.0002',
    title: 'Sodium-ion batteries',
    en_title: 'Sodium-ion batteries',
    column_id: COLUMN.emfResearch,
    period_id: PERIOD.emf2024i1,
    first_page: 11,
    last_page: 20,
    published_date: '2024-03-01',
    year: 2024,
    language: 'en',
  }),
];

export const WANG = { name: '王晓明', en_name: 'Wang Xiaoming' };

type AuthorIn = Omit<Insertable<ArticleAuthorsTable>, 'corresponding'> & { corresponding?: number };
const author = (a: AuthorIn): Insertable<ArticleAuthorsTable> => ({ corresponding: 0, ...a });

const authors: Insertable<ArticleAuthorsTable>[] = (
  [
    { article_id: ART.amr1, ord: 2, name: '李华', en_name: 'Li Hua', affiliation_ords: '[2]' },
    { article_id: ART.amr1, ord: 1, ...WANG, affiliation_ords: '[1,2]', corresponding: 1, email: 'wang@example.org' },
    { article_id: ART.amr2, ord: 1, name: '张伟', en_name: 'Zhang Wei', affiliation_ords: '[1]' },
    { article_id: ART.amr3, ord: 1, ...WANG, affiliation_ords: '[1]' },
    { article_id: ART.amr4, ord: 1, name: '陈静', en_name: 'Chen Jing', affiliation_ords: '[1]' },
    { article_id: ART.jnem1, ord: 1, name: '刘洋', en_name: 'Liu Yang', affiliation_ords: '[1]' },
    { article_id: ART.jnem1, ord: 2, ...WANG, affiliation_ords: '[1]' },
    { article_id: ART.emf1, ord: 1, name: 'Alice Smith', en_name: 'Alice Smith', affiliation_ords: '[1]' },
  ] as AuthorIn[]
).map(author);

export const USTB = { name: '北京科技大学', en_name: 'University of Science and Technology Beijing' };

const affiliations: Insertable<ArticleAffiliationsTable>[] = [
  { article_id: ART.amr1, ord: 1, ...USTB },
  { article_id: ART.amr1, ord: 2, name: '中南大学', en_name: 'Central South University' },
  { article_id: ART.amr2, ord: 1, name: '上海交通大学', en_name: 'Shanghai Jiao Tong University' },
  { article_id: ART.amr3, ord: 1, ...USTB },
  { article_id: ART.jnem2, ord: 1, ...USTB },
  { article_id: ART.emf1, ord: 1, name: 'University of Oxford', en_name: 'University of Oxford' },
];

// ---- figures, tables, media ---------------------------------------------------------------------------

const pictures: Insertable<PicturesTable>[] = [
  { id: 5001, site_id: SITE.amr, article_id: ART.amr1, ord: 2, caption: '图2 显微组织', en_caption: 'Fig. 2 Microstructure', url: '/img/5001.png' },
  { id: 5002, site_id: SITE.amr, article_id: ART.amr1, ord: 1, caption: '图1 工艺示意', en_caption: 'Fig. 1 Process', url: '/img/5002.png' },
  { id: 5003, site_id: SITE.amr, article_id: ART.amr2, ord: 1, caption: '图1 发展历程', en_caption: 'Fig. 1 History', url: '/img/5003.png' },
  { id: 5101, site_id: SITE.jnem, article_id: ART.jnem1, ord: 1, caption: '图1 储氢曲线', en_caption: 'Fig. 1 Hydrogen uptake', url: '/img/5101.png' },
];

const tables: Insertable<DataTablesTable>[] = [
  { id: 5501, site_id: SITE.amr, article_id: ART.amr1, ord: 1, caption: '表1 合金成分', en_caption: 'Table 1 Compositions', html: '<table><tr><td>Fe</td></tr></table>' },
  { id: 5502, site_id: SITE.amr, article_id: ART.amr3, ord: 1, caption: '表1 腐蚀速率', en_caption: 'Table 1 Corrosion rates', html: '<table><tr><td>1.2</td></tr></table>' },
  { id: 5601, site_id: SITE.emf, article_id: ART.emf1, ord: 1, caption: 'Table 1 Efficiency', en_caption: 'Table 1 Efficiency', html: '<table><tr><td>25%</td></tr></table>' },
];

export const MEDIA = { amrAudio: 7001, jnemVideo: 7002, emfVideo: 7003, amrVideoNoArticle: 7004 } as const;

type MediaIn = Omit<Insertable<MediaTable>, 'views'> & { views?: number };
const medium = (m: MediaIn): Insertable<MediaTable> => ({ views: 0, ...m });

const media: Insertable<MediaTable>[] = (
  [
    { id: MEDIA.amrAudio, site_id: SITE.amr, kind: 'audio', title: '主编访谈', en_title: 'Editor interview', url: '/media/7001.mp3', duration_sec: 600, article_id: ART.amr1, published_date: '2024-03-01' },
    { id: MEDIA.jnemVideo, site_id: SITE.jnem, kind: 'video', title: '储氢视频摘要', en_title: 'Hydrogen storage video abstract', url: '/media/7002.mp4', cover: '/img/7002.jpg', duration_sec: 180, article_id: ART.jnem1, published_date: '2024-02-01' },
    { id: MEDIA.emfVideo, site_id: SITE.emf, kind: 'video', title: 'Perovskite video', en_title: 'Perovskite video', url: '/media/7003.mp4', article_id: ART.emf1, published_date: '2024-04-01' },
    { id: MEDIA.amrVideoNoArticle, site_id: SITE.amr, kind: 'video', title: '期刊宣传片', en_title: 'Journal trailer', url: '/media/7004.mp4', published_date: '2024-05-01' },
  ] as MediaIn[]
).map(medium);

// ---- news ---------------------------------------------------------------------------------------------

export const NEWS = {
  amrTopInfo: 4001,
  amrAnnouncement: 4002,
  amrDynamic: 4003,
  amrStatement: 4004,
  amrReprint: 4005,
  amrNoPicture: 4006,
  jnemInfo: 4101,
} as const;

type NewsRow = Insertable<NewsTable>;
function news(n: Partial<NewsRow> & Pick<NewsRow, 'id' | 'site_id' | 'news_data_type' | 'title' | 'published_date'>): NewsRow {
  return { en_title: `EN ${n.title}`, content: `<p>${n.title}</p>`, original: 1, is_top: 0, views: 0, ...n };
}

const newsRows: NewsRow[] = [
  news({ id: NEWS.amrTopInfo, site_id: SITE.amr, news_data_type: 'information', title: '本刊入选核心期刊', published_date: '2024-01-01', is_top: 1, top_picture_url: '/img/top.png', picture_url: '/img/pic.png' }),
  news({ id: NEWS.amrAnnouncement, site_id: SITE.amr, news_data_type: 'announcement', title: '征稿通知', published_date: '2025-03-01', top_picture_url: 'null', top_picture_id: 'amr.cover.svg', picture_url: '/img/pic2.png' }),
  news({ id: NEWS.amrDynamic, site_id: SITE.amr, news_data_type: 'dynamic', title: '学术会议动态', published_date: '2025-02-01', picture_url: '/img/pic3.png', cover_id: 'amr.logo.svg' }),
  news({ id: NEWS.amrStatement, site_id: SITE.amr, news_data_type: 'statement', title: '出版伦理声明', published_date: '2024-06-01', cover_id: 'amr.logo.svg' }),
  news({ id: NEWS.amrReprint, site_id: SITE.amr, news_data_type: 'information', title: '转载：材料科学新闻', published_date: '2025-04-01', original: 0, source_link: 'https://news.example.org/materials/1' }),
  news({ id: NEWS.amrNoPicture, site_id: SITE.amr, news_data_type: 'information', title: '无图新闻', published_date: '2023-05-01', top_picture_url: '', picture_url: 'undefined' }),
  news({ id: NEWS.jnemInfo, site_id: SITE.jnem, news_data_type: 'information', title: '新能源材料论坛', published_date: '2025-05-01', en_content: '<p>Forum</p>' }),
];

// ---- books, experts, collections ------------------------------------------------------------------------

const books: Insertable<BooksTable>[] = [
  { id: 3001, site_id: SITE.amr, title: '高熵合金导论', en_title: 'Introduction to High-Entropy Alloys', authors: '王晓明', en_authors: 'Wang Xiaoming', isbn: '978-7-00-000001-1', year: 2022 },
  { id: 3002, site_id: SITE.amr, title: '金属增材制造', en_title: 'Metal Additive Manufacturing', authors: '李华', en_authors: 'Li Hua', isbn: '978-7-00-000002-8', year: 2023 },
  { id: 3101, site_id: SITE.emf, title: 'Battery Materials', en_title: 'Battery Materials', authors: 'Alice Smith', en_authors: 'Alice Smith', year: 2021 },
];

export const EXPERT = { amrChief: 2001, amrDeputy: 2002, amrMember1: 2003, amrMember2: 2004, jnemChief: 2101 } as const;

const experts: Insertable<ExpertsTable>[] = [
  { id: EXPERT.amrMember1, site_id: SITE.amr, name: '赵一', en_name: 'Zhao Yi', institution: '北京科技大学', en_institution: USTB.en_name, email: 'secret@example.org' },
  { id: EXPERT.amrMember2, site_id: SITE.amr, name: '钱二', en_name: 'Qian Er' },
  { id: EXPERT.amrDeputy, site_id: SITE.amr, name: '孙三', en_name: 'Sun San' },
  { id: EXPERT.amrChief, site_id: SITE.amr, name: '李四', en_name: 'Li Si', title: '院士', en_title: 'Academician' },
  { id: EXPERT.jnemChief, site_id: SITE.jnem, name: '周五', en_name: 'Zhou Wu' },
];

const roles: Insertable<EditorialRolesTable>[] = [
  { site_id: SITE.amr, expert_id: EXPERT.amrMember1, role: 'member', role_name: '编委', en_role_name: 'Member', sort: 1 },
  { site_id: SITE.amr, expert_id: EXPERT.amrMember2, role: 'member', role_name: '编委', en_role_name: 'Member', sort: 2 },
  { site_id: SITE.amr, expert_id: EXPERT.amrDeputy, role: 'deputyEditor', role_name: '副主编', en_role_name: 'Deputy Editor', sort: 1 },
  { site_id: SITE.amr, expert_id: EXPERT.amrChief, role: 'editorInChief', role_name: '主编', en_role_name: 'Editor-in-Chief', sort: 1 },
  { site_id: SITE.jnem, expert_id: EXPERT.jnemChief, role: 'editorInChief', role_name: '主编', en_role_name: 'Editor-in-Chief', sort: 1 },
];

export const COLLECTION = { amrHea: 6001, jnemBattery: 6002 } as const;

const collections: Insertable<CollectionsTable>[] = [
  { id: COLLECTION.amrHea, site_id: SITE.amr, name: '高熵合金专题', en_name: 'High-entropy alloys', created_date: '2024-05-01', sort: 1 },
  { id: COLLECTION.jnemBattery, site_id: SITE.jnem, name: '电池专题', en_name: 'Batteries', created_date: '2024-06-01', sort: 1 },
];

const collectionItems: Insertable<CollectionItemsTable>[] = [
  { collection_id: COLLECTION.amrHea, article_id: ART.amr2, sort: 1 },
  { collection_id: COLLECTION.amrHea, article_id: ART.amr1, sort: 2 },
  { collection_id: COLLECTION.amrHea, article_id: ART.jnem1, sort: 3 },
  { collection_id: COLLECTION.jnemBattery, article_id: ART.jnem2, sort: 1 },
];

/**
 * Empty every content table and insert the fixture (one transaction). Rows go in one by one:
 * a multi-row insert would send NULL (not the column default) for keys a row leaves out.
 */
export async function insertContentFixture(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const t of CONTENT_TABLES) await tx.deleteFrom(t).execute();
    for (const r of publications) await tx.insertInto('publications').values(r).execute();
    for (const r of periods) await tx.insertInto('periods').values(r).execute();
    for (const r of columns) await tx.insertInto('columns').values(r).execute();
    for (const r of articles) await tx.insertInto('articles').values(r).execute();
    for (const r of authors) await tx.insertInto('article_authors').values(r).execute();
    for (const r of affiliations) await tx.insertInto('article_affiliations').values(r).execute();
    for (const r of pictures) await tx.insertInto('pictures').values(r).execute();
    for (const r of tables) await tx.insertInto('data_tables').values(r).execute();
    for (const r of media) await tx.insertInto('media').values(r).execute();
    for (const r of newsRows) await tx.insertInto('news').values(r).execute();
    for (const r of books) await tx.insertInto('books').values(r).execute();
    for (const r of experts) await tx.insertInto('experts').values(r).execute();
    for (const r of roles) await tx.insertInto('editorial_roles').values(r).execute();
    for (const r of collections) await tx.insertInto('collections').values(r).execute();
    for (const r of collectionItems) await tx.insertInto('collection_items').values(r).execute();
  });
  // Relations (same authors, institution, fund, keywords) read the search index.
  await rebuildSearchIndex(db);
}

/** The app's database (the config service holds it). */
export function dbOf(app: FastifyInstance): Kysely<DB> {
  return app.masthead.config.db;
}

/** Counts the tests compare with. */
export const FIXTURE_COUNTS = {
  articles: articles.length,
  amrArticles: articles.filter((a) => a.site_id === SITE.amr).length,
  jnemArticles: articles.filter((a) => a.site_id === SITE.jnem).length,
  emfArticles: articles.filter((a) => a.site_id === SITE.emf).length,
  pictures: pictures.length,
  tables: tables.length,
  news: newsRows.length,
};
