/**
 * /front/rc_res_general/getJumpUrl {siteId, id, type?}: where a general resource opens (the
 * resource lists of search results, banners, toolbars). Articles, figures and tables open their
 * article page; news its detail page (a reprint its source link); audio / video the media list;
 * books the book list; collections their collection page. In-site path when the resource is the
 * asking site's own, else prefixed with the owning site's sld (absolute URL on its domain).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { MastheadDb } from '../../db/database';
import type { SiteEntry } from '../config-service';
import { idParam, jumpSchema, jumpTarget, languageParam, notFound, ok, present, routeSchema, scopeOrReply, siteIdParam, type JumpTarget } from './params';

export const RESOURCE_TYPES = ['article', 'picture', 'table', 'news', 'audio', 'video', 'book', 'album'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Where a resource opens: owner site id and the path after /<lang>/ (or an external link). */
type Located = { type: ResourceType; siteId: number; rest: string } | { type: ResourceType; siteId: number; external: string };

async function locate(db: MastheadDb, type: ResourceType, id: number): Promise<Located | undefined> {
  switch (type) {
    case 'article': {
      const a = await db.selectFrom('articles').select(['id', 'site_id']).where('id', '=', id).executeTakeFirst();
      return a && { type, siteId: a.site_id, rest: `article/${a.id}` };
    }
    case 'picture': {
      const p = await db.selectFrom('pictures').select(['site_id', 'article_id']).where('id', '=', id).executeTakeFirst();
      return p && { type, siteId: p.site_id, rest: `article/${p.article_id}` };
    }
    case 'table': {
      const t = await db.selectFrom('data_tables').select(['site_id', 'article_id']).where('id', '=', id).executeTakeFirst();
      return t && { type, siteId: t.site_id, rest: `article/${t.article_id}` };
    }
    case 'news': {
      const n = await db.selectFrom('news').select(['id', 'site_id', 'original', 'source_link']).where('id', '=', id).executeTakeFirst();
      if (!n) return undefined;
      const link = present(n.source_link);
      return n.original === 0 && link ? { type, siteId: n.site_id, external: link } : { type, siteId: n.site_id, rest: `newsDetails/${n.id}` };
    }
    case 'audio':
    case 'video': {
      const m = await db.selectFrom('media').select(['id', 'site_id', 'kind']).where('id', '=', id).where('kind', '=', type).executeTakeFirst();
      return m && { type, siteId: m.site_id, rest: `audioList?type=${m.kind}&id=${m.id}` };
    }
    case 'book': {
      const b = await db.selectFrom('books').select(['id', 'site_id']).where('id', '=', id).executeTakeFirst();
      return b && { type, siteId: b.site_id, rest: `bookList?id=${b.id}` };
    }
    case 'album': {
      const c = await db.selectFrom('collections').select(['id', 'site_id']).where('id', '=', id).executeTakeFirst();
      return c && { type, siteId: c.site_id, rest: `collections/${c.id}` };
    }
  }
}

export const jumpRoutes: FastifyPluginAsync = async (app) => {
  const svc = app.masthead.config;
  const db: MastheadDb = svc.db;

  app.get<{ Querystring: { siteId: number; id: number; type?: ResourceType; language?: string } }>(
    '/front/rc_res_general/getJumpUrl',
    routeSchema({
      summary:
        'Where a resource opens when asked from siteId: {path, url, siteId, sld, domain, sameSite, external, type}. ' +
        'Without type the id is looked up as article, then news, audio, video, book, collection (album), picture, table. Unknown: status 404.',
      query: {
        siteId: siteIdParam,
        id: idParam('Resource'),
        type: { type: 'string', enum: [...RESOURCE_TYPES], description: 'Resource type (recommended: ids of different types may coincide).' },
        language: languageParam,
      },
      required: ['siteId', 'id'],
      data: { type: 'object', properties: { ...jumpSchema.properties, type: { type: 'string', enum: [...RESOURCE_TYPES] } } },
    }),
    async (req, reply) => {
      const scope = await scopeOrReply(svc, reply, req.query.siteId);
      if (!scope) return reply;
      const { id, type } = req.query;
      const order: ResourceType[] = type ? [type] : ['article', 'news', 'audio', 'video', 'book', 'album', 'picture', 'table'];
      let found: Located | undefined;
      for (const t of order) {
        found = await locate(db, t, id);
        if (found) break;
      }
      if (!found) return notFound(reply, `Resource not found: ${type ? `${type} ` : ''}${id}`);
      const owner: SiteEntry = (await svc.site(found.siteId)) ?? scope.site;
      let target: JumpTarget;
      if ('external' in found) {
        target = {
          path: found.external,
          url: found.external,
          siteId: owner.siteId,
          sld: owner.sld,
          domain: owner.domain,
          sameSite: owner.siteId === scope.site.siteId,
          external: true,
        };
      } else {
        target = jumpTarget(scope.site, owner, found.rest, req.query.language ?? req.masthead.language);
      }
      return ok(reply, { ...target, type: found.type });
    },
  );
};
