/**
 * Curated search fixture: ~40 articles with known zh/en titles, authors, institutions, keywords,
 * DOIs, years and sites, plus one or two of every other searchable resource. `loadSearchFixture`
 * empties the content tables (the demo seed may have filled them), inserts these rows and
 * rebuilds the search index. Tests set MASTHEAD_TODAY=2025-06-30 (current year 2025).
 *
 * Sites (site-configs): all=1, cmg=2 (group of amr 735 and jnem 502), emf=3.
 */
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { closeApp, makeApp } from '../api/helpers';
import type { DB } from '../../server/db/schema';
import { rebuildSearchIndex } from '../../server/search/indexer';

export const TODAY = '2025-06-30';
export const SITE = { all: 1, cmg: 2, emf: 3, jnem: 502, amr: 735 } as const;

const CONTENT_TABLES = [
  'collection_items', 'collections', 'editorial_roles', 'experts', 'books', 'news', 'media', 'data_tables', 'pictures',
  'article_affiliations', 'article_authors', 'articles', 'columns', 'periods', 'publications',
] as const;

/** Columns: amr 11 研究论文 / 12 综述; jnem 21 研究论文; emf 31 Research Articles / 32 Reviews. */
export const COL = { amrResearch: 11, amrReview: 12, jnemResearch: 21, emfResearch: 31, emfReview: 32 } as const;

interface A {
  id: number;
  site: number;
  title: string;
  en: string;
  abs?: string;
  enAbs?: string;
  kw?: string[];
  enKw?: string[];
  authors?: [string, string][];
  inst?: [string, string][];
  year: number;
  citations?: number;
  views?: number;
  column?: number;
  publishType?: number;
  version?: number;
  oa?: number;
  pages?: [number, number];
  date?: string;
  fund?: string;
}

const WXM: [string, string] = ['王晓明', 'Wang Xiaoming'];
const TSINGHUA: [string, string] = ['清华大学材料学院', 'School of Materials Science and Engineering, Tsinghua University'];
const IOP: [string, string] = ['中国科学院物理研究所', 'Institute of Physics, Chinese Academy of Sciences'];
const CSU: [string, string] = ['中南大学冶金与环境学院', 'School of Metallurgy and Environment, Central South University'];
const MIT: [string, string] = ['Massachusetts Institute of Technology', 'Massachusetts Institute of Technology'];

/** Article ids by role in the tests. */
export const ART = {
  sulfideSsb: 1001,
  lithiumAnode: 1002,
  perovskite: 1003,
  sodiumCathode: 1004,
  fuelCell: 1005,
  emfSei: 1006,
  emfTandem: 1007,
  hea: 1008,
  script: 1009,
  lis: 1010,
  graphene: 1011,
  llzo: 1012,
  liquid: 1013,
  onlineFirst: 1014,
  justAccepted: 1015,
  emfCathode: 1016,
  emfMl: 1017,
  saltLake: 1018,
  wangXiao: 1019,
  keywordBattery: 1020,
  supercap: 1021,
} as const;

