/**
 * Typed database schema for Kysely. JSON columns hold the document text exactly as seeded
 * (parsed and memoised by the config service, never per request).
 */

export interface SitesTable {
  site_id: number;
  sld: string;
  /** Host name the site answers on; null when the site has none (falls back to sld). */
  domain: string | null;
  /** 0 = open, 10001 = forbidden, anything else = unavailable. */
  status: number;
  /** 'group' | 'single' | 'all' */
  type: string;
  /** The site.json document. */
  json: string;
}

export interface ConfigDocsTable {
  /** 0 for the defaults layer. */
  site_id: number;
  /** File stem, e.g. 'header', 'search-options', or 'layout:<pageKind>'. */
  part: string;
  json: string;
  /** Path relative to the config dir, e.g. 'sites/emf/header.json'. */
  source_file: string;
}

export interface ChannelsTable {
  id: number;
  site_id: number;
  parent_id: number | null;
  sort: number;
  /** The channel without its children. */
  json: string;
}

export interface ModuleListsTable {
  channel_id: number;
  site_id: number;
  /** ModuleInstance[] */
  json: string;
}

export interface FilesTable {
  /** '<sld>.<file name>' or 'defaults.<file name>' */
  id: string;
  content_type: string;
  bytes: Buffer;
}

export interface VisitsTable {
  site_id: number;
  total: number;
  today: number;
  /** The day `today` counts, YYYY-MM-DD (UTC). */
  day: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

// ---- content (migration 003) -------------------------------------------------------------------
// Dates are 'YYYY-MM-DD'; JSON columns are text holding arrays.

export interface PublicationsTable {
  site_id: number;
  name: string;
  en_name: string;
  issn: string | null;
  eissn: string | null;
  cn: string | null;
  cover: string | null;
  frequency: string | null;
  en_frequency: string | null;
  publisher: string | null;
  en_publisher: string | null;
  founded_year: number | null;
  description: string | null;
  en_description: string | null;
}

export interface PeriodsTable {
  id: number;
  site_id: number;
  year: number;
  volume: number;
  issue: number;
  cover: string | null;
  publish_date: string;
}

export interface ColumnsTable {
  id: number;
  site_id: number;
  name: string;
  en_name: string;
  sort: number;
}

export interface ArticlesTable {
  id: number;
  site_id: number;
  doi: string;
  title: string;
  en_title: string;
  abstract: string;
  en_abstract: string;
  /** JSON string[] */
  keywords: string;
  /** JSON string[] */
  en_keywords: string;
  column_id: number | null;
  /** null for online-first and just-accepted articles not yet in an issue. */
  period_id: number | null;
  first_page: number | null;
  last_page: number | null;
  received_date: string | null;
  revised_date: string | null;
  accepted_date: string | null;
  online_date: string | null;
  published_date: string | null;
  /** Year used by year filters: of the issue, else of online publication, else of acceptance. */
  year: number;
  /** Online-first version label: -1 accepted, 0 none, 1-10 the n-th proof. */
  version_label: number;
  /** 0 formal (in an issue), 1 online first (incl. just accepted). */
  publish_type: number;
  /** Spec numbering: 0 open access, 1 not open access. */
  open_access: number;
  fund: string | null;
  en_fund: string | null;
  /** JSON [{ord, text}] */
  reference_list: string;
  /** JSON [{type: 'pdf' | 'html', name, size?}] */
  attachments: string;
  html_full_text: string | null;
  graphic_abstract: string | null;
  /** 'zh' | 'en': the language of the full text. */
  language: string;
  views: number;
  downloads: number;
  citations: number;
}

export interface ArticleAuthorsTable {
  article_id: number;
  ord: number;
  name: string;
  /** English / pinyin form, e.g. 'Wang Xiaoming'. */
  en_name: string;
  /** JSON number[]: ords of article_affiliations. */
  affiliation_ords: string;
  corresponding: number;
  email: string | null;
}

export interface ArticleAffiliationsTable {
  article_id: number;
  ord: number;
  name: string;
  en_name: string;
}

export interface PicturesTable {
  id: number;
  site_id: number;
  article_id: number;
  ord: number;
  caption: string;
  en_caption: string;
  url: string;
}

export interface DataTablesTable {
  id: number;
  site_id: number;
  article_id: number;
  ord: number;
  caption: string;
  en_caption: string;
  html: string;
}

export interface MediaTable {
  id: number;
  site_id: number;
  /** 'audio' | 'video' */
  kind: string;
  title: string;
  en_title: string;
  description: string | null;
  en_description: string | null;
  url: string;
  cover: string | null;
  duration_sec: number | null;
  article_id: number | null;
  published_date: string;
  views: number;
}

export interface NewsTable {
  id: number;
  site_id: number;
  /** 'information' | 'announcement' | 'dynamic' | 'statement' */
  news_data_type: string;
  title: string;
  en_title: string;
  summary: string | null;
  en_summary: string | null;
  /** Sanitised HTML. */
  content: string;
  en_content: string | null;
  /** 1 original, 0 reprinted (then source_link). */
  original: number;
  source_link: string | null;
  top_picture_url: string | null;
  top_picture_id: string | null;
  picture_url: string | null;
  cover_id: string | null;
  published_date: string;
  is_top: number;
  views: number;
}

export interface BooksTable {
  id: number;
  site_id: number;
  title: string;
  en_title: string;
  authors: string;
  en_authors: string;
  isbn: string | null;
  publisher: string | null;
  en_publisher: string | null;
  year: number | null;
  cover: string | null;
  description: string | null;
  en_description: string | null;
}

export interface ExpertsTable {
  id: number;
  site_id: number;
  name: string;
  en_name: string;
  title: string | null;
  en_title: string | null;
  institution: string | null;
  en_institution: string | null;
  research: string | null;
  en_research: string | null;
  photo: string | null;
  bio: string | null;
  en_bio: string | null;
  email: string | null;
}

export interface EditorialRolesTable {
  site_id: number;
  expert_id: number;
  /** 'editorInChief' | 'deputyEditor' | 'associateEditor' | 'member' */
  role: string;
  role_name: string;
  en_role_name: string;
  sort: number;
}

export interface CollectionsTable {
  id: number;
  site_id: number;
  name: string;
  en_name: string;
  description: string | null;
  en_description: string | null;
  cover: string | null;
  created_date: string;
  sort: number;
}

export interface CollectionItemsTable {
  collection_id: number;
  article_id: number;
  sort: number;
}

// ---- search (migration 004) --------------------------------------------------------------------
// Contentless FTS5 tables filled by server/search/indexer.ts; rowid = the resource's id.

export interface SearchArticlesFts {
  rowid: number;
  title: string;
  keywords: string;
  authors: string;
  institution: string;
  abstract: string;
  doi: string;
  part: string;
  fund: string;
  /** Filter terms: s<siteId> y<year> c<columnId> pt<publishType> oa<openAccess> fp<firstPage> lp<lastPage>. */
  meta: string;
}

/** Every other searchable resource (publications, pictures, tables, media, news, books, experts, others). */
export interface SearchResourceFts {
  rowid: number;
  title: string;
  people: string;
  body: string;
  extra: string;
  /** Filter terms: s<siteId> y<year> k<kind>. */
  meta: string;
}

/** Narrow copy of the article columns sorts and facets read for every match. */
export interface SearchArticleKeysTable {
  id: number;
  site_id: number;
  year: number;
  column_id: number | null;
  /** coalesce(published, online, accepted date, ''). */
  date: string;
  views: number;
  downloads: number;
  citations: number;
}

export interface SearchMetaTable {
  key: string;
  value: string;
}

export interface DB {
  sites: SitesTable;
  config_docs: ConfigDocsTable;
  channels: ChannelsTable;
  module_lists: ModuleListsTable;
  files: FilesTable;
  visits: VisitsTable;
  meta: MetaTable;
  publications: PublicationsTable;
  periods: PeriodsTable;
  columns: ColumnsTable;
  articles: ArticlesTable;
  article_authors: ArticleAuthorsTable;
  article_affiliations: ArticleAffiliationsTable;
  pictures: PicturesTable;
  data_tables: DataTablesTable;
  media: MediaTable;
  news: NewsTable;
  books: BooksTable;
  experts: ExpertsTable;
  editorial_roles: EditorialRolesTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  search_articles: SearchArticlesFts;
  search_publications: SearchResourceFts;
  search_pictures: SearchResourceFts;
  search_tables: SearchResourceFts;
  search_media: SearchResourceFts;
  search_news: SearchResourceFts;
  search_books: SearchResourceFts;
  search_experts: SearchResourceFts;
  search_others: SearchResourceFts;
  search_article_keys: SearchArticleKeysTable;
  search_meta: SearchMetaTable;
}
