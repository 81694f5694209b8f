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

export interface DB {
  sites: SitesTable;
  config_docs: ConfigDocsTable;
  channels: ChannelsTable;
  module_lists: ModuleListsTable;
  files: FilesTable;
  visits: VisitsTable;
  meta: MetaTable;
}
