/**
 * Collections (virtual albums / topics): /front/album/list and /front/topic/list {siteId} (the
 * same collections), /front/album/{id} with its articles in collection order (paged).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { articleSummaryDoc, collectionDoc } from './docs';
import { mapCollection } from './mappers';
import { arraySchema, idParam, notFound, offsetOf, ok, pagedSchema, paging, pagingProps, routeSchema, scopeOrReply, siteIdParam } from './params';
import { summariesByIds } from './queries';

export const albumRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  const itemCount = sql<number>`(select count(*) from collection_items ci join articles a on a.id = ci.article_id where ci.collection_id = collections.id)`;

  const listRoute = (url: string, what: string) =>
    app.get<{ Querystring: { siteId: number } }>(
      url,
      routeSchema({
        summary: `${what} of the site scope (collections) with their article counts, in collection order. An array.`,
        query: { siteId: siteIdParam },
        required: ['siteId'],
        data: arraySchema(collectionDoc),
      }),
      async (req, reply) => {
        const scope = await scopeOrReply(svc, reply, req.query.siteId);
        if (!scope) return reply;
        const rows = await db
          .selectFrom('collections')
          .selectAll()
          .select(itemCount.as('article_count'))
          .where('site_id', 'in', scope.siteIds)
          .orderBy('sort')
          .orderBy('created_date', 'desc')
          .orderBy('id')
          .execute();
        return ok(
          reply,
          rows.map((r) => mapCollection(r, Number(r.article_count))),
        );
      },
    );
  listRoute('/front/album/list', 'Albums');
  listRoute('/front/topic/list', 'Topics');

  app.get<{ Params: { id: number }; Querystring: { page?: number; size?: number } }>(
    '/front/album/:id',
    routeSchema({
      summary: 'One collection with its articles in collection order: {...collection, articles: {list, total, page, size}}. Unknown id: status 404.',
      params: { id: idParam('Collection') },
      query: pagingProps(),
      data: { type: 'object', properties: { ...(collectionDoc.properties as Record<string, unknown>), articles: pagedSchema(articleSummaryDoc) } },
    }),
    async (req, reply) => {
      const c = await db.selectFrom('collections').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!c) return notFound(reply, `Collection not found: ${req.params.id}`);
      const p = paging(req.query);
      const base = () =>
        db.selectFrom('collection_items as ci').innerJoin('articles as a', 'a.id', 'ci.article_id').where('ci.collection_id', '=', c.id);
      const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
      const ids =
        offsetOf(p) >= total
          ? []
          : (await base().select('ci.article_id').orderBy('ci.sort').orderBy('ci.article_id').limit(p.size).offset(offsetOf(p)).execute()).map(
              (r) => r.article_id,
            );
      const list = await summariesByIds(db, ids);
      return ok(reply, { ...mapCollection(c, total), articles: { list, total, page: p.page, size: p.size } });
    },
  );
};
