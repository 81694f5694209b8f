/**
 * Pictures, tables, audio and video: /front/picture/list, /front/table/list, /front/vod/*.
 * Lists carry the caption and the article's title and DOI (one batch query per page).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { MastheadDb } from '../../db/database';
import type { MediaTable } from '../../db/schema';
import { articleSummaryDoc, mediaDoc, pictureDoc, tableDoc } from './docs';
import { mapMedia, mapPicture, mapTable } from './mappers';
import { idParam, notFound, offsetOf, ok, pagedSchema, paging, pagingProps, routeSchema, scopeOrReply, siteIdParam } from './params';
import { articleRefs } from './queries';
import { keywordTerms, relatedArticles } from './relations';

const MEDIA_TYPES = ['audio', 'video'] as const;
type MediaKind = (typeof MEDIA_TYPES)[number];

interface SitePaged {
  siteId: number;
  page?: number;
  size?: number;
}

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  /** Pictures or tables of a site scope, newest first, each with its article's title and DOI. */
  async function attachedList<Row extends { article_id: number }>(
    query: SitePaged,
    reply: FastifyReply,
    table: 'pictures' | 'data_tables',
    map: (row: Row, article: Parameters<typeof mapPicture>[1]) => unknown,
  ) {
    const scope = await scopeOrReply(svc, reply, query.siteId);
    if (!scope) return reply;
    const p = paging(query);
    // One query shape over two tables with the same list columns.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const base = () => (db as Kysely<any>).selectFrom(table).where('site_id', 'in', scope.siteIds);
    const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
    const rows = (offsetOf(p) >= total ? [] : await base().selectAll().orderBy('id', 'desc').limit(p.size).offset(offsetOf(p)).execute()) as Row[];
    const refs = await articleRefs(
      db,
      rows.map((r) => r.article_id),
    );
    return ok(reply, { list: rows.map((r) => map(r, refs.get(r.article_id) ?? null)), total, page: p.page, size: p.size });
  }

  app.get<{ Querystring: SitePaged }>(
    '/front/picture/list',
    routeSchema({
      summary: 'Pictures (figures) of the site scope, newest first, with caption, article title and DOI. Paged.',
      query: { siteId: siteIdParam, ...pagingProps() },
      required: ['siteId'],
      data: pagedSchema(pictureDoc),
    }),
    (req, reply) => attachedList(req.query, reply, 'pictures', mapPicture),
  );

  app.get<{ Querystring: SitePaged }>(
    '/front/table/list',
    routeSchema({
      summary: 'Tables of the site scope, newest first, with caption, HTML, article title and DOI. Paged.',
      query: { siteId: siteIdParam, ...pagingProps() },
      required: ['siteId'],
      data: pagedSchema(tableDoc),
    }),
    (req, reply) => attachedList(req.query, reply, 'data_tables', mapTable),
  );

  // ---- audio and video ---------------------------------------------------------------------------

  async function oneMedia(id: number): Promise<MediaTable | undefined> {
    return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function mapOne(m: MediaTable) {
    const refs = await articleRefs(db, [m.article_id]);
    return mapMedia(m, m.article_id !== null ? (refs.get(m.article_id) ?? null) : null);
  }

  const infoRoute = (name: string, kind: MediaKind, label: string) =>
    app.get<{ Querystring: { id: number } }>(
      `/front/vod/${name}`,
      routeSchema({
        summary: `One ${kind} item with its linked article ({id, title, enTitle, doi} or null). Unknown id (or not ${kind}): status 404.`,
        query: { id: idParam(label) },
        required: ['id'],
        data: mediaDoc,
      }),
      async (req, reply) => {
        const m = await oneMedia(req.query.id);
        if (!m || m.kind !== kind) return notFound(reply, `${label} not found: ${req.query.id}`);
        return ok(reply, await mapOne(m));
      },
    );
  infoRoute('getAudioInfo', 'audio', 'Audio');
  infoRoute('getVideoInfo', 'video', 'Video');

  app.get<{ Querystring: SitePaged & { type?: MediaKind } }>(
    '/front/vod/res/list',
    routeSchema({
      summary: 'Audio and video of the site scope (type narrows to one kind), newest first. Paged.',
      query: { siteId: siteIdParam, type: { type: 'string', enum: [...MEDIA_TYPES], description: 'audio or video; absent = both.' }, ...pagingProps() },
      required: ['siteId'],
      data: pagedSchema(mediaDoc),
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const p = paging(req.query);
      const kind = req.query.type;
      const base = () => {
        const q = db.selectFrom('media').where('site_id', 'in', scope.siteIds);
        return kind ? q.where('kind', '=', kind) : q;
      };
      const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
      const rows =
        offsetOf(p) >= total
          ? []
          : await base().selectAll().orderBy('published_date', 'desc').orderBy('id', 'desc').limit(p.size).offset(offsetOf(p)).execute();
      const refs = await articleRefs(
        db,
        rows.map((r) => r.article_id),
      );
      return ok(reply, {
        list: rows.map((r) => mapMedia(r, r.article_id !== null ? (refs.get(r.article_id) ?? null) : null)),
        total,
        page: p.page,
        size: p.size,
      });
    },
  );

  app.get<{ Querystring: { id: number; page?: number; size?: number } }>(
    '/front/vod/getRelationsData',
    routeSchema({
      summary:
        'Articles related to an audio or video item: its own article first, then articles sharing keywords with it ' +
        '(most shared first, then newest), within the item site. Paged. Unknown id: status 404.',
      query: { id: idParam('Audio or video'), ...pagingProps() },
      required: ['id'],
      data: pagedSchema(articleSummaryDoc),
    }),
    async (req, reply) => {
      const m = await oneMedia(req.query.id);
      if (!m) return notFound(reply, `Audio or video not found: ${req.query.id}`);
      const p = paging(req.query);
      const empty = { list: [], total: 0, page: p.page, size: p.size };
      if (m.article_id === null) return ok(reply, empty);
      const own = await db.selectFrom('articles').select(['id', 'keywords', 'en_keywords']).where('id', '=', m.article_id).executeTakeFirst();
      if (!own) return ok(reply, empty);
      const data = await relatedArticles(db, keywordTerms(own.keywords, own.en_keywords), { pinId: own.id, siteIds: [m.site_id] }, p);
      return ok(reply, data);
    },
  );
};
