/**
 * Rebuild the full-text index (migration 004) from the content tables, in one transaction.
 * Called after content is (re)seeded. Text is pre-tokenised by tokenizer.ts; see the migration
 * for the tables. Articles are read in id-ordered chunks so memory stays flat at 100k+ articles.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { documentColumn, ftsTerm, normalizeDoi } from './tokenizer';
import { RESOURCES, type ResourceDef } from './resources';

const CHUNK = 2000;
const INSERT_BATCH = 250;

export interface RebuildResult {
  documents: number;
  ms: number;
}

type Db = Kysely<DB>;

/** Meta (filter) terms of an article. */
export function articleMetaTerms(a: {
  site_id: number;
  year: number | null;
  column_id: number | null;
  publish_type: number;
  open_access: number;
  first_page: number | null;
  last_page: number | null;
}): string {
  const t = [`s${a.site_id}`, `pt${a.publish_type}`, `oa${a.open_access}`];
  if (a.year !== null) t.push(`y${a.year}`);
  if (a.column_id !== null) t.push(`c${a.column_id}`);
  if (a.first_page !== null) t.push(`fp${a.first_page}`);
  if (a.last_page !== null) t.push(`lp${a.last_page}`);
  return t.join(' ');
}

function jsonStrings(text: string | null): string[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const KEY_COLUMNS = ['id', 'site_id', 'year', 'column_id', 'date', 'views', 'downloads', 'citations'];

/** Multi-row INSERTs; `columns` names every value of a row (first: rowid when `withRowid`). */
async function insertRows(db: Db, table: string, columns: readonly string[], rows: unknown[][], withRowid = table !== 'search_article_keys'): Promise<void> {
  const names = sql.join([...(withRowid ? [sql.raw('rowid')] : []), ...columns.map((c) => sql.ref(c))]);
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    const values: RawBuilder<unknown>[] = batch.map((r) => sql`(${sql.join(r)})`);
    await sql`INSERT INTO ${sql.table(table)} (${names}) VALUES ${sql.join(values)}`.execute(db);
  }
}

async function indexArticles(db: Db, sites: Set<number>): Promise<number> {
  const columnNames = new Map<number, [string, string]>();
  for (const c of await db.selectFrom('columns').select(['id', 'name', 'en_name']).execute()) columnNames.set(c.id, [c.name, c.en_name]);

  const cols = ['title', 'keywords', 'authors', 'institution', 'abstract', 'doi', 'part', 'fund', 'meta'] as const;
  let lastId = Number.MIN_SAFE_INTEGER;
  let count = 0;
  for (;;) {
    const articles = await db
      .selectFrom('articles')
      .select([
        'id', 'site_id', 'doi', 'title', 'en_title', 'abstract', 'en_abstract', 'keywords', 'en_keywords', 'column_id', 'year',
        'publish_type', 'open_access', 'first_page', 'last_page', 'fund', 'en_fund', 'published_date', 'online_date',
        'accepted_date', 'views', 'downloads', 'citations',
      ])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    if (!articles.length) break;
    const lo = articles[0]!.id;
    const hi = articles[articles.length - 1]!.id;
    lastId = hi;

    const [authors, affiliations] = await Promise.all([
      namesByArticle(db, 'article_authors', lo, hi),
      namesByArticle(db, 'article_affiliations', lo, hi),
    ]);

    const rows = articles.map((a) => {
      sites.add(a.site_id);
      const column = a.column_id !== null ? columnNames.get(a.column_id) : undefined;
      const keywords = [...jsonStrings(a.keywords), ...jsonStrings(a.en_keywords)];
      return [
        a.id,
        documentColumn([a.title, a.en_title === a.title ? null : a.en_title]),
        documentColumn(keywords, true),
        documentColumn(authors.get(a.id) ?? [], true),
        documentColumn(affiliations.get(a.id) ?? [], true),
        documentColumn([a.abstract, a.en_abstract === a.abstract ? null : a.en_abstract], { words: false }),
        a.doi ? ftsTerm(normalizeDoi(a.doi)) : '',
        documentColumn(column ?? []),
        documentColumn([a.fund, a.en_fund], { words: false }),
        articleMetaTerms(a),
      ];
    });
    await insertRows(db, 'search_articles', cols, rows);
    const keys = articles.map((a) => [
      a.id, a.site_id, a.year, a.column_id, a.published_date ?? a.online_date ?? a.accepted_date ?? '', a.views, a.downloads, a.citations,
    ]);
    await insertRows(db, 'search_article_keys', KEY_COLUMNS, keys);
    count += rows.length;
    if (articles.length < CHUNK) break;
  }
  return count;
}

