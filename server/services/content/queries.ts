/**
 * SQL shared by the content families: article summaries for a page of ids (one query for the
 * rows, one for all their authors — never one per article), paged article lists, scope filters.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { MastheadDb } from '../../db/database';
import type { DB } from '../../db/schema';
import {
  mapArticleSummary,
  type AffiliationRow,
  type ArticleDetailRow,
  type ArticleRef,
  type ArticleSummary,
  type ArticleSummaryRow,
  type AuthorRow,
} from './mappers';
import { offsetOf, type ContentScope, type Paged, type Paging } from './scope';
import { idsIn, prepared, type Param } from '../../db/prepared';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ArticleQB = SelectQueryBuilder<DB, 'articles', {}>;

/** `IN` lists are sent in chunks of this many ids. */
const CHUNK = 500;

function chunks<T>(xs: T[], n = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** Restrict an articles query to a site scope. */
export function scopeArticles(qb: ArticleQB, scope: ContentScope): ArticleQB {
  return qb.where('articles.site_id', 'in', scope.siteIds);
}

const SUMMARY_COLUMNS = [
  'a.id',
  'a.site_id',
  'a.doi',
  'a.title',
  'a.en_title',
  'a.abstract',
  'a.en_abstract',
  'a.keywords',
  'a.en_keywords',
  'a.column_id',
  'c.name as column_name',
  'c.en_name as column_en_name',
  'a.period_id',
  'p.year as period_year',
  'p.volume as period_volume',
  'p.issue as period_issue',
  'a.first_page',
  'a.last_page',
  'a.accepted_date',
  'a.online_date',
  'a.published_date',
  'a.year',
  'a.version_label',
  'a.publish_type',
  'a.open_access',
  'a.attachments',
  'a.graphic_abstract',
  'a.language',
  'a.views',
  'a.downloads',
  'a.citations',
] as const;

function summaryBase(db: MastheadDb) {
  return db
    .selectFrom('articles as a')
    .leftJoin('columns as c', 'c.id', 'a.column_id')
    .leftJoin('periods as p', 'p.id', 'a.period_id');
}

const authorsQuery = prepared((db, param: Param<{ ids: string }>) =>
  db
    .selectFrom('article_authors')
    .select(['article_id', 'ord', 'name', 'en_name', 'affiliation_ords', 'corresponding', 'email'])
    .where('article_id', 'in', idsIn(param('ids')))
    .orderBy('article_id')
    .orderBy('ord'),
);

/** Authors of many articles in one query, grouped by article id (in author order). */
export async function authorsOf(db: MastheadDb, ids: number[]): Promise<Map<number, AuthorRow[]>> {
  const out = new Map<number, AuthorRow[]>();
  if (ids.length === 0) return out;
  for (const r of await authorsQuery.all(db, { ids: JSON.stringify([...new Set(ids)]) })) {
    let list = out.get(r.article_id);
    if (!list) out.set(r.article_id, (list = []));
    list.push(r);
  }
  return out;
}

const summariesQuery = prepared((db, param: Param<{ ids: string }>) => summaryBase(db).select(SUMMARY_COLUMNS).where('a.id', 'in', idsIn(param('ids'))));

/** Article summaries of the given ids, in the order of `ids` (unknown ids are skipped). */
export async function summariesByIds(db: MastheadDb, ids: number[]): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = new Map<number, ArticleSummaryRow>();
  for (const r of await summariesQuery.all(db, { ids: JSON.stringify([...new Set(ids)]) })) rows.set(r.id, r as ArticleSummaryRow);
  const authors = await authorsOf(db, [...rows.keys()]);
  const out: ArticleSummary[] = [];
  for (const id of ids) {
    const r = rows.get(id);
    if (r) out.push(mapArticleSummary(r, authors.get(id) ?? []));
  }
  return out;
}

