/**
 * Publication (journal) services: journal search, journals by subject category, one journal.
 * (findGroupBySiteId is a site service: ../site.ts.) Journals are few, so filtering runs in memory
 * over the publications of the scope; article counts come from one grouped, index-only query.
 */
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { idsIn, prepared, type Param } from '../../db/prepared';
import type { PublicationsTable } from '../../db/schema';
import type { ConfigService } from '../../api/config-service';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { mapPeriod, mapPublication } from './mappers';
import { SEARCH_SIZE, contentScope, offsetOf, paging, type Paged, type Paging } from './scope';

export type PublicationItem = ReturnType<typeof mapPublication>;

/** The reads of one journal's detail (an article page asks it), each compiled once (db/prepared.ts). */
const q = {
  counts: prepared((db, p: Param<{ siteIds: string }>) =>
    db.selectFrom('articles').select(['site_id', sql<number>`count(*)`.as('n')]).where('site_id', 'in', idsIn(p('siteIds'))).groupBy('site_id'),
  ),
  publication: prepared((db, p: Param<{ siteId: number }>) => db.selectFrom('publications').selectAll().where('site_id', '=', p('siteId'))),
  latestPeriod: prepared((db, p: Param<{ siteId: number }>) =>
    db.selectFrom('periods').selectAll().where('site_id', '=', p('siteId')).orderBy('year', 'desc').orderBy('issue', 'desc').limit(1),
  ),
  periodCount: prepared((db, p: Param<{ siteId: number }>) => db.selectFrom('periods').select(sql<number>`count(*)`.as('n')).where('site_id', '=', p('siteId'))),
};

async function articleCounts(db: MastheadDb, siteIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (siteIds.length === 0) return out;
  for (const r of await q.counts.all(db, { siteIds: JSON.stringify(siteIds) })) out.set(r.site_id, Number(r.n));
  return out;
}

async function mapMany(db: MastheadDb, config: ConfigService, rows: PublicationsTable[]): Promise<PublicationItem[]> {
  const counts = await articleCounts(
    db,
    rows.map((r) => r.site_id),
  );
  const idx = await config.sites();
  return rows.map((r) => {
    const s = idx.byId.get(r.site_id);
    return mapPublication(r, { sld: s?.sld ?? null, domain: s?.domain ?? null, articleCount: counts.get(r.site_id) ?? 0 });
  });
}

function includesFold(hay: string | null | undefined, needle: string): boolean {
  return !!hay && hay.toLowerCase().includes(needle);
}

async function pageOf(ctx: ServiceContext, rows: PublicationsTable[], p: Paging): Promise<Paged<PublicationItem>> {
  const slice = rows.slice(offsetOf(p), offsetOf(p) + p.size);
  return { list: await mapMany(ctx.db, ctx.config, slice), total: rows.length, page: p.page, size: p.size };
}

/** The site ids of siteId's scope (10404 when unknown), or null (every site) without it. */
async function scopeIds(ctx: ServiceContext, siteId: number | undefined): Promise<number[] | null> {
  return siteId === undefined ? null : (await contentScope(ctx.config, siteId)).siteIds;
}

/** Publications of a site scope (every one without site ids), by site id. */
async function publicationsOf(db: MastheadDb, siteIds: number[] | null): Promise<PublicationsTable[]> {
  let qb = db.selectFrom('publications').selectAll();
  if (siteIds) qb = qb.where('site_id', 'in', siteIds);
  return qb.orderBy('site_id').execute();
}

// ---- search -------------------------------------------------------------------------------------

/**
 * Journals, optionally of a site scope, matching q (name, English name, ISSN, eISSN, CN or
 * publisher; case-insensitive substring). Paged, default size 20.
 */
export async function publicationSearch(
  ctx: ServiceContext,
  p: { siteId?: number; q?: string; page?: number; size?: number },
): Promise<Paged<PublicationItem>> {
  let rows = await publicationsOf(ctx.db, await scopeIds(ctx, p.siteId));
  const needle = (p.q ?? '').trim().toLowerCase();
  if (needle) {
    rows = rows.filter((r) => [r.name, r.en_name, r.issn, r.eissn, r.cn, r.publisher, r.en_publisher].some((f) => includesFold(f, needle)));
  }
  return pageOf(ctx, rows, paging(p, SEARCH_SIZE));
}

/**
 * Journals by subject category: cat matches one of the journal site's keywords (site.json) or its
 * description (case-insensitive substring); without cat every journal. Paged, default size 20.
 */
export async function publicationsByCategory(
  ctx: ServiceContext,
  p: { cat?: string; siteId?: number; page?: number; size?: number },
): Promise<Paged<PublicationItem>> {
  const siteIds = await scopeIds(ctx, p.siteId);
  await ctx.config.fresh();
  let rows = await publicationsOf(ctx.db, siteIds);
  const cat = (p.cat ?? '').trim().toLowerCase();
  if (cat) {
    const idx = await ctx.config.sites();
    rows = rows.filter((r) => {
      const kw = idx.byId.get(r.site_id)?.record.keywords;
      const keywords = typeof kw === 'string' ? kw.split(/[,，;；]/).map((s) => s.trim().toLowerCase()) : [];
      return keywords.some((k) => k !== '' && (k.includes(cat) || cat.includes(k))) || includesFold(r.description, cat) || includesFold(r.en_description, cat);
    });
  }
  return pageOf(ctx, rows, paging(p, SEARCH_SIZE));
}

// ---- one journal ----------------------------------------------------------------------------------

/** One journal by its site id, with its latest issue and issue count; unknown: 404. */
export async function publicationDetail(ctx: ServiceContext, p: { id: number }) {
  await ctx.config.fresh();
  const row = await q.publication.first(ctx.db, { siteId: p.id });
  if (!row) throw notFound(`Publication not found: ${p.id}`);
  const [pub] = await mapMany(ctx.db, ctx.config, [row]);
  const latest = await q.latestPeriod.first(ctx.db, { siteId: row.site_id });
  const c = await q.periodCount.first(ctx.db, { siteId: row.site_id });
  return { ...pub, latestPeriod: latest ? mapPeriod(latest) : null, periodCount: Number(c?.n ?? 0) };
}
