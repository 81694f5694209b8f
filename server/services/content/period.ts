/**
 * Period (issue) services: the issue tree (all / back issues, flat or by year, either order),
 * publication years, one issue with its articles grouped by column, the two latest issues.
 */
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import type { PeriodsTable } from '../../db/schema';
import type { ServiceContext } from '../context';
import { badRequest, notFound } from '../errors';
import { mapPeriod, type ArticleSummary, type PeriodItem } from './mappers';
import { summariesByIds } from './queries';
import { contentScope } from './scope';

type Flag = 0 | 1;

/** Article counts of many periods in one query (index articles_site_period). */
async function articleCounts(db: MastheadDb, siteIds: number[], periodIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (periodIds.length === 0) return out;
  const rows = await db
    .selectFrom('articles')
    .select(['period_id', sql<number>`count(*)`.as('n')])
    .where('site_id', 'in', siteIds)
    .where('period_id', 'in', periodIds)
    .groupBy('period_id')
    .execute();
  for (const r of rows) if (r.period_id !== null) out.set(r.period_id, Number(r.n));
  return out;
}

async function withCounts(db: MastheadDb, periods: PeriodsTable[]): Promise<PeriodItem[]> {
  const siteIds = [...new Set(periods.map((p) => p.site_id))];
  const counts = await articleCounts(
    db,
    siteIds,
    periods.map((p) => p.id),
  );
  return periods.map((p) => mapPeriod(p, counts.get(p.id) ?? 0));
}

interface ColumnGroup {
  id: number | null;
  name: string | null;
  enName: string | null;
  sort: number;
  articles: ArticleSummary[];
}