const ARTICLES: A[] = [
  {
    id: ART.sulfideSsb, site: SITE.amr, year: 2024, citations: 50, views: 900, column: COL.amrResearch, pages: [1, 12],
    title: '固态电池中硫化物电解质的界面稳定性研究',
    en: 'Interfacial stability of sulfide electrolytes in solid-state batteries',
    abs: '硫化物固态电解质具有很高的离子电导率，但与正极的界面稳定性不足。本文研究了界面副反应的机理。',
    enAbs: 'Sulfide electrolytes offer high ionic conductivity but poor interfacial stability against the cathode.',
    kw: ['固态电池', '硫化物电解质', '界面稳定性'], enKw: ['solid-state battery', 'sulfide electrolyte', 'interfacial stability'],
    authors: [WXM, ['李华', 'Li Hua']], inst: [TSINGHUA], fund: '国家自然科学基金(52072001)',
  },
  {
    id: ART.lithiumAnode, site: SITE.amr, year: 2023, citations: 120, views: 1500, column: COL.amrReview, pages: [13, 30],
    title: '锂金属负极枝晶抑制策略综述',
    en: 'Strategies for suppressing dendrites on lithium metal anodes: a review',
    abs: '锂金属负极理论比容量高，但枝晶生长带来安全隐患。本文综述了人工界面层与电解液设计等策略。',
    enAbs: 'Lithium metal anodes promise high capacity, yet dendrite growth raises safety concerns.',
    kw: ['锂金属负极', '枝晶', '综述'], enKw: ['lithium metal anode', 'dendrite', 'review'],
    authors: [['张伟', 'Zhang Wei']], inst: [IOP],
  },
  {
    id: ART.perovskite, site: SITE.amr, year: 2022, citations: 80, views: 700, column: COL.amrResearch, pages: [31, 40],
    title: '钙钛矿太阳能电池的稳定性提升',
    en: 'Improving the stability of perovskite solar cells',
    abs: '通过界面钝化提升钙钛矿薄膜的湿热稳定性。',
    enAbs: 'Interface passivation improves the damp-heat stability of perovskite films.',
    kw: ['钙钛矿', '太阳能电池', '稳定性'], enKw: ['perovskite', 'solar cell', 'stability'],
    authors: [['陈静', 'Chen Jing'], WXM], inst: [TSINGHUA],
  },
  {
    id: ART.sodiumCathode, site: SITE.jnem, year: 2025, citations: 10, views: 300, column: COL.jnemResearch, pages: [1, 9],
    title: '钠离子电池层状氧化物正极材料',
    en: 'Layered oxide cathode materials for sodium-ion batteries',
    abs: '层状氧化物是钠离子电池最有前景的正极材料之一。',
    enAbs: 'Layered oxides are among the most promising cathode materials for sodium-ion batteries.',
    kw: ['钠离子电池', '正极材料'], enKw: ['sodium-ion battery', 'cathode'],
    authors: [['刘洋', 'Liu Yang']], inst: [CSU],
  },
  {
    id: ART.fuelCell, site: SITE.jnem, year: 2021, citations: 200, views: 2000, column: COL.jnemResearch, pages: [10, 20],
    title: '氢燃料电池催化剂的研究进展',
    en: 'Progress of catalysts for hydrogen fuel cells',
    abs: '铂基催化剂成本高，非贵金属催化剂成为研究热点。',
    enAbs: 'Platinum catalysts are costly; non-precious metal catalysts are a research focus.',
    kw: ['燃料电池', '催化剂', '氢能'], enKw: ['fuel cell', 'catalyst', 'hydrogen energy'],
    authors: [['赵磊', 'Zhao Lei']], inst: [IOP],
  },
  {
    id: ART.emfSei, site: SITE.emf, year: 2024, citations: 30, views: 400, column: COL.emfResearch, pages: [1, 15],
    title: 'Solid electrolyte interphase in lithium-ion batteries',
    en: 'Solid electrolyte interphase in lithium-ion batteries',
    abs: 'The solid electrolyte interphase governs the lifetime of lithium-ion batteries.',
    enAbs: 'The solid electrolyte interphase governs the lifetime of lithium-ion batteries.',
    kw: ['solid electrolyte interphase', 'lithium-ion battery'], enKw: ['solid electrolyte interphase', 'lithium-ion battery'],
    authors: [['John Smith', 'John Smith'], ['Maria Garcia', 'Maria Garcia']], inst: [MIT],
  },
  {
    id: ART.emfTandem, site: SITE.emf, year: 2023, citations: 45, views: 600, column: COL.emfResearch, pages: [16, 25],
    title: 'Perovskite tandem solar cells beyond 30% efficiency',
    en: 'Perovskite tandem solar cells beyond 30% efficiency',
    abs: 'Perovskite-silicon tandem solar cells exceed 30% power conversion efficiency.',
    enAbs: 'Perovskite-silicon tandem solar cells exceed 30% power conversion efficiency.',
    kw: ['perovskite', 'tandem solar cell'], enKw: ['perovskite', 'tandem solar cell'],
    authors: [['Emily Chen', 'Emily Chen']], inst: [MIT],
  },
  {
    id: ART.hea, site: SITE.amr, year: 2019, citations: 150, views: 1200, column: COL.amrResearch, pages: [41, 50],
    title: '高熵合金的力学性能',
    en: 'Mechanical properties of high-entropy alloys',
    abs: 'CoCrFeNi高熵合金在低温下表现出优异的强韧性。',
    enAbs: 'The CoCrFeNi high-entropy alloy shows excellent strength and ductility at cryogenic temperatures.',
    kw: ['高熵合金', '力学性能'], enKw: ['high-entropy alloy', 'mechanical properties'],
    authors: [WXM], inst: [['北京科技大学新材料技术研究院', 'University of Science and Technology Beijing']],
  },
  {
    id: ART.script, site: SITE.amr, year: 2024, citations: 1, views: 10, column: COL.amrResearch, pages: [51, 55],
    title: '<script>alert(1)</script>电池安全性测试方法',
    en: '<b>Battery</b> safety test methods & "standards"',
    abs: '介绍电池安全性测试方法，包括针刺、过充与热箱试验。<img src=x onerror=alert(2)>',
    enAbs: 'Battery safety tests: nail penetration, overcharge and hot box.',
    kw: ['电池安全'], enKw: ['battery safety'],
    authors: [['周杰', 'Zhou Jie']], inst: [IOP],
  },
  {
    id: ART.lis, site: SITE.jnem, year: 2024, citations: 60, views: 800, column: COL.jnemResearch, pages: [21, 30],
    title: '锂硫电池多硫化物穿梭效应的抑制',
    en: 'Suppressing the polysulfide shuttle in lithium-sulfur batteries',
    abs: '多硫化物的穿梭效应导致锂硫电池容量快速衰减。',
    enAbs: 'The polysulfide shuttle causes fast capacity fading of lithium-sulfur batteries.',
    kw: ['锂硫电池', '穿梭效应'], enKw: ['lithium-sulfur battery', 'shuttle effect'],
    authors: [['孙鹏', 'Sun Peng']], inst: [CSU],
  },
  {
    id: ART.graphene, site: SITE.amr, year: 2020, citations: 25, views: 350, column: COL.amrResearch, pages: [56, 60],
    title: '石墨烯导热薄膜的制备',
    en: 'Preparation of thermally conductive graphene films',
    abs: '采用刮涂与高温退火制备高导热石墨烯薄膜。',
    enAbs: 'Highly thermally conductive graphene films are made by blade coating and annealing.',
    kw: ['石墨烯', '导热'], enKw: ['graphene', 'thermal conductivity'],
    authors: [['吴涛', 'Wu Tao']], inst: [TSINGHUA],
  },
  {
    id: ART.llzo, site: SITE.jnem, year: 2023, citations: 70, views: 650, column: COL.jnemResearch, pages: [31, 38],
    title: '石榴石型固态电解质LLZO的锂离子电导率',
    en: 'Lithium-ion conductivity of the garnet solid electrolyte LLZO',
    abs: '掺杂可以稳定立方相LLZO并提高锂离子电导率。',
    enAbs: 'Doping stabilises cubic LLZO, a solid electrolyte with high lithium-ion conductivity.',
    kw: ['固态电解质', 'LLZO'], enKw: ['solid electrolyte', 'LLZO'],
    authors: [['黄斌', 'Huang Bin']], inst: [IOP],
  },
  {
    id: ART.liquid, site: SITE.jnem, year: 2022, citations: 5, views: 100, column: COL.jnemResearch, pages: [39, 44],
    title: '聚合物膜与液态电解液添加剂',
    en: 'Solid polymer membranes with liquid electrolyte additives',
    abs: '聚合物隔膜与电解液添加剂的协同作用。',
    enAbs: 'Solid polymer membranes act together with liquid electrolyte additives.',
    kw: ['聚合物膜', '电解液'], enKw: ['polymer membrane', 'liquid electrolyte'],
    authors: [['徐超', 'Xu Chao']], inst: [CSU],
  },
  {
    id: ART.onlineFirst, site: SITE.amr, year: 2025, citations: 0, views: 50, column: COL.amrResearch, publishType: 1, version: 1,
    title: '电池热失控预警方法',
    en: 'Early warning of thermal runaway in batteries',
    abs: '基于气体传感器的电池热失控早期预警。',
    enAbs: 'Gas sensors give early warning of battery thermal runaway.',
    kw: ['热失控', '预警'], enKw: ['thermal runaway', 'early warning'],
    authors: [['林军', 'Lin Jun']], inst: [TSINGHUA], date: '2025-03-01',
  },
  {
    id: ART.justAccepted, site: SITE.amr, year: 2025, citations: 0, views: 20, column: COL.amrResearch, publishType: 1, version: -1, oa: 1,
    title: '固态电池界面的原位表征',
    en: 'In situ characterization of solid-state battery interfaces',
    abs: '利用原位X射线光电子能谱研究固态电池界面演化。',
    enAbs: 'In situ X-ray photoelectron spectroscopy follows interface evolution in solid-state batteries.',
    kw: ['固态电池', '原位表征'], enKw: ['solid-state battery', 'in situ characterization'],
    authors: [['高勇', 'Gao Yong']], inst: [IOP], date: '2025-05-20',
  },
  {
    id: ART.emfCathode, site: SITE.emf, year: 2022, citations: 300, views: 3000, column: COL.emfReview, pages: [26, 40],
    title: 'Cathode degradation mechanisms in Ni-rich layered oxides',
    en: 'Cathode degradation mechanisms in Ni-rich layered oxides',
    abs: 'Ni-rich layered cathodes suffer from surface reconstruction and microcracking.',
    enAbs: 'Ni-rich layered cathodes suffer from surface reconstruction and microcracking.',
    kw: ['cathode', 'Ni-rich'], enKw: ['cathode', 'Ni-rich'],
    authors: [['Peter Brown', 'Peter Brown']], inst: [MIT],
  },
  {
    id: ART.emfMl, site: SITE.emf, year: 2025, citations: 3, views: 90, column: COL.emfResearch, pages: [41, 48],
    title: 'Machine learning for battery materials discovery',
    en: 'Machine learning for battery materials discovery',
    abs: 'Graph neural networks screen candidate electrode materials.',
    enAbs: 'Graph neural networks screen candidate electrode materials.',
    kw: ['machine learning', 'battery materials'], enKw: ['machine learning', 'battery materials'],
    authors: [['Anna Lee', 'Anna Lee']], inst: [MIT],
  },
  {
    id: ART.saltLake, site: SITE.jnem, year: 2023, citations: 15, views: 200, column: COL.jnemResearch, pages: [45, 52],
    title: '盐湖提锂技术进展',
    en: 'Advances in lithium extraction from salt lakes',
    abs: '吸附法与膜法是盐湖提锂的主流工艺。',
    enAbs: 'Adsorption and membrane processes dominate lithium extraction from brines.',
    kw: ['盐湖', '提锂'], enKw: ['salt lake', 'lithium extraction'],
    authors: [['杨洋', 'Yang Yang']], inst: [CSU],
  },
  {
    id: ART.wangXiao, site: SITE.amr, year: 2021, citations: 12, views: 150, column: COL.amrResearch, pages: [61, 70],
    title: '镁合金的腐蚀行为',
    en: 'Corrosion behaviour of magnesium alloys',
    abs: '研究了稀土元素对镁合金耐蚀性的影响。',
    enAbs: 'The effect of rare-earth elements on the corrosion resistance of magnesium alloys is studied.',
    kw: ['镁合金', '腐蚀'], enKw: ['magnesium alloy', 'corrosion'],
    authors: [['王晓', 'Wang Xiao']], inst: [TSINGHUA],
  },
  {
    id: ART.keywordBattery, site: SITE.jnem, year: 2024, citations: 8, views: 120, column: COL.jnemResearch, pages: [53, 60],
    title: '储能系统的发展综述',
    en: 'A review of energy storage systems',
    abs: '对抽水蓄能、压缩空气与电化学储能进行了比较。',
    enAbs: 'Pumped hydro, compressed air and electrochemical storage are compared.',
    kw: ['电池', '储能'], enKw: ['battery', 'energy storage'],
    authors: [['朱丽', 'Zhu Li']], inst: [IOP],
  },
  {
    id: ART.supercap, site: SITE.amr, year: 2023, citations: 33, views: 420, column: COL.amrResearch, pages: [71, 80],
    title: '超级电容器电极材料',
    en: 'Electrode materials for supercapacitors',
    abs: '与电池相比，超级电容器具有更高的功率密度。',
    enAbs: 'Compared with batteries, supercapacitors deliver higher power density.',
    kw: ['超级电容器', '电极材料'], enKw: ['supercapacitor', 'electrode material'],
    authors: [['胡强', 'Hu Qiang']], inst: [CSU],
  },
];