/**
 * A page of article summaries: `filter` narrows the (already scoped) articles query, `order`
 * sorts it. Two cheap queries (count, ids of the page) plus the summary and author batches.
 */
export async function pagedArticles(
  db: MastheadDb,
  scope: ContentScope | null,
  filter: (qb: ArticleQB) => ArticleQB,
  order: (qb: ArticleQB) => ArticleQB,
  p: Paging,
): Promise<Paged<ArticleSummary>> {
  const base = () => {
    const qb = filter(db.selectFrom('articles'));
    return scope ? scopeArticles(qb, scope) : qb;
  };
  const countRow = await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  const offset = offsetOf(p);
  if (total === 0 || offset >= total) return { list: [], total, page: p.page, size: p.size };
  const idRows = await order(base()).select('articles.id').limit(p.size).offset(offset).execute();
  const list = await summariesByIds(
    db,
    idRows.map((r) => r.id),
  );
  return { list, total, page: p.page, size: p.size };
}

/**
 * Newest first for long lists (a column of 30k articles): the date comes from the narrow
 * search_article_keys row (published, else online, else accepted date), so sorting does not read
 * the wide article rows; an article the index does not know yet falls back to its own dates.
 */
export function newestFirstByKeys(qb: ArticleQB): ArticleQB {
  return qb
    .orderBy(
      sql`coalesce((select k.date from search_article_keys k where k.id = articles.id), articles.published_date, articles.online_date, articles.accepted_date)`,
      'desc',
    )
    .orderBy('articles.id', 'desc');
}

/** Newest online first: by online date, then id. */
export function onlineNewestFirst(qb: ArticleQB): ArticleQB {
  return qb.orderBy(sql`coalesce(articles.online_date, articles.accepted_date)`, 'desc').orderBy('articles.id', 'desc');
}

// ---- one article ------------------------------------------------------------------------------------

const detailQuery = prepared(
  (db, param: Param<{ id: number }>) =>
    summaryBase(db)
      .select(SUMMARY_COLUMNS)
      .select([
        'a.received_date',
        'a.revised_date',
        'a.fund',
        'a.en_fund',
        'a.reference_list',
        sql<number>`(coalesce(octet_length(a.html_full_text), 0) > 0)`.as('has_html'),
        'p.cover as period_cover',
        'p.publish_date as period_publish_date',
      ])
      .where('a.id', '=', param('id')),
);

export async function articleDetailRow(db: MastheadDb, id: number): Promise<ArticleDetailRow | undefined> {
  return (await detailQuery.first(db, { id })) as ArticleDetailRow | undefined;
}

const affiliationsQuery = prepared((db, param: Param<{ id: number }>) =>
  db.selectFrom('article_affiliations').select(['article_id', 'ord', 'name', 'en_name']).where('article_id', '=', param('id')).orderBy('ord'),
);

export async function affiliationsOf(db: MastheadDb, id: number): Promise<AffiliationRow[]> {
  return affiliationsQuery.all(db, { id });
}

/** Minimal article facts by id (exists? which site?). */
export async function articleSite(db: MastheadDb, id: number): Promise<{ id: number; site_id: number } | undefined> {
  return db.selectFrom('articles').select(['id', 'site_id']).where('id', '=', id).executeTakeFirst();
}

/** {id, title, enTitle, doi} of many articles in one query. */
export async function articleRefs(db: MastheadDb, ids: (number | null)[]): Promise<Map<number, ArticleRef>> {
  const out = new Map<number, ArticleRef>();
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  for (const part of chunks(wanted)) {
    const rows = await db.selectFrom('articles').select(['id', 'title', 'en_title', 'doi']).where('id', 'in', part).execute();
    for (const r of rows) out.set(r.id, { id: r.id, title: r.title, enTitle: r.en_title, doi: r.doi });
  }
  return out;
}

/** `LIKE` pattern matching `q` anywhere (with %, _ and \ escaped; use with `escape '\'`). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

