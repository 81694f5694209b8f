/**
 * Jump service: where a general resource opens (the resource lists of search results, banners,
 * toolbars). Articles, figures and tables open their article page; news its detail page (a
 * reprint its source link); audio / video the media list; books the book list; collections their
 * collection page. In-site path when the resource is the asking site's own, else prefixed with the
 * owning site's sld (absolute URL on its domain).
 */
import type { MastheadDb } from '../../db/database';
import type { SiteEntry } from '../../api/config-service';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { contentScope, jumpTarget, present, type JumpTarget } from './scope';

export const RESOURCE_TYPES = ['article', 'picture', 'table', 'news', 'audio', 'video', 'book', 'album'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The order ids are looked up in when no type is given. */
const LOOKUP_ORDER: ResourceType[] = ['article', 'news', 'audio', 'video', 'book', 'album', 'picture', 'table'];

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

/**
 * Where a resource opens when asked from siteId: the jump target and the resource's type. Without
 * type the id is looked up in LOOKUP_ORDER; unknown: 404.
 */
export async function resourceJumpUrl(
  ctx: ServiceContext,
  p: { siteId: number; id: number; type?: ResourceType; language?: string },
): Promise<JumpTarget & { type: ResourceType }> {
  const scope = await contentScope(ctx.config, p.siteId);
  const { id, type } = p;
  let found: Located | undefined;
  for (const t of type ? [type] : LOOKUP_ORDER) {
    found = await locate(ctx.db, t, id);
    if (found) break;
  }
  if (!found) throw notFound(`Resource not found: ${type ? `${type} ` : ''}${id}`);
  const owner: SiteEntry = (await ctx.config.site(found.siteId)) ?? scope.site;
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
    target = jumpTarget(scope.site, owner, found.rest, p.language ?? ctx.request.language);
  }
  return { ...target, type: found.type };
}