/** Filler articles without battery words (topics far from the queries), ids 1101+. */
const FILLER: [string, string, string][] = [
  ['钛合金的疲劳性能', 'Fatigue of titanium alloys', '钛合金'],
  ['陶瓷基复合材料的烧结', 'Sintering of ceramic matrix composites', '陶瓷'],
  ['碳纳米管增强铝基复合材料', 'Carbon nanotube reinforced aluminium composites', '碳纳米管'],
  ['光催化降解有机污染物', 'Photocatalytic degradation of organic pollutants', '光催化'],
  ['热电材料的能带工程', 'Band engineering of thermoelectric materials', '热电材料'],
  ['形状记忆合金的相变', 'Phase transformation in shape memory alloys', '形状记忆合金'],
  ['增材制造不锈钢的组织', 'Microstructure of additively manufactured stainless steel', '增材制造'],
  ['高分子材料的老化', 'Ageing of polymer materials', '高分子'],
  ['金属有机框架的气体吸附', 'Gas adsorption in metal-organic frameworks', '金属有机框架'],
  ['二维材料的异质结', 'Heterostructures of two-dimensional materials', '二维材料'],
  ['磁性材料的矫顽力', 'Coercivity of magnetic materials', '磁性材料'],
  ['生物医用镁合金支架', 'Biomedical magnesium alloy stents', '生物材料'],
  ['混凝土的耐久性', 'Durability of concrete', '混凝土'],
  ['半导体薄膜的外延生长', 'Epitaxial growth of semiconductor films', '半导体'],
  ['超导材料的临界温度', 'Critical temperature of superconductors', '超导'],
  ['玻璃的断裂韧性', 'Fracture toughness of glass', '玻璃'],
  ['涂层的耐磨性能', 'Wear resistance of coatings', '涂层'],
  ['纳米颗粒的自组装', 'Self-assembly of nanoparticles', '纳米颗粒'],
  ['木材的改性处理', 'Modification of wood', '木材'],
  ['纤维增强复合材料的界面', 'Interfaces in fibre reinforced composites', '纤维'],
];
export const FILLER_IDS = FILLER.map((_, i) => 1101 + i);

