/**
 * /front/front-publication/*: journal search, journal detail, journals by subject category.
 * (findGroupBySiteId lives in ../site.ts.) Journals are few, so filtering runs in memory over
 * the publications of the scope; article counts come from one grouped, index-only query.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { idsIn, prepared, type Param } from '../../db/prepared';
import type { PublicationsTable } from '../../db/schema';
import type { ConfigService } from '../config-service';
import { periodDoc, publicationDoc } from './docs';
import { mapPeriod, mapPublication } from './mappers';
import {
  SEARCH_SIZE,
  idParam,
  notFound,
  offsetOf,
  ok,
  pagedSchema,
  paging,
  pagingProps,
  qParam,
  routeSchema,
  scopeOrReply,
  siteIdParam,
  type Paging,
} from './params';

const BASE = '/front/front-publication';

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

async function mapMany(db: MastheadDb, svc: ConfigService, rows: PublicationsTable[]) {
  const counts = await articleCounts(
    db,
    rows.map((r) => r.site_id),
  );
  const idx = await svc.sites();
  return rows.map((r) => {
    const s = idx.byId.get(r.site_id);
    return mapPublication(r, { sld: s?.sld ?? null, domain: s?.domain ?? null, articleCount: counts.get(r.site_id) ?? 0 });
  });
}

function includesFold(hay: string | null | undefined, needle: string): boolean {
  return !!hay && hay.toLowerCase().includes(needle);
}

async function pageOf(db: MastheadDb, svc: ConfigService, rows: PublicationsTable[], p: Paging) {
  const slice = rows.slice(offsetOf(p), offsetOf(p) + p.size);
  return { list: await mapMany(db, svc, slice), total: rows.length, page: p.page, size: p.size };
}

export const publicationRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  /** Publications of a site scope (every one without siteId), by site id. */
  async function publicationsOf(siteIds: number[] | null): Promise<PublicationsTable[]> {
    let q = db.selectFrom('publications').selectAll();
    if (siteIds) q = q.where('site_id', 'in', siteIds);
    return q.orderBy('site_id').execute();
  }

  app.get<{ Querystring: { siteId?: number; q?: string; page?: number; size?: number } }>(
    `${BASE}/search`,
    routeSchema({
      summary:
        'Journals, optionally of a site scope (siteId) and matching q (name, English name, ISSN, eISSN, CN or publisher; ' +
        'case-insensitive substring). Paged, default size 20.',
      query: { siteId: { ...siteIdParam, description: 'Optional: only journals this site shows.' }, q: qParam, ...pagingProps(SEARCH_SIZE) },
      data: pagedSchema(publicationDoc),
    }),
    async (req, reply) => {
      let siteIds: number[] | null = null;
      if (req.query.siteId !== undefined) {
        const scope = await scopeOrReply(svc, reply, req.query.siteId);
        if (!scope) return reply;
        siteIds = scope.siteIds;
      }
      let rows = await publicationsOf(siteIds);
      const q = (req.query.q ?? '').trim().toLowerCase();
      if (q) {
        rows = rows.filter((r) =>
          [r.name, r.en_name, r.issn, r.eissn, r.cn, r.publisher, r.en_publisher].some((f) => includesFold(f, q)),
        );
      }
      return ok(reply, await pageOf(db, svc, rows, paging(req.query, SEARCH_SIZE)));
    },
  );

  app.get<{ Querystring: { cat?: string; siteId?: number; page?: number; size?: number } }>(
    `${BASE}/search/searchByCat`,
    routeSchema({
      summary:
        "Journals by subject category: cat matches one of the journal site's keywords (site.json keywords, e.g. 锂离子电池, " +
        'batteries) or its description (case-insensitive substring). Without cat: every journal. Paged, default size 20.',
      query: {
        cat: { type: 'string', maxLength: 100, description: 'Subject category / keyword; empty = every journal.' },
        siteId: { ...siteIdParam, description: 'Optional: only journals this site shows.' },
        ...pagingProps(SEARCH_SIZE),
      },
      data: pagedSchema(publicationDoc),
    }),
    async (req, reply) => {
      let siteIds: number[] | null = null;
      if (req.query.siteId !== undefined) {
        const scope = await scopeOrReply(svc, reply, req.query.siteId);
        if (!scope) return reply;
        siteIds = scope.siteIds;
      }
      await svc.fresh();
      let rows = await publicationsOf(siteIds);
      const cat = (req.query.cat ?? '').trim().toLowerCase();
      if (cat) {
        const idx = await svc.sites();
        rows = rows.filter((r) => {
          const kw = idx.byId.get(r.site_id)?.record.keywords;
          const keywords = typeof kw === 'string' ? kw.split(/[,，;；]/).map((s) => s.trim().toLowerCase()) : [];
          return keywords.some((k) => k !== '' && (k.includes(cat) || cat.includes(k))) || includesFold(r.description, cat) || includesFold(r.en_description, cat);
        });
      }
      return ok(reply, await pageOf(db, svc, rows, paging(req.query, SEARCH_SIZE)));
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/detail/:id`,
    routeSchema({
      summary: 'One journal by its site id, with its latest issue and issue count. Unknown: status 404.',
      params: { id: idParam('Journal (site)') },
      data: {
        type: 'object',
        properties: { ...(publicationDoc.properties as Record<string, unknown>), latestPeriod: { anyOf: [periodDoc, { type: 'null' }] }, periodCount: { type: 'integer' } },
      },
    }),
    async (req, reply) => {
      await svc.fresh();
      const row = await q.publication.first(db, { siteId: req.params.id });
      if (!row) return notFound(reply, `Publication not found: ${req.params.id}`);
      const [pub] = await mapMany(db, svc, [row]);
      const latest = await q.latestPeriod.first(db, { siteId: row.site_id });
      const c = await q.periodCount.first(db, { siteId: row.site_id });
      return ok(reply, { ...pub, latestPeriod: latest ? mapPeriod(latest) : null, periodCount: Number(c?.n ?? 0) });
    },
  );
};
