/** /front/rc-book/*: one book, book search (title, authors, ISBN, publisher). */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { bookDoc } from './docs';
import { mapBook } from './mappers';
import { SEARCH_SIZE, idParam, notFound, offsetOf, ok, pagedSchema, paging, pagingProps, qParam, routeSchema, scopeOrReply, siteIdParam } from './params';
import { likePattern } from './queries';

export const bookRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  app.get<{ Params: { id: number } }>(
    '/front/rc-book/getBookInfo/:id',
    routeSchema({
      summary: 'One book. Unknown id: status 404.',
      params: { id: idParam('Book') },
      data: bookDoc,
    }),
    async (req, reply) => {
      const b = await db.selectFrom('books').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!b) return notFound(reply, `Book not found: ${req.params.id}`);
      return ok(reply, mapBook(b));
    },
  );

  app.get<{ Querystring: { siteId: number; q?: string; page?: number; size?: number } }>(
    '/front/rc-book/search',
    routeSchema({
      summary:
        'Books of the site scope, newest year first; q matches title, English title, authors (zh/en), ISBN or publisher ' +
        '(substring, case-insensitive for Latin letters). Paged, default size 20.',
      query: { siteId: siteIdParam, q: qParam, ...pagingProps(SEARCH_SIZE) },
      required: ['siteId'],
      data: pagedSchema(bookDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const p = paging(req.query, SEARCH_SIZE);
      const q = (req.query.q ?? '').trim();
      const base = () => {
        const b = db.selectFrom('books').where('site_id', 'in', scope.siteIds);
        if (!q) return b;
        const pat = likePattern(q);
        const cols = ['title', 'en_title', 'authors', 'en_authors', 'isbn', 'publisher', 'en_publisher'] as const;
        return b.where(sql<boolean>`(${sql.join(
          cols.map((c) => sql`${sql.ref(c)} like ${pat} escape '\\'`),
          sql` or `,
        )})`);
      };
      const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
      const rows =
        offsetOf(p) >= total
          ? []
          : await base().selectAll().orderBy(sql`coalesce(year, 0)`, 'desc').orderBy('id', 'desc').limit(p.size).offset(offsetOf(p)).execute();
      return ok(reply, { list: rows.map(mapBook), total, page: p.page, size: p.size });
    },
  );
};
