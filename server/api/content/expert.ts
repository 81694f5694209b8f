/**
 * /front/expert/list: the editorial board of a site (spec 7.1: {topicId, page 0, size 10, sort}
 * -> data[0].content[0] is the first member). Page is 0-based here, as the spec's client sends.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import { MAX_INT, STATUS, envelope, sendJson, siteNotFoundMessage } from '../shared';
import { expertDoc } from './docs';
import { mapExpert } from './mappers';
import { ok, routeSchema, scopeOrReply, sizeParam } from './params';

/** Board roles, most senior first. */
export const ROLE_ORDER = ['editorInChief', 'deputyEditor', 'associateEditor', 'member'] as const;

const roleRank = sql<number>`case er.role ${sql.join(
  ROLE_ORDER.map((r, i) => sql`when ${r} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(ROLE_ORDER.length)} end`;

export const expertRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  app.get<{ Querystring: { topicId: number; page?: number; size?: number; sort?: string } }>(
    '/front/expert/list',
    routeSchema({
      summary:
        'Editorial board of a site scope: data = [{content: [expert with role], totalElements, totalPages, number, size}] ' +
        '(one page object in an array, as spec 7.1 reads data[0].content[0]). Sorted editor-in-chief, deputy editors, ' +
        'associate editors, members, then board order.',
      description:
        "topicId is the site id (a site's topicId from site.json is accepted too). page is 0-based (default 0). " +
        "sort: role (default) = by board role then board order; name = by English name. Unknown site: status 10404.",
      query: {
        topicId: { type: 'integer', minimum: 1, maximum: MAX_INT, description: "Site id (or the site's topicId)." },
        page: { type: 'integer', minimum: 0, maximum: MAX_INT, default: 0, description: 'Page number, 0-based (default 0).' },
        size: sizeParam(10),
        sort: { type: 'string', enum: ['', 'role', 'name'], default: 'role', description: "role (default, '' too) or name." },
      },
      required: ['topicId'],
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            content: { type: 'array', items: expertDoc },
            totalElements: { type: 'integer' },
            totalPages: { type: 'integer' },
            number: { type: 'integer', description: 'Page number (0-based).' },
            size: { type: 'integer' },
          },
        },
      },
    }),
    async (req, reply) => {
      await svc.fresh();
      const { topicId } = req.query;
      let siteId = topicId;
      if (!(await svc.site(topicId))) {
        const bySite = (await svc.sites()).list.find((s) => s.record.topicId === topicId);
        if (!bySite) return sendJson(reply, envelope(null, STATUS.siteNotFound, siteNotFoundMessage(topicId)));
        siteId = bySite.siteId;
      }
      const scope = await scopeOrReply(svc, reply, siteId);
      if (!scope) return reply;
      const page = req.query.page ?? 0;
      const size = req.query.size ?? 10;
      const base = () =>
        db
          .selectFrom('editorial_roles as er')
          .innerJoin('experts as e', 'e.id', 'er.expert_id')
          .where('er.site_id', 'in', scope.siteIds);
      const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
      let q = base().select([
        'e.id',
        'er.site_id',
        'e.name',
        'e.en_name',
        'e.title',
        'e.en_title',
        'e.institution',
        'e.en_institution',
        'e.research',
        'e.en_research',
        'e.photo',
        'e.bio',
        'e.en_bio',
        'er.role',
        'er.role_name',
        'er.en_role_name',
        'er.sort',
      ]);
      q = req.query.sort === 'name' ? q.orderBy('e.en_name').orderBy('e.id') : q.orderBy(roleRank).orderBy('er.sort').orderBy('er.site_id').orderBy('e.id');
      const rows = page * size >= total ? [] : await q.limit(size).offset(page * size).execute();
      return ok(reply, [{ content: rows.map(mapExpert), totalElements: total, totalPages: Math.ceil(total / size), number: page, size }]);
    },
  );
};