async function indexResource(db: Db, def: ResourceDef, sites: Set<number>): Promise<number> {
  const docs = await def.documents(db);
  for (const d of docs) for (const m of d.meta) if (/^s\d+$/.test(m)) sites.add(Number(m.slice(1)));
  const rows = docs.map((d) => [
    d.id,
    documentColumn(d.title),
    documentColumn(d.people ?? [], true),
    documentColumn(d.body ?? [], { words: false }),
    documentColumn(d.extra ?? []),
    d.meta.join(' '),
  ]);
  await insertRows(db, def.table, ['title', 'people', 'body', 'extra', 'meta'], rows);
  return rows.length;
}

async function putMeta(db: Db, values: Record<string, string>): Promise<void> {
  await db
    .insertInto('search_meta')
    .values(Object.entries(values).map(([key, value]) => ({ key, value })))
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

const ALL_TABLES = ['search_articles', ...new Set(RESOURCES.map((r) => r.table))];

async function rebuildIn(db: Db): Promise<number> {
  for (const t of ALL_TABLES) {
    await sql`INSERT INTO ${sql.table(t)} (${sql.table(t)}) VALUES ('delete-all')`.execute(db);
    // Bulk load: no incremental merging; one 'optimize' at the end leaves a single segment.
    await sql`INSERT INTO ${sql.table(t)} (${sql.table(t)}, rank) VALUES ('automerge', 0)`.execute(db);
  }
  await db.deleteFrom('search_article_keys').execute();
  const sites: Record<string, Set<number>> = { search_articles: new Set() };
  let documents = await indexArticles(db, sites.search_articles!);
  for (const def of RESOURCES) {
    // video and audio share search_media: index it once.
    if (sites[def.table]) continue;
    sites[def.table] = new Set();
    documents += await indexResource(db, def, sites[def.table]!);
  }
  for (const t of ALL_TABLES) {
    await sql`INSERT INTO ${sql.table(t)} (${sql.table(t)}) VALUES ('optimize')`.execute(db);
    await sql`INSERT INTO ${sql.table(t)} (${sql.table(t)}, rank) VALUES ('automerge', 4)`.execute(db);
  }
  // Site ids present per table: scope filters skip sites without content (query.ts siteFilter).
  const siteLists = Object.fromEntries(Object.entries(sites).map(([t, set]) => [t, [...set].sort((a, b) => a - b)]));
  await putMeta(db, { documents: String(documents), sites: JSON.stringify(siteLists) });
  return documents;
}

/**
 * Rebuild every search table from the content tables inside one transaction (or inside the
 * caller's transaction when given one). Returns the number of documents indexed and the time.
 */
export async function rebuildSearchIndex(db: Db): Promise<RebuildResult> {
  const t0 = performance.now();
  const documents = db.isTransaction ? await rebuildIn(db) : await db.transaction().execute((trx) => rebuildIn(trx));
  const ms = Math.round(performance.now() - t0);
  await putMeta(db, { build_ms: String(ms), built_at: new Date().toISOString() });
  return { documents, ms };
}

/** zh and (when different) en names per article of an id range, in order: authors or affiliations. */
async function namesByArticle(db: Kysely<DB>, table: 'article_authors' | 'article_affiliations', lo: number, hi: number): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  const rows = await db
    .selectFrom(table)
    .select(['article_id', 'name', 'en_name'])
    .where('article_id', '>=', lo)
    .where('article_id', '<=', hi)
    .orderBy('article_id')
    .orderBy('ord')
    .execute();
  for (const a of rows) {
    const list = out.get(a.article_id) ?? [];
    list.push(a.name);
    if (a.en_name && a.en_name !== a.name) list.push(a.en_name);
    out.set(a.article_id, list);
  }
  return out;
}
