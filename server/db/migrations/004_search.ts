import { sql, type Kysely } from 'kysely';

/**
 * Full-text search (issue 3, docs/content.md "Search"): one contentless FTS5 table per searchable
 * resource, filled by `rebuildSearchIndex` (server/search/indexer.ts) with text pre-tokenised by
 * server/search/tokenizer.ts. `unicode61` only splits that text on the spaces between our terms,
 * so SQLite never segments Chinese itself. rowid = the resource's id.
 *
 * Every table has a `meta` column of filter terms (s<siteId>, y<year>, ...; see indexer.ts) that
 * user queries never reach (they are restricted to the other columns), so scope, year and facet
 * filters run inside the index.
 * search_article_keys: the per-article sort and facet keys; search_meta: the last rebuild
 * (documents, ms, time).
 */
const FTS_OPTIONS = `content='', tokenize='unicode61 remove_diacritics 2'`;

export const SEARCH_FTS_TABLES = {
  search_articles: ['title', 'keywords', 'authors', 'institution', 'abstract', 'doi', 'part', 'fund', 'meta'],
  search_publications: ['title', 'people', 'body', 'extra', 'meta'],
  search_pictures: ['title', 'people', 'body', 'extra', 'meta'],
  search_tables: ['title', 'people', 'body', 'extra', 'meta'],
  search_media: ['title', 'people', 'body', 'extra', 'meta'],
  search_news: ['title', 'people', 'body', 'extra', 'meta'],
  search_books: ['title', 'people', 'body', 'extra', 'meta'],
  search_experts: ['title', 'people', 'body', 'extra', 'meta'],
  search_others: ['title', 'people', 'body', 'extra', 'meta'],
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCH_FTS_TABLES)) {
    await sql.raw(`CREATE VIRTUAL TABLE ${table} USING fts5(${columns.join(', ')}, ${FTS_OPTIONS})`).execute(db);
  }

  await db.schema
    .createTable('search_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // Narrow copy of the article columns that sorts and facets read for every match (article rows
  // carry abstracts and full text, so reading them for 20k matches is several times slower).
  await db.schema
    .createTable('search_article_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('column_id', 'integer')
    /** coalesce(published, online, accepted date, ''). */
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull())
    .addColumn('citations', 'integer', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(SEARCH_FTS_TABLES)) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  await db.schema.dropTable('search_meta').ifExists().execute();
  await db.schema.dropTable('search_article_keys').ifExists().execute();
}
