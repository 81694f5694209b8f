/**
 * Rank service: most viewed / downloaded / cited articles of a site scope, over all time or a
 * window (3 and 6 months, 1, 2, 3 years) on the publication date (online date when not yet in an
 * issue), relative to server/content/clock.ts today().
 *
 * Ranking the whole scope reads every article row of it (70 ms at 100k articles), so the ranked
 * ids are kept for RANK_TTL_MS per configuration service (and dropped on a reseed); the articles
 * themselves (and their counters) are read fresh on every call.
 */
import { sql } from 'kysely';
import type { ConfigService } from '../../api/config-service';
import { monthsAgo } from '../../content/clock';
import type { ServiceContext } from '../context';
import type { ArticleSummary } from './mappers';
import { summariesByIds } from './queries';
import { contentScope } from './scope';

export const RANK_BY = ['views', 'downloads', 'citations'] as const;
export const RANK_PERIODS = { all: 0, '3m': 3, '6m': 6, '1y': 12, '2y': 24, '3y': 36 } as const;
export type RankBy = (typeof RANK_BY)[number];
export type RankPeriod = keyof typeof RANK_PERIODS;

export const RANK_TTL_MS = 60_000;

/** At most this many rankings are kept per configuration service (then all are dropped). */
const MAX_CACHED = 500;

type RankCache = Map<string, { at: number; ids: number[] }>;

/** One cache per configuration service (one database): cleared when its content is reseeded. */
const caches = new WeakMap<ConfigService, RankCache>();

function cacheOf(config: ConfigService): RankCache {
  let cache = caches.get(config);
  if (!cache) {
    const created: RankCache = new Map();
    config.onInvalidate(() => created.clear());
    caches.set(config, created);
    cache = created;
  }
  return cache;
}

/** The ids of the top `size` articles of the sites by `by`, since `months` ago (0: all time). */
async function rankedIds(ctx: ServiceContext, siteIds: number[], by: RankBy, months: number, size: number): Promise<number[]> {
  const cache = cacheOf(ctx.config);
  const since = months > 0 ? monthsAgo(months) : '';
  const key = `${siteIds.join(',')}|${by}|${since}|${size}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < RANK_TTL_MS) return hit.ids;
  let q = ctx.db.selectFrom('articles').select('id').where('site_id', 'in', siteIds);
  if (since) {
    // year (issue, else online year) narrows on the (site_id, year) index; the date decides.
    q = q.where('year', '>=', Number(since.slice(0, 4)) - 1).where(sql`coalesce(published_date, online_date)`, '>=', since);
  }
  const rows = await q.orderBy(by, 'desc').orderBy('id', 'desc').limit(size).execute();
  const ids = rows.map((r) => r.id);
  if (cache.size > MAX_CACHED) cache.clear();
  cache.set(key, { at: Date.now(), ids });
  return ids;
}

export type RankedArticle = ArticleSummary & { rank: number; value: number };

/** The ranking: articles with rank (1-based) and the ranked counter's current value. */
export async function rankList(ctx: ServiceContext, p: { siteId: number; by?: RankBy; period?: RankPeriod; size?: number }): Promise<RankedArticle[]> {
  const scope = await contentScope(ctx.config, p.siteId);
  const by = p.by ?? 'views';
  const months = RANK_PERIODS[p.period ?? 'all'];
  const ids = await rankedIds(ctx, scope.siteIds, by, months, p.size ?? 10);
  const list = await summariesByIds(ctx.db, ids);
  return list.map((a, i) => ({ ...a, rank: i + 1, value: a[by] }));
}
