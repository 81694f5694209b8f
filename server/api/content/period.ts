/**
 * /front/front-period/*: the issue tree (all / back issues, flat or by year, either order),
 * publication years, one issue with its articles grouped by column, the two latest issues.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import type { PeriodsTable } from '../../db/schema';
import { periodDoc, periodInfoDoc } from './docs';
import { mapPeriod, type ArticleSummary, type PeriodItem } from './mappers';
import { arraySchema, badRequest, idParam, notFound, ok, routeSchema, scopeOrReply, siteIdParam } from './params';
import { summariesByIds } from './queries';

const BASE = '/front/front-period';

const flag = (description: string) => ({ type: 'integer', enum: [0, 1], default: 0, description });

const yearParam = { type: 'integer', minimum: 1900, maximum: 2999, description: 'Publication year of the issue.' };
const issueParam = { type: 'integer', minimum: 1, maximum: 999, description: 'Issue number within the year.' };

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
async function periodInfo(db: MastheadDb, period: PeriodsTable) {
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

export const periodRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  app.get<{ Querystring: { siteId: number; isBack?: 0 | 1; groupByYear?: 0 | 1; periodAsc?: 0 | 1 } }>(
    `${BASE}/getPeriodTree`,
    routeSchema({
      summary:
        'Issues of the site scope, newest first. isBack=1: back issues only (every issue but the latest of each journal). ' +
        'groupByYear=1: [{year, periods: [...]}]. periodAsc=1: oldest first (years and issues).',
      query: {
        siteId: siteIdParam,
        isBack: flag('1 = only back issues (all but the latest issue of each journal).'),
        groupByYear: flag('1 = grouped by year: [{year, periods}].'),
        periodAsc: flag('1 = ascending (oldest first).'),
      },
      required: ['siteId'],
      data: {
        anyOf: [
          arraySchema(periodDoc),
          arraySchema({ type: 'object', properties: { year: { type: 'integer' }, periods: arraySchema(periodDoc) } }),
        ],
      },
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const asc = req.query.periodAsc === 1;
      const dir = asc ? 'asc' : 'desc';
      let periods = await db
        .selectFrom('periods')
        .selectAll()
        .where('site_id', 'in', scope.siteIds)
        .orderBy('year', dir)
        .orderBy('issue', dir)
        .orderBy('site_id')
        .execute();
      if (req.query.isBack === 1) {
        // The latest issue of each journal (by year, issue) is the current one, not a back issue.
        const latest = new Map<number, PeriodsTable>();
        for (const p of periods) {
          const l = latest.get(p.site_id);
          if (!l || p.year > l.year || (p.year === l.year && p.issue > l.issue)) latest.set(p.site_id, p);
        }
        const current = new Set([...latest.values()].map((p) => p.id));
        periods = periods.filter((p) => !current.has(p.id));
      }
      const items = await withCounts(db, periods);
      if (req.query.groupByYear !== 1) return ok(reply, items);
      const byYear: { year: number; periods: PeriodItem[] }[] = [];
      for (const p of items) {
        const last = byYear[byYear.length - 1];
        if (last && last.year === p.year) last.periods.push(p);
        else byYear.push({ year: p.year, periods: [p] });
      }
      return ok(reply, byYear);
    },
  );

  app.get<{ Querystring: { siteId: number } }>(
    `${BASE}/getAllPublishYears`,
    routeSchema({
      summary: 'Years with at least one issue in the site scope, newest first: [2025, 2024, ...].',
      query: { siteId: siteIdParam },
      required: ['siteId'],
      data: arraySchema({ type: 'integer' }),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const rows = await db.selectFrom('periods').select('year').distinct().where('site_id', 'in', scope.siteIds).orderBy('year', 'desc').execute();
      return ok(
        reply,
        rows.map((r) => r.year),
      );
    },
  );

  app.get<{ Querystring: { siteId: number; year?: number; issue?: number } }>(
    `${BASE}/getPeriodInfo`,
    routeSchema({
      summary:
        'One issue with its articles grouped by column. year + issue choose it; year alone: the latest issue of that year; ' +
        'neither: the latest issue. With several journals in scope (group, all), the asking site first, then lower site id. Unknown: status 404.',
      query: { siteId: siteIdParam, year: yearParam, issue: issueParam },
      required: ['siteId'],
      data: periodInfoDoc,
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const { year, issue } = req.query;
      if (issue !== undefined && year === undefined) return badRequest(reply, 'querystring/year is required with querystring/issue');
      let q = db.selectFrom('periods').selectAll().where('site_id', 'in', scope.siteIds);
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
        return notFound(reply, `Period not found: ${what}`);
      }
      return ok(reply, await periodInfo(db, period));
    },
  );

  app.get<{ Querystring: { siteId?: number; publicationIndexId?: number } }>(
    `${BASE}/getFirstTwoPeriods`,
    routeSchema({
      summary: 'The two latest issues (newest first) of a journal, or of the site scope for a group / all site. [] when none.',
      query: {
        siteId: siteIdParam,
        publicationIndexId: { ...siteIdParam, description: 'Journal (publication) id = its site id; used when siteId is absent.' },
      },
      data: arraySchema(periodDoc),
    }),
    async (req, reply) => {
      const siteId = req.query.siteId ?? req.query.publicationIndexId;
      if (siteId === undefined) return badRequest(reply, 'querystring/siteId is required (or querystring/publicationIndexId)');
      const scope = await scopeOrReply(svc, reply, siteId);
      if (!scope) return reply;
      const periods = await db
        .selectFrom('periods')
        .selectAll()
        .where('site_id', 'in', scope.siteIds)
        .orderBy('publish_date', 'desc')
        .orderBy('year', 'desc')
        .orderBy('issue', 'desc')
        .limit(2)
        .execute();
      return ok(reply, await withCounts(db, periods));
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    routeSchema({
      summary: 'One issue by id with its articles grouped by column (same shape as getPeriodInfo). Unknown id: status 404.',
      params: { id: idParam('Period') },
      data: periodInfoDoc,
    }),
    async (req, reply) => {
      const period = await db.selectFrom('periods').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!period) return notFound(reply, `Period not found: ${req.params.id}`);
      return ok(reply, await periodInfo(db, period));
    },
  );

};
