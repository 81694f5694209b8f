/**
 * Article services: lists (online first, just accepted, by column), one article and its parts
 * (references, statistics, figures and tables, attachments, HTML full text, publication dates),
 * related articles (same authors / institution / fund / keywords), counters, jump target, download.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { prepared, type Param } from '../../db/prepared';
import type { DB } from '../../db/schema';
import { STATUS } from '../../../engine/data/api';
import type { ServiceContext } from '../context';
import { ARTICLE_NOT_FOUND, ServiceError, articleNotFound, badRequest, notFound } from '../errors';
import { attachTypesOf, mapArticleDetail, mapPicture, mapTable, publishedInfoOf, referencesOf, type ArticleDetailRow } from './mappers';
import { contentScope, inContentScope, jumpTarget, paging, type ContentScope, type Paged } from './scope';
import { keywordTerms, relatedArticles, termOf, type RelationTerm } from './relations';
import {
  affiliationsOf,
  articleDetailRow,
  articleSite,
  authorsOf,
  newestFirstByKeys,
  onlineNewestFirst,
  pagedArticles,
} from './queries';
import type { ArticleSummary } from './mappers';

/** Spec 6 / 8: the exact message for an anonymous download. */
export const DOWNLOAD_LOGIN_MESSAGE = 'Please log in to your personal account to obtain download permission.';

interface SitePaged {
  siteId: number;
  page?: number;
  size?: number;
}

/** A DOI as readers paste it: bare, `doi:` prefixed or as a doi.org URL. */
export function normaliseDoi(raw: string): string {
  return raw
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
}

/** Funding items of a fund text: split at ; , 、 (full- and half-width). */
export function fundItems(fund: string | null): string[] {
  if (!fund) return [];
  return [
    ...new Set(
      fund
        .split(/[;；,，、]/)
        .map((s) => s.trim())
        .filter((s) => s.length >= 4),
    ),
  ].slice(0, 8);
}

/** The funder of a funding item: the item without its grant number in brackets. */
export function funderOf(item: string): string {
  return item.replace(/\s*[（(][^（）()]*[)）]\s*/g, ' ').trim();
}

const INSTITUTION_WORDS = /\b(University|Institute|Academy|College|Laboratory|Polytechnic|Centre|Center|Hospital|Corporation|Company)\b/;
const UNIT_PREFIX = /^(Department|School|Faculty|College of|Division|Key Laboratory|State Key Laboratory|Laboratory of|Research Center|Research Centre)\b/i;

/**
 * The institution of an affiliation: Chinese form 重庆大学 冶金与生态工程学院, 重庆 400044 -> the
 * part before the first space or comma (重庆大学); English form "Department of X, Nanjing Tech
 * University, Nanjing 211816, China" -> the comma-separated part naming a university / institute
 * (not a department); else the first part.
 */
export function institutionOf(affiliation: string): string {
  const a = affiliation.trim();
  if (/[\u4e00-\u9fff]/.test(a.slice(0, 2))) return a.split(/[\s,，]/)[0] ?? a;
  const parts = a
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const inst = parts.find((p) => INSTITUTION_WORDS.test(p) && !UNIT_PREFIX.test(p)) ?? parts.find((p) => INSTITUTION_WORDS.test(p));
  return inst ?? parts[0] ?? a;
}

// octet_length reads the stored size only (length would read and count the whole text)
const hasHtml = sql<number>`(coalesce(octet_length(html_full_text), 0) > 0)`.as('has_html');
type ById = { id: number };

/** The one-article reads of the endpoints below, each compiled once (../../db/prepared.ts). */
const q = {
  references: prepared((db, p: Param<ById>) => db.selectFrom('articles').select('reference_list').where('id', '=', p('id'))),
  statistics: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['views', 'downloads', 'citations']).where('id', '=', p('id')),
  ),
  ref: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['id', 'title', 'en_title', 'doi']).where('id', '=', p('id')),
  ),
  pictures: prepared((db, p: Param<ById>) => db.selectFrom('pictures').selectAll().where('article_id', '=', p('id')).orderBy('ord').orderBy('id')),
  tables: prepared((db, p: Param<ById>) => db.selectFrom('data_tables').selectAll().where('article_id', '=', p('id')).orderBy('ord').orderBy('id')),
  attachments: prepared((db, p: Param<ById>) => db.selectFrom('articles').select(['attachments', hasHtml]).where('id', '=', p('id'))),
  hasHtml: prepared((db, p: Param<ById>) => db.selectFrom('articles').select(hasHtml).where('id', '=', p('id'))),
  html: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['id', 'language', 'html_full_text']).where('id', '=', p('id')),
  ),
  relation: prepared((db, p: Param<ById>) =>
    db.selectFrom('articles').select(['id', 'fund', 'en_fund', 'keywords', 'en_keywords']).where('id', '=', p('id')),
  ),
};


async function detailOf(ctx: ServiceContext, row: ArticleDetailRow) {
  const [authors, affiliations] = await Promise.all([authorsOf(ctx.db, [row.id]), affiliationsOf(ctx.db, row.id)]);
  return mapArticleDetail(row, authors.get(row.id) ?? [], affiliations);
}

