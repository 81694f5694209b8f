/**
 * Serialisers of the content endpoints: database rows (snake_case, JSON text columns) to API
 * objects (camelCase, both zh and en fields). Pure functions, no database access.
 */
import type {
  ArticleAffiliationsTable,
  ArticleAuthorsTable,
  BooksTable,
  CollectionsTable,
  DataTablesTable,
  EditorialRolesTable,
  ExpertsTable,
  MediaTable,
  NewsTable,
  PeriodsTable,
  PicturesTable,
  PublicationsTable,
} from '../../db/schema';
import { fileUrl, present } from './scope';

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    const v = JSON.parse(text) as unknown;
    return (v ?? fallback) as T;
  } catch {
    return fallback;
  }
}

function stringArray(text: string | null | undefined): string[] {
  const v = parseJson<unknown>(text, []);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function numberArray(text: string | null | undefined): number[] {
  const v = parseJson<unknown>(text, []);
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
}

// ---- articles -----------------------------------------------------------------------------------

/** The columns of an article list row (articles + its column + its period). */
export interface ArticleSummaryRow {
  id: number;
  site_id: number;
  doi: string;
  title: string;
  en_title: string;
  abstract: string;
  en_abstract: string;
  keywords: string;
  en_keywords: string;
  column_id: number | null;
  column_name: string | null;
  column_en_name: string | null;
  period_id: number | null;
  period_year: number | null;
  period_volume: number | null;
  period_issue: number | null;
  first_page: number | null;
  last_page: number | null;
  accepted_date: string | null;
  online_date: string | null;
  published_date: string | null;
  year: number;
  version_label: number;
  publish_type: number;
  open_access: number;
  attachments: string;
  graphic_abstract: string | null;
  language: string;
  views: number;
  downloads: number;
  citations: number;
}

export interface ArticleDetailRow extends ArticleSummaryRow {
  received_date: string | null;
  revised_date: string | null;
  fund: string | null;
  en_fund: string | null;
  reference_list: string;
  has_html: number;
  period_cover: string | null;
  period_publish_date: string | null;
}

export type AuthorRow = Pick<ArticleAuthorsTable, 'article_id' | 'ord' | 'name' | 'en_name' | 'affiliation_ords' | 'corresponding' | 'email'>;
export type AffiliationRow = Pick<ArticleAffiliationsTable, 'article_id' | 'ord' | 'name' | 'en_name'>;

export function mapAuthor(a: AuthorRow) {
  return {
    ord: a.ord,
    name: a.name,
    enName: a.en_name,
    /** 1-based indexes into the article's affiliations (their `ord`). */
    affiliationIndexes: numberArray(a.affiliation_ords),
    corresponding: a.corresponding === 1,
    email: present(a.email),
  };
}

export function mapAffiliation(a: AffiliationRow) {
  return { ord: a.ord, name: a.name, enName: a.en_name };
}

interface Attachment {
  type: string;
  name: string;
  size?: number;
}

export function attachmentsOf(text: string): Attachment[] {
  const v = parseJson<unknown>(text, []);
  if (!Array.isArray(v)) return [];
  return v
    .filter((x): x is Record<string, unknown> => !!x && typeof x === 'object')
    .map((x) => {
      const out: Attachment = { type: String(x.type ?? ''), name: String(x.name ?? '') };
      if (typeof x.size === 'number') out.size = x.size;
      return out;
    })
    .filter((x) => x.type !== '');
}

/** Attachment types present, in the order pdf, html. */
export function attachTypesOf(attachments: string, hasHtml: boolean): string[] {
  const types = new Set(attachmentsOf(attachments).map((a) => a.type.toLowerCase()));
  if (hasHtml) types.add('html');
  return ['pdf', 'html'].filter((t) => types.has(t));
}

export function mapArticleSummary(r: ArticleSummaryRow, authors: AuthorRow[]) {
  return {
    id: r.id,
    siteId: r.site_id,
    doi: r.doi,
    title: r.title,
    enTitle: r.en_title,
    abstract: r.abstract,
    enAbstract: r.en_abstract,
    keywords: stringArray(r.keywords),
    enKeywords: stringArray(r.en_keywords),
    authors: authors.map(mapAuthor),
    columnId: r.column_id,
    columnName: r.column_name,
    enColumnName: r.column_en_name,
    periodId: r.period_id,
    year: r.period_year ?? r.year,
    volume: r.period_volume,
    issue: r.period_issue,
    firstPage: r.first_page,
    lastPage: r.last_page,
    acceptedDate: r.accepted_date,
    onlineDate: r.online_date,
    publishedDate: r.published_date,
    versionLabel: r.version_label,
    publishType: r.publish_type,
    openAccess: r.open_access,
    attachTypes: attachTypesOf(r.attachments, false),
    graphicAbstract: present(r.graphic_abstract),
    language: r.language,
    views: r.views,
    downloads: r.downloads,
    citations: r.citations,
  };
}

export type ArticleSummary = ReturnType<typeof mapArticleSummary>;

export function mapArticleDetail(r: ArticleDetailRow, authors: AuthorRow[], affiliations: AffiliationRow[]) {
  const refs = parseJson<unknown>(r.reference_list, []);
  return {
    ...mapArticleSummary(r, authors),
    affiliations: affiliations.map(mapAffiliation),
    column: r.column_id === null ? null : { id: r.column_id, name: r.column_name, enName: r.column_en_name },
    period:
      r.period_id === null || r.period_year === null
        ? null
        : {
            id: r.period_id,
            year: r.period_year,
            volume: r.period_volume,
            issue: r.period_issue,
            cover: present(r.period_cover),
            publishDate: r.period_publish_date,
          },
    receivedDate: r.received_date,
    revisedDate: r.revised_date,
    fund: present(r.fund),
    enFund: present(r.en_fund),
    attachments: attachmentsOf(r.attachments),
    attachTypes: attachTypesOf(r.attachments, r.has_html === 1),
    hasHtml: r.has_html === 1,
    referenceCount: Array.isArray(refs) ? refs.length : 0,
    metrics: { views: r.views, downloads: r.downloads, citations: r.citations },
  };
}

export function publishedInfoOf(r: ArticleDetailRow) {
  return {
    id: r.id,
    receivedDate: r.received_date,
    revisedDate: r.revised_date,
    acceptedDate: r.accepted_date,
    onlineDate: r.online_date,
    publishedDate: r.published_date,
    versionLabel: r.version_label,
    publishType: r.publish_type,
    period: r.period_id === null ? null : { id: r.period_id, year: r.period_year, volume: r.period_volume, issue: r.period_issue },
  };
}

export function referencesOf(text: string): { ord: number; text: string }[] {
  const v = parseJson<unknown>(text, []);
  if (!Array.isArray(v)) return [];
  return v
    .map((x, i) => {
      if (typeof x === 'string') return { ord: i + 1, text: x };
      if (x && typeof x === 'object') {
        const o = x as Record<string, unknown>;
        return { ord: typeof o.ord === 'number' ? o.ord : i + 1, text: String(o.text ?? '') };
      }
      return null;
    })
    .filter((x): x is { ord: number; text: string } => x !== null);
}

// ---- periods and columns ------------------------------------------------------------------------

export function mapPeriod(p: PeriodsTable, articleCount?: number) {
  return {
    id: p.id,
    siteId: p.site_id,
    year: p.year,
    volume: p.volume,
    issue: p.issue,
    cover: present(p.cover),
    publishDate: p.publish_date,
    ...(articleCount === undefined ? {} : { articleCount }),
  };
}

export type PeriodItem = ReturnType<typeof mapPeriod>;

// ---- figures, tables, media -------------------------------------------------------------------

export interface ArticleRef {
  id: number;
  title: string;
  enTitle: string;
  doi: string;
}

export function mapPicture(p: PicturesTable, article: ArticleRef | null) {
  return {
    id: p.id,
    siteId: p.site_id,
    articleId: p.article_id,
    ord: p.ord,
    caption: p.caption,
    enCaption: p.en_caption,
    url: p.url,
    articleTitle: article?.title ?? null,
    enArticleTitle: article?.enTitle ?? null,
    doi: article?.doi ?? null,
  };
}

export function mapTable(t: DataTablesTable, article: ArticleRef | null) {
  return {
    id: t.id,
    siteId: t.site_id,
    articleId: t.article_id,
    ord: t.ord,
    caption: t.caption,
    enCaption: t.en_caption,
    html: t.html,
    articleTitle: article?.title ?? null,
    enArticleTitle: article?.enTitle ?? null,
    doi: article?.doi ?? null,
  };
}

export function mapMedia(m: MediaTable, article: ArticleRef | null) {
  return {
    id: m.id,
    siteId: m.site_id,
    type: m.kind,
    title: m.title,
    enTitle: m.en_title,
    description: present(m.description),
    enDescription: present(m.en_description),
    url: m.url,
    cover: present(m.cover),
    durationSec: m.duration_sec,
    articleId: m.article_id,
    article,
    publishedDate: m.published_date,
    views: m.views,
  };
}

// ---- news ---------------------------------------------------------------------------------------

export type NewsListRow = Omit<NewsTable, 'content' | 'en_content'>;

/** Spec 3: topPictureUrl -> topPictureId -> pictureUrl -> coverId -> null (the client shows a default banner). */
export function newsPicture(n: Pick<NewsTable, 'top_picture_url' | 'top_picture_id' | 'picture_url' | 'cover_id'>): string | null {
  return present(n.top_picture_url) ?? fileUrl(n.top_picture_id) ?? present(n.picture_url) ?? fileUrl(n.cover_id) ?? null;
}

export function mapNews(n: NewsListRow) {
  return {
    id: n.id,
    siteId: n.site_id,
    newsDataType: n.news_data_type,
    title: n.title,
    enTitle: n.en_title,
    summary: present(n.summary),
    enSummary: present(n.en_summary),
    original: n.original,
    sourceLink: present(n.source_link),
    topPictureUrl: present(n.top_picture_url),
    topPictureId: present(n.top_picture_id),
    pictureUrl: present(n.picture_url),
    coverId: present(n.cover_id),
    picture: newsPicture(n),
    publishedDate: n.published_date,
    isTop: n.is_top === 1,
    views: n.views,
  };
}

export function mapNewsDetail(n: NewsTable) {
  return { ...mapNews(n), content: n.content, enContent: present(n.en_content) };
}

// ---- publications, books, experts, collections --------------------------------------------------

export function mapPublication(p: PublicationsTable, extra: { sld: string | null; domain: string | null; articleCount: number }) {
  return {
    siteId: p.site_id,
    sld: extra.sld,
    domain: extra.domain,
    name: p.name,
    enName: p.en_name,
    issn: present(p.issn),
    eissn: present(p.eissn),
    cn: present(p.cn),
    cover: present(p.cover),
    frequency: present(p.frequency),
    enFrequency: present(p.en_frequency),
    publisher: present(p.publisher),
    enPublisher: present(p.en_publisher),
    foundedYear: p.founded_year,
    description: present(p.description),
    enDescription: present(p.en_description),
    articleCount: extra.articleCount,
  };
}

export function mapBook(b: BooksTable) {
  return {
    id: b.id,
    siteId: b.site_id,
    title: b.title,
    enTitle: b.en_title,
    authors: b.authors,
    enAuthors: b.en_authors,
    isbn: present(b.isbn),
    publisher: present(b.publisher),
    enPublisher: present(b.en_publisher),
    year: b.year,
    cover: present(b.cover),
    description: present(b.description),
    enDescription: present(b.en_description),
  };
}

export type ExpertRoleRow = Omit<ExpertsTable, 'email' | 'site_id'> & Pick<EditorialRolesTable, 'site_id' | 'role' | 'role_name' | 'en_role_name' | 'sort'>;

/** Board member (the expert's e-mail is not published). */
export function mapExpert(e: ExpertRoleRow) {
  return {
    id: e.id,
    siteId: e.site_id,
    name: e.name,
    enName: e.en_name,
    title: present(e.title),
    enTitle: present(e.en_title),
    institution: present(e.institution),
    enInstitution: present(e.en_institution),
    research: present(e.research),
    enResearch: present(e.en_research),
    photo: present(e.photo),
    bio: present(e.bio),
    enBio: present(e.en_bio),
    role: e.role,
    roleName: e.role_name,
    enRoleName: e.en_role_name,
    sort: e.sort,
  };
}

export function mapCollection(c: CollectionsTable, articleCount: number) {
  return {
    id: c.id,
    siteId: c.site_id,
    name: c.name,
    enName: c.en_name,
    description: present(c.description),
    enDescription: present(c.en_description),
    cover: present(c.cover),
    createdDate: c.created_date,
    sort: c.sort,
    articleCount,
  };
}
