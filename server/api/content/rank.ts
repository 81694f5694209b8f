/**
 * /front/rank/list: most viewed / downloaded / cited articles of a site scope, over all time or
 * a window (3 and 6 months, 1, 2, 3 years) on the publication date (online date when not yet in
 * an issue), relative to server/content/clock.ts today().
 *
 * Ranking the whole scope reads every article row of it (70 ms at 100k articles), so the ranked
 * ids are kept for RANK_TTL_MS (and dropped on a reseed); the articles themselves (and their
 * counters) are read fresh on every request.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { monthsAgo } from '../../content/clock';
import { articleSummaryDoc } from './docs';
import { arraySchema, ok, routeSchema, scopeOrReply, siteIdParam, sizeParam } from './params';
import { summariesByIds } from './queries';

export const RANK_BY = ['views', 'downloads', 'citations'] as const;
export const RANK_PERIODS = { all: 0, '3m': 3, '6m': 6, '1y': 12, '2y': 24, '3y': 36 } as const;
type RankBy = (typeof RANK_BY)[number];
type RankPeriod = keyof typeof RANK_PERIODS;

export const RANK_TTL_MS = 60_000;

export const rankRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;
  const cache = new Map<string, { at: number; ids: number[] }>();
  svc.onInvalidate(() => cache.clear());

  async function rankedIds(siteIds: number[], by: RankBy, months: number, size: number): Promise<number[]> {
    const since = months > 0 ? monthsAgo(months) : '';
    const key = `${siteIds.join(',')}|${by}|${since}|${size}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < RANK_TTL_MS) return hit.ids;
    let q = db.selectFrom('articles').select('id').where('site_id', 'in', siteIds);
    if (since) {
      // year (issue, else online year) narrows on the (site_id, year) index; the date decides.
      q = q.where('year', '>=', Number(since.slice(0, 4)) - 1).where(sql`coalesce(published_date, online_date)`, '>=', since);
    }
    const rows = await q.orderBy(by, 'desc').orderBy('id', 'desc').limit(size).execute();
    const ids = rows.map((r) => r.id);
    if (cache.size > 500) cache.clear();
    cache.set(key, { at: Date.now(), ids });
    return ids;
  }

  app.get<{ Querystring: { siteId: number; by?: RankBy; period?: RankPeriod; size?: number } }>(
    '/front/rank/list',
    routeSchema({
      summary:
        'Article ranking of the site scope: by views (default), downloads or citations, over period all (default), 3m, 6m, 1y, 2y or 3y ' +
        '(publication date, else online date, on or after today minus the period). An array of articles with rank (1-based) and value. ' +
        'The order is recomputed at most once a minute; the counters shown are current.',
      query: {
        siteId: siteIdParam,
        by: { type: 'string', enum: [...RANK_BY], default: 'views', description: 'Counter to rank by.' },
        period: { type: 'string', enum: Object.keys(RANK_PERIODS), default: 'all', description: 'Window: all, 3m, 6m, 1y, 2y, 3y.' },
        size: sizeParam(10),
      },
      required: ['siteId'],
      data: arraySchema({
        type: 'object',
        properties: { ...(articleSummaryDoc.properties as Record<string, unknown>), rank: { type: 'integer' }, value: { type: 'integer' } },
      }),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const by = req.query.by ?? 'views';
      const months = RANK_PERIODS[req.query.period ?? 'all'];
      const ids = await rankedIds(scope.siteIds, by, months, req.query.size ?? 10);
      const list = await summariesByIds(db, ids);
      return ok(
        reply,
        list.map((a, i) => ({ ...a, rank: i + 1, value: a[by] })),
      );
    },
  );
};