/** The article's detail row, or "Article id is not exist.". */
async function detailRow(ctx: ServiceContext, id: number): Promise<ArticleDetailRow> {
  const row = await articleDetailRow(ctx.db, id);
  if (!row) throw articleNotFound(id);
  return row;
}

/** A one-article read, or "Article id is not exist.". */
async function found<R>(read: Promise<R | undefined>, id: number): Promise<R> {
  const row = await read;
  if (!row) throw articleNotFound(id);
  return row;
}

// ---- lists --------------------------------------------------------------------------------------

/** Online-first articles of the site scope (publishType 1, versionLabel >= 1), newest online date first. */
export async function onlineFirst(ctx: ServiceContext, p: SitePaged): Promise<Paged<ArticleSummary>> {
  const scope = await contentScope(ctx.config, p.siteId);
  return pagedArticles(ctx.db, scope, (qb) => qb.where('articles.publish_type', '=', 1).where('articles.version_label', '>=', 1), onlineNewestFirst, paging(p));
}

/** Just-accepted articles of the site scope (versionLabel -1), newest acceptance first. */
export async function justAccepted(ctx: ServiceContext, p: SitePaged): Promise<Paged<ArticleSummary>> {
  const scope = await contentScope(ctx.config, p.siteId);
  return pagedArticles(
    ctx.db,
    scope,
    (qb) => qb.where('articles.publish_type', '=', 1).where('articles.version_label', '=', -1),
    (qb) => qb.orderBy(sql`coalesce(articles.accepted_date, articles.online_date)`, 'desc').orderBy('articles.id', 'desc'),
    paging(p),
  );
}

