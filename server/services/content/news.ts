/**
 * News services: top news, news lists by tab (information, announcement, dynamic, statement;
 * `news` = every tab), one news item and where it opens (jump target).
 */
import { sql } from 'kysely';
import type { MastheadDb } from '../../db/database';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { mapNews, mapNewsDetail } from './mappers';
import { contentScope, jumpTarget, offsetOf, paging, present, type JumpTarget, type Paged } from './scope';

/** The news tabs; `news` asks for every tab. */
export const NEWS_DATA_TYPES = ['information', 'announcement', 'dynamic', 'statement'] as const;
export type NewsTab = (typeof NEWS_DATA_TYPES)[number] | 'news';

export type NewsItem = ReturnType<typeof mapNews>;

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

const newsNotFound = (id: number) => notFound(`News not found: ${id}`);

// ---- lists --------------------------------------------------------------------------------------

/** News for the banner and home lists: pinned first, then newest (type top: pinned only). Not paged. */
export async function topNews(
  ctx: ServiceContext,
  p: { siteId: number; newsDataType?: NewsTab; type?: '' | 'all' | 'top'; size?: number },
): Promise<NewsItem[]> {
  const scope = await contentScope(ctx.config, p.siteId);
  let q = newsQuery(ctx.db, scope.siteIds, p.newsDataType ?? 'news');
  if (p.type === 'top') q = q.where('is_top', '=', 1);
  const rows = await q
    .select(LIST_COLUMNS)
    .orderBy('is_top', 'desc')
    .orderBy('published_date', 'desc')
    .orderBy('id', 'desc')
    .limit(p.size ?? 10)
    .execute();
  return rows.map(mapNews);
}

/** News of one tab (or every tab), newest first, paged; topFirst=1 puts pinned items first. */
export async function newsList(
  ctx: ServiceContext,
  p: { siteId: number; newsDataType?: NewsTab; topFirst?: 0 | 1; page?: number; size?: number },
): Promise<Paged<NewsItem>> {
  const scope = await contentScope(ctx.config, p.siteId);
  const pg = paging(p);
  const tab = p.newsDataType ?? 'news';
  const c = await newsQuery(ctx.db, scope.siteIds, tab).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const total = Number(c?.n ?? 0);
  let q = newsQuery(ctx.db, scope.siteIds, tab).select(LIST_COLUMNS);
  if (p.topFirst === 1) q = q.orderBy('is_top', 'desc');
  const rows =
    offsetOf(pg) >= total
      ? []
      : await q
          .orderBy('published_date', 'desc')
          .orderBy('id', 'desc')
          .limit(pg.size)
          .offset(offsetOf(pg))
          .execute();
  return { list: rows.map(mapNews), total, page: pg.page, size: pg.size };
}

// ---- one news item --------------------------------------------------------------------------------

/**
 * Where a news item opens when asked from siteId: its source link for a reprint (original 0,
 * external), else the in-site or owning site's /<lang>/newsDetails/<id>.
 */
export async function newsJumpUrl(ctx: ServiceContext, p: { siteId: number; id: number; language?: string }): Promise<JumpTarget> {
  const scope = await contentScope(ctx.config, p.siteId);
  const n = await ctx.db.selectFrom('news').select(['id', 'site_id', 'original', 'source_link']).where('id', '=', p.id).executeTakeFirst();
  if (!n) throw newsNotFound(p.id);
  const owner = (await ctx.config.site(n.site_id)) ?? scope.site;
  const link = present(n.source_link);
  if (n.original === 0 && link) {
    return { path: link, url: link, siteId: owner.siteId, sld: owner.sld, domain: owner.domain, sameSite: owner.siteId === scope.site.siteId, external: true };
  }
  return jumpTarget(scope.site, owner, `newsDetails/${n.id}`, p.language ?? ctx.request.language);
}

/** One news item with its HTML content (zh and en) and its picture; unknown id: 404. */
export async function newsDetail(ctx: ServiceContext, p: { id: number }) {
  const n = await ctx.db.selectFrom('news').selectAll().where('id', '=', p.id).executeTakeFirst();
  if (!n) throw newsNotFound(p.id);
  return mapNewsDetail(n);
}