/** One issue: the period with its articles grouped by column (column order, then first page). */
async function infoOf(db: MastheadDb, period: PeriodsTable) {
  const idRows = await db
    .selectFrom('articles')
    .select('id')
    .where('site_id', '=', period.site_id)
    .where('period_id', '=', period.id)
    .orderBy(sql`coalesce(first_page, 2147483647)`)
    .orderBy('id')
    .execute();
  const articles = await summariesByIds(
    db,
    idRows.map((r) => r.id),
  );
  const columns = await db
    .selectFrom('columns')
    .select(['id', 'name', 'en_name', 'sort'])
    .where('site_id', '=', period.site_id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const groups = new Map<number | null, ColumnGroup>();
  for (const c of columns) groups.set(c.id, { id: c.id, name: c.name, enName: c.en_name, sort: c.sort, articles: [] });
  const none: ColumnGroup = { id: null, name: null, enName: null, sort: Number.MAX_SAFE_INTEGER, articles: [] };
  for (const a of articles) (a.columnId !== null ? (groups.get(a.columnId) ?? none) : none).articles.push(a);
  const list = [...groups.values(), none].filter((g) => g.articles.length > 0);
  return { period: mapPeriod(period, articles.length), total: articles.length, columns: list };
}

export type PeriodInfo = Awaited<ReturnType<typeof infoOf>>;

// ---- the issue tree -----------------------------------------------------------------------------

/**
 * Issues of the site scope, newest first. isBack=1: back issues only (every issue but the latest
 * of each journal). groupByYear=1: [{year, periods}]. periodAsc=1: oldest first.
 */
export async function periodTree(
  ctx: ServiceContext,
  p: { siteId: number; isBack?: Flag; groupByYear?: Flag; periodAsc?: Flag },
): Promise<PeriodItem[] | { year: number; periods: PeriodItem[] }[]> {
  const scope = await contentScope(ctx.config, p.siteId);
  const dir = p.periodAsc === 1 ? 'asc' : 'desc';
  let periods = await ctx.db
    .selectFrom('periods')
    .selectAll()
    .where('site_id', 'in', scope.siteIds)
    .orderBy('year', dir)
    .orderBy('issue', dir)
    .orderBy('site_id')
    .execute();
  if (p.isBack === 1) {
    // The latest issue of each journal (by year, issue) is the current one, not a back issue.
    const latest = new Map<number, PeriodsTable>();
    for (const x of periods) {
      const l = latest.get(x.site_id);
      if (!l || x.year > l.year || (x.year === l.year && x.issue > l.issue)) latest.set(x.site_id, x);
    }
    const current = new Set([...latest.values()].map((x) => x.id));
    periods = periods.filter((x) => !current.has(x.id));
  }
  const items = await withCounts(ctx.db, periods);
  if (p.groupByYear !== 1) return items;
  const byYear: { year: number; periods: PeriodItem[] }[] = [];
  for (const x of items) {
    const last = byYear[byYear.length - 1];
    if (last && last.year === x.year) last.periods.push(x);
    else byYear.push({ year: x.year, periods: [x] });
  }
  return byYear;
}

/** Years with at least one issue in the site scope, newest first. */
export async function publishYears(ctx: ServiceContext, p: { siteId: number }): Promise<number[]> {
  const scope = await contentScope(ctx.config, p.siteId);
  const rows = await ctx.db.selectFrom('periods').select('year').distinct().where('site_id', 'in', scope.siteIds).orderBy('year', 'desc').execute();
  return rows.map((r) => r.year);
}

// ---- one issue ------------------------------------------------------------------------------------

/**
 * One issue with its articles grouped by column: year + issue choose it; year alone the latest
 * issue of that year; neither the latest issue. Several journals in scope: the asking site first,
 * then lower site id. issue without year: 400; nothing found: 404.
 */
export async function periodInfo(ctx: ServiceContext, p: { siteId: number; year?: number; issue?: number }): Promise<PeriodInfo> {
  const scope = await contentScope(ctx.config, p.siteId);
  const { year, issue } = p;
  if (issue !== undefined && year === undefined) throw badRequest('querystring/year is required with querystring/issue');
  let q = ctx.db.selectFrom('periods').selectAll().where('site_id', 'in', scope.siteIds);
  if (year !== undefined) q = q.where('year', '=', year);
  if (issue !== undefined) q = q.where('issue', '=', issue);
  const period = await q
    .orderBy(sql`site_id = ${scope.site.siteId}`, 'desc')
    .orderBy('year', 'desc')
    .orderBy('issue', 'desc')
    .orderBy('site_id')
    .limit(1)
    .executeTakeFirst();
  if (!period) {
    const what = year === undefined ? `site ${scope.site.siteId}` : issue === undefined ? `year ${year}` : `year ${year} issue ${issue}`;
    throw notFound(`Period not found: ${what}`);
  }
  return infoOf(ctx.db, period);
}

/** The two latest issues (newest first) of a journal or site scope; siteId falls back to publicationIndexId. */
export async function firstTwoPeriods(ctx: ServiceContext, p: { siteId?: number; publicationIndexId?: number }): Promise<PeriodItem[]> {
  const siteId = p.siteId ?? p.publicationIndexId;
  if (siteId === undefined) throw badRequest('querystring/siteId is required (or querystring/publicationIndexId)');
  const scope = await contentScope(ctx.config, siteId);
  const periods = await ctx.db
    .selectFrom('periods')
    .selectAll()
    .where('site_id', 'in', scope.siteIds)
    .orderBy('publish_date', 'desc')
    .orderBy('year', 'desc')
    .orderBy('issue', 'desc')
    .limit(2)
    .execute();
  return withCounts(ctx.db, periods);
}

/** One issue by id (same shape as periodInfo); unknown id: 404. */
export async function periodDetail(ctx: ServiceContext, p: { id: number }): Promise<PeriodInfo> {
  const period = await ctx.db.selectFrom('periods').selectAll().where('id', '=', p.id).executeTakeFirst();
  if (!period) throw notFound(`Period not found: ${p.id}`);
  return infoOf(ctx.db, period);
}