/** Columns (sections) of the site scope with their article counts, by site, column order. */
export async function columnTree(ctx: ServiceContext, p: { siteId: number }) {
  const scope = await contentScope(ctx.config, p.siteId);
  const rows = await ctx.db
    .selectFrom('columns as c')
    .select(['c.id', 'c.site_id', 'c.name', 'c.en_name', 'c.sort'])
    .select((eb) => eb.selectFrom('articles').select(sql<number>`count(*)`.as('n')).whereRef('articles.column_id', '=', 'c.id').as('article_count'))
    .where('c.site_id', 'in', scope.siteIds)
    .orderBy('c.site_id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, siteId: r.site_id, name: r.name, enName: r.en_name, sort: r.sort, articleCount: Number(r.article_count ?? 0) }));
}

/** Articles of one column, newest first; a column outside the site scope or unknown: 404. */
export async function articlesByColumn(ctx: ServiceContext, p: SitePaged & { columnId: number }): Promise<Paged<ArticleSummary>> {
  const scope = await contentScope(ctx.config, p.siteId);
  const col = await ctx.db.selectFrom('columns').select(['id', 'site_id']).where('id', '=', p.columnId).executeTakeFirst();
  if (!col || !inContentScope(scope, col.site_id)) throw notFound(`Column not found: ${p.columnId}`);
  return pagedArticles(ctx.db, null, (qb) => qb.where('articles.column_id', '=', p.columnId), newestFirstByKeys, paging(p));
}

// ---- one article ----------------------------------------------------------------------------------

export async function articleDetail(ctx: ServiceContext, p: { id: number }) {
  return detailOf(ctx, await detailRow(ctx, p.id));
}

/** By DOI (bare, doi: prefixed or a doi.org URL; exact, then case-insensitive). */
export async function articleByDoi(ctx: ServiceContext, p: { doi: string }) {
  const doi = normaliseDoi(p.doi);
  // The unique index on doi answers exact forms; upper/lower variants catch case differences.
  const candidates = [...new Set([doi, doi.toLowerCase(), doi.toUpperCase()])];
  const hit = await ctx.db.selectFrom('articles').select('id').where('doi', 'in', candidates).executeTakeFirst();
  const id = hit?.id ?? (await ctx.db.selectFrom('articles').select('id').where(sql<string>`lower(doi)`, '=', doi.toLowerCase()).executeTakeFirst())?.id;
  if (id === undefined) throw notFound(`${ARTICLE_NOT_FOUND} (doi: ${doi})`);
  return articleDetail(ctx, { id });
}

export async function references(ctx: ServiceContext, p: { id: number }) {
  return referencesOf((await found(q.references.first(ctx.db, p), p.id)).reference_list);
}

export async function statistics(ctx: ServiceContext, p: { id: number }) {
  const row = await found(q.statistics.first(ctx.db, p), p.id);
  return { views: row.views, downloads: row.downloads, citations: row.citations };
}

export async function picturesAndTables(ctx: ServiceContext, p: { id: number }) {
  const row = await found(q.ref.first(ctx.db, p), p.id);
  const [pictures, tables] = await Promise.all([q.pictures.all(ctx.db, p), q.tables.all(ctx.db, p)]);
  const ref = { id: row.id, title: row.title, enTitle: row.en_title, doi: row.doi };
  return { pictures: pictures.map((x) => mapPicture(x, ref)), tables: tables.map((t) => mapTable(t, ref)) };
}

export async function attachTypes(ctx: ServiceContext, p: { id: number }) {
  const row = await found(q.attachments.first(ctx.db, p), p.id);
  return attachTypesOf(row.attachments, row.has_html === 1);
}

export async function isShowHtml(ctx: ServiceContext, p: { id: number }): Promise<boolean> {
  return (await found(q.hasHtml.first(ctx.db, p), p.id)).has_html === 1;
}

export async function htmlFullText(ctx: ServiceContext, p: { id: number }) {
  const row = await found(q.html.first(ctx.db, p), p.id);
  if (!row.html_full_text) throw notFound(`HTML full text not available for article ${row.id}`);
  return { id: row.id, language: row.language, html: row.html_full_text };
}

export async function publishedInfo(ctx: ServiceContext, p: { id: number }) {
  return publishedInfoOf(await detailRow(ctx, p.id));
}

// ---- relations (through the search index: ./relations.ts) -------------------------------------

type RelationRow = NonNullable<Awaited<ReturnType<typeof q.relation.first>>>;
type RelationQuery = { id: number; siteId?: number; page?: number; size?: number };

/** A related-articles service: the terms `related` finds for the article, matched on the search index. */
function relation(related: (ctx: ServiceContext, row: RelationRow) => Promise<(RelationTerm | null)[]>) {
  return async (ctx: ServiceContext, p: RelationQuery): Promise<Paged<ArticleSummary>> => {
    const scope: ContentScope | null = p.siteId !== undefined ? await contentScope(ctx.config, p.siteId) : null;
    const row = await found(q.relation.first(ctx.db, { id: p.id }), p.id);
    const terms = await related(ctx, row);
    return relatedArticles(ctx.db, terms, { excludeId: row.id, siteIds: scope ? scope.siteIds : null }, paging(p));
  };
}

export const relatedByAuthor = relation(async (ctx, row) => {
  const authors = (await authorsOf(ctx.db, [row.id])).get(row.id) ?? [];
  return [...new Set(authors.map((a) => a.name))].slice(0, 30).map((n) => termOf('authors', n, 1, true));
});

export const relatedByInstitution = relation(async (ctx, row) => {
  const names = new Set<string>();
  for (const a of await affiliationsOf(ctx.db, row.id)) {
    const zh = institutionOf(a.name);
    const en = institutionOf(a.en_name);
    if (zh.length >= 2) names.add(zh);
    if (en.length >= 4) names.add(en);
  }
  return [...names].slice(0, 20).map((n) => termOf('institution', n));
});

export const relatedByFund = relation(async (_ctx, row) => {
  const grants = [...new Set([...fundItems(row.fund), ...fundItems(row.en_fund)])];
  const funders = [...new Set(grants.map(funderOf).filter((f) => f.length >= 4))];
  return [...grants.map((g) => termOf('fund', g, 10)), ...funders.map((f) => termOf('fund', f, 1))];
});

export const relatedByKeywords = relation(async (_ctx, row) => keywordTerms(row.keywords, row.en_keywords));

// ---- counters, jump, download ---------------------------------------------------------------------

export const COUNT_TYPES = ['view', 'download'] as const;
export type CountType = (typeof COUNT_TYPES)[number];

/** Count one view or download; answers the new {id, views, downloads}. */
export async function updateCount(ctx: ServiceContext, p: { id?: number; type?: CountType }) {
  if (p.id === undefined) throw badRequest('id is required');
  if (p.type === undefined) throw badRequest('type is required');
  const col = p.type === 'view' ? 'views' : 'downloads';
  const row = await ctx.db
    .updateTable('articles')
    .set((eb) => ({ [col]: eb(col, '+', 1) }))
    .where('id', '=', p.id)
    .returning(['id', 'views', 'downloads'])
    .executeTakeFirst();
  if (!row) throw articleNotFound(p.id);
  // Keep the search index's sort keys (search by views / downloads) in step.
  await ctx.db.updateTable('search_article_keys').set({ views: row.views, downloads: row.downloads }).where('id', '=', p.id).execute();
  return row;
}

/** Where an article opens when asked from siteId (in-site path, else the owning site's). */
export async function articleJumpUrl(ctx: ServiceContext, p: { siteId: number; id: number; language?: string }) {
  const scope = await contentScope(ctx.config, p.siteId);
  const a = await found(articleSite(ctx.db, p.id), p.id);
  const owner = await ctx.config.site(a.site_id);
  if (!owner) throw notFound(`Site not found for article ${a.id}: ${a.site_id}`);
  return jumpTarget(scope.site, owner, `article/${a.id}`, p.language ?? ctx.request.language);
}

/** Anonymous readers get 401 with the spec's message (no member sessions exist yet). */
export async function download(ctx: ServiceContext, p: { id: number; type?: string }): Promise<null> {
  await found(articleSite(ctx.db, p.id), p.id);
  throw new ServiceError(STATUS.unauthorized, DOWNLOAD_LOGIN_MESSAGE);
}