const FILLER_SITES = [SITE.amr, SITE.jnem, SITE.amr, SITE.jnem, SITE.amr];

/** Other resources. */
export const RES = {
  newsSsb: 501,
  newsJnem: 502,
  pictureSsb: 601,
  tableLlzo: 701,
  video: 801,
  audio: 802,
  book: 901,
  expert: 951,
  collection: 971,
} as const;

export function allArticles(): A[] {
  const fill: A[] = FILLER.map(([title, en, kw], i) => ({
    id: 1101 + i,
    site: FILLER_SITES[i % FILLER_SITES.length]!,
    year: 2018 + (i % 8),
    citations: i,
    views: 10 * i,
    column: FILLER_SITES[i % FILLER_SITES.length] === SITE.amr ? COL.amrResearch : COL.jnemResearch,
    title,
    en,
    abs: `本文研究了${title}。`,
    enAbs: `This work studies ${en.toLowerCase()}.`,
    kw: [kw],
    enKw: [en.split(' ').slice(-1)[0]!],
    authors: [['何平', 'He Ping']],
    inst: [['上海交通大学材料科学与工程学院', 'Shanghai Jiao Tong University']],
  }));
  return [...ARTICLES, ...fill];
}

export function doiOf(a: { id: number; site: number; year: number }): string {
  const code = a.site === SITE.amr ? 'amr' : a.site === SITE.jnem ? 'jnem' : 'emf';
  return `10.12345/${code}.${a.year}.${String(a.id).padStart(4, '0')}`;
}

