/**
 * /front/front-news/*: top news, news lists by tab (information, announcement, dynamic,
 * statement; `news` = every tab), one news item, and its jump URL.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { newsDetailDoc, newsDoc } from './docs';
import { mapNews, mapNewsDetail } from './mappers';
import {
  arraySchema,
  idParam,
  jumpSchema,
  jumpTarget,
  languageParam,
  notFound,
  offsetOf,
  ok,
  pagedSchema,
  paging,
  present,
  pagingProps,
  routeSchema,
  scopeOrReply,
  siteIdParam,
  sizeParam,
} from './params';

const BASE = '/front/front-news';

export const NEWS_DATA_TYPES = ['information', 'announcement', 'dynamic', 'statement'] as const;
type NewsTab = (typeof NEWS_DATA_TYPES)[number] | 'news';

const newsDataTypeParam = {
  type: 'string',
  enum: [...NEWS_DATA_TYPES, 'news'],
  default: 'news',
  description: 'News tab: information, announcement, dynamic, statement; news (default) = every tab.',
};

/** Every news column but the HTML bodies. */
const LIST_COLUMNS = [
  'id',
  'site_id',
  'news_data_type',
  'title',
  'en_title',
  'summary',
  'en_summary',
  'original',
  'source_link',
  'top_picture_url',
  'top_picture_id',
  'picture_url',
  'cover_id',
  'published_date',
  'is_top',
  'views',
] as const;

function newsQuery(db: MastheadDb, siteIds: number[], tab: NewsTab) {
  let q = db.selectFrom('news').where('site_id', 'in', siteIds);
  if (tab !== 'news') q = q.where('news_data_type', '=', tab);
  return q;
}

export const newsRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  app.get<{ Querystring: { siteId: number; newsDataType?: NewsTab; type?: '' | 'all' | 'top'; size?: number } }>(
    `${BASE}/getTopNews`,
    routeSchema({
      summary: 'News for the banner and home lists: pinned (isTop) first, then newest. An array (not paged).',
      query: {
        siteId: siteIdParam,
        newsDataType: newsDataTypeParam,
        type: { type: 'string', enum: ['', 'all', 'top'], default: '', description: "'' or all (default): every item, pinned first; top: pinned items only." },
        size: sizeParam(10, 50),
      },
      required: ['siteId'],
      data: arraySchema(newsDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      let q = newsQuery(db, scope.siteIds, req.query.newsDataType ?? 'news');
      if (req.query.type === 'top') q = q.where('is_top', '=', 1);
      const rows = await q
        .select(LIST_COLUMNS)
        .orderBy('is_top', 'desc')
        .orderBy('published_date', 'desc')
        .orderBy('id', 'desc')
        .limit(req.query.size ?? 10)
        .execute();
      return ok(reply, rows.map(mapNews));
    },
  );

  app.get<{ Querystring: { siteId: number; newsDataType?: NewsTab; topFirst?: 0 | 1; page?: number; size?: number } }>(
    `${BASE}/list`,
    routeSchema({
      summary: 'News of one tab (or every tab), newest first, paged. topFirst=1: pinned (isTop) items first, then newest.',
      query: {
        siteId: siteIdParam,
        newsDataType: newsDataTypeParam,
        topFirst: { type: 'integer', enum: [0, 1], default: 0, description: '1 = pinned (isTop) items first, then newest (the reader news list); 0 (default) = newest first.' },
        ...pagingProps(),
      },
      required: ['siteId'],
      data: pagedSchema(newsDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const p = paging(req.query);
      const tab = req.query.newsDataType ?? 'news';
      const c = await newsQuery(db, scope.siteIds, tab).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const total = Number(c?.n ?? 0);
      let q = newsQuery(db, scope.siteIds, tab).select(LIST_COLUMNS);
      if (req.query.topFirst === 1) q = q.orderBy('is_top', 'desc');
      const rows =
        offsetOf(p) >= total
          ? []
          : await q
              .orderBy('published_date', 'desc')
              .orderBy('id', 'desc')
              .limit(p.size)
              .offset(offsetOf(p))
              .execute();
      return ok(reply, { list: rows.map(mapNews), total, page: p.page, size: p.size });
    },
  );

  app.get<{ Querystring: { siteId: number; id: number; language?: string } }>(
    `${BASE}/getJumpUrl`,
    routeSchema({
      summary:
        'Where a news item opens: its sourceLink for a reprint (original 0, external: true), else /<lang>/newsDetails/<id> ' +
        "(prefixed with the owning site's sld when it is not the asking site). Unknown id: status 404.",
      query: { siteId: siteIdParam, id: idParam('News'), language: languageParam },
      required: ['siteId', 'id'],
      data: jumpSchema,
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const n = await db.selectFrom('news').select(['id', 'site_id', 'original', 'source_link']).where('id', '=', req.query.id).executeTakeFirst();
      if (!n) return notFound(reply, `News not found: ${req.query.id}`);
      const owner = (await svc.site(n.site_id)) ?? scope.site;
      const link = present(n.source_link);
      if (n.original === 0 && link) {
        return ok(reply, { path: link, url: link, siteId: owner.siteId, sld: owner.sld, domain: owner.domain, sameSite: owner.siteId === scope.site.siteId, external: true });
      }
      return ok(reply, jumpTarget(scope.site, owner, `newsDetails/${n.id}`, req.query.language ?? req.masthead.language));
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    routeSchema({
      summary: 'One news item with its HTML content (zh and en) and its picture (spec 3 fallback). Unknown id: status 404.',
      params: { id: idParam('News') },
      data: newsDetailDoc,
    }),
    async (req, reply) => {
      const n = await db.selectFrom('news').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!n) return notFound(reply, `News not found: ${req.params.id}`);
      return ok(reply, mapNewsDetail(n));
    },
  );
};