export async function loadSearchFixture(db: Kysely<DB>): Promise<{ documents: number }> {
  await db.transaction().execute(async (trx) => {
    for (const t of CONTENT_TABLES) await trx.deleteFrom(t).execute();
    await trx
      .insertInto('publications')
      .values([
        { site_id: SITE.amr, name: '先进材料研究', en_name: 'Advanced Materials Research', issn: '1000-0001', cn: '11-0001/TB' },
        { site_id: SITE.jnem, name: '新能源材料学报', en_name: 'Journal of New Energy Materials', issn: '1000-0002', cn: '11-0002/TK' },
        { site_id: SITE.emf, name: 'Energy Materials Frontiers', en_name: 'Energy Materials Frontiers', issn: '2000-0003' },
      ])
      .execute();
    await trx
      .insertInto('columns')
      .values([
        { id: COL.amrResearch, site_id: SITE.amr, name: '研究论文', en_name: 'Research Articles', sort: 1 },
        { id: COL.amrReview, site_id: SITE.amr, name: '综述', en_name: 'Reviews', sort: 2 },
        { id: COL.jnemResearch, site_id: SITE.jnem, name: '研究论文', en_name: 'Research Articles', sort: 1 },
        { id: COL.emfResearch, site_id: SITE.emf, name: 'Research Articles', en_name: 'Research Articles', sort: 1 },
        { id: COL.emfReview, site_id: SITE.emf, name: 'Reviews', en_name: 'Reviews', sort: 2 },
      ])
      .execute();
    const periods = new Map<string, number>();
    let pid = 1;
    for (const a of allArticles()) {
      if (a.publishType === 1) continue;
      const key = `${a.site}-${a.year}`;
      if (periods.has(key)) continue;
      periods.set(key, pid);
      await trx
        .insertInto('periods')
        .values({ id: pid, site_id: a.site, year: a.year, volume: a.year - 2000, issue: 1, publish_date: `${a.year}-02-15` })
        .execute();
      pid++;
    }
    for (const a of allArticles()) {
      const online = a.publishType === 1;
      await trx
        .insertInto('articles')
        .values({
          id: a.id,
          site_id: a.site,
          doi: doiOf(a),
          title: a.title,
          en_title: a.en,
          abstract: a.abs ?? '',
          en_abstract: a.enAbs ?? '',
          keywords: JSON.stringify(a.kw ?? []),
          en_keywords: JSON.stringify(a.enKw ?? []),
          column_id: a.column ?? null,
          period_id: online ? null : periods.get(`${a.site}-${a.year}`)!,
          first_page: a.pages?.[0] ?? null,
          last_page: a.pages?.[1] ?? null,
          accepted_date: a.date ?? `${a.year}-01-10`,
          online_date: a.date ?? `${a.year}-02-01`,
          published_date: online ? null : `${a.year}-02-15`,
          year: a.year,
          version_label: a.version ?? 0,
          publish_type: a.publishType ?? 0,
          open_access: a.oa ?? 0,
          fund: a.fund ?? null,
          language: a.site === SITE.emf ? 'en' : 'zh',
          views: a.views ?? 0,
          downloads: Math.floor((a.views ?? 0) / 3),
          citations: a.citations ?? 0,
          reference_list: '[]',
          attachments: '[]',
        })
        .execute();
      for (const [i, [name, en]] of (a.authors ?? []).entries()) {
        await trx
          .insertInto('article_authors')
          .values({ article_id: a.id, ord: i + 1, name, en_name: en, affiliation_ords: '[1]', corresponding: i === 0 ? 1 : 0 })
          .execute();
      }
      for (const [i, [name, en]] of (a.inst ?? []).entries()) {
        await trx.insertInto('article_affiliations').values({ article_id: a.id, ord: i + 1, name, en_name: en }).execute();
      }
    }
    await trx
      .insertInto('news')
      .values([
        {
          id: RES.newsSsb, site_id: SITE.amr, news_data_type: 'information', title: '固态电池研究取得新进展', en_title: 'New progress in solid-state battery research',
          summary: '团队在硫化物电解质方面取得突破。', content: '<p>团队在<b>硫化物电解质</b>方面取得突破。</p>', published_date: '2025-03-01', views: 10, original: 1, is_top: 0,
        },
        {
          id: RES.newsJnem, site_id: SITE.jnem, news_data_type: 'announcement', title: '关于征集钙钛矿专刊稿件的通知', en_title: 'Call for papers: perovskite special issue',
          summary: null, content: '<p>征稿截止日期为2025年12月31日。</p>', published_date: '2025-01-10', views: 5, original: 1, is_top: 0,
        },
      ])
      .execute();
    await trx
      .insertInto('pictures')
      .values({ id: RES.pictureSsb, site_id: SITE.amr, article_id: ART.sulfideSsb, ord: 1, caption: '图1 固态电池结构示意图', en_caption: 'Fig. 1 Schematic of the solid-state battery', url: '/f/1.svg' })
      .execute();
    await trx
      .insertInto('data_tables')
      .values({ id: RES.tableLlzo, site_id: SITE.jnem, article_id: ART.llzo, ord: 1, caption: '表1 不同掺杂LLZO的离子电导率', en_caption: 'Table 1 Ionic conductivity of doped LLZO', html: '<table><tr><td>Ta-LLZO</td><td>1.0</td></tr></table>' })
      .execute();
    await trx
      .insertInto('media')
      .values([
        { id: RES.video, site_id: SITE.amr, kind: 'video', title: '固态电池研究进展讲座', en_title: 'Lecture: advances in solid-state batteries', url: '/v.mp4', published_date: '2024-05-01', views: 100 },
        { id: RES.audio, site_id: SITE.jnem, kind: 'audio', title: '钙钛矿电池访谈', en_title: 'Interview on perovskite cells', url: '/a.mp3', published_date: '2023-05-01', views: 40 },
      ])
      .execute();
    await trx
      .insertInto('books')
      .values({ id: RES.book, site_id: SITE.amr, title: '电池材料导论', en_title: 'Introduction to Battery Materials', authors: '王晓明', en_authors: 'Wang Xiaoming', year: 2022, isbn: '978-7-03-000000-1' })
      .execute();
    await trx
      .insertInto('experts')
      .values({ id: RES.expert, site_id: SITE.amr, name: '王晓明', en_name: 'Wang Xiaoming', title: '教授', en_title: 'Professor', institution: '清华大学', en_institution: 'Tsinghua University', research: '固态电池与界面化学', en_research: 'Solid-state batteries and interface chemistry' })
      .execute();
    await trx.insertInto('editorial_roles').values({ site_id: SITE.jnem, expert_id: RES.expert, role: 'member', role_name: '编委', en_role_name: 'Member', sort: 1 }).execute();
    await trx
      .insertInto('collections')
      .values({ id: RES.collection, site_id: SITE.amr, name: '固态电池专题', en_name: 'Solid-state battery collection', description: '固态电池相关论文合集', created_date: '2024-06-01', sort: 1 })
      .execute();
    await trx.insertInto('collection_items').values({ collection_id: RES.collection, article_id: ART.sulfideSsb, sort: 1 }).execute();
  });
  return rebuildSearchIndex(db);
}

// ---- app for the endpoint tests ------------------------------------------------------------------


/** A fresh app (temp data dir, site-configs seeded) with the search fixture loaded. */
export async function startSearchApp(label: string): Promise<{ app: FastifyInstance; dataDir: string; close: () => Promise<void> }> {
  process.env.MASTHEAD_TODAY = TODAY;
  const { app, dataDir } = await makeApp(label);
  await loadSearchFixture(app.masthead.config.db);
  return { app, dataDir, close: () => closeApp(app, dataDir) };
}
