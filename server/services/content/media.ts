/**
 * Picture, table, audio and video services: the lists of a site scope (each item with its
 * article's title and DOI, one batch query per page), one audio or video item, and the articles
 * related to an audio or video item.
 */
import { sql, type Kysely } from 'kysely';
import type { MediaTable } from '../../db/schema';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { mapMedia, mapPicture, mapTable, type ArticleRef, type ArticleSummary } from './mappers';
import { articleRefs } from './queries';
import { keywordTerms, relatedArticles } from './relations';
import { contentScope, offsetOf, paging, type Paged } from './scope';

export const MEDIA_TYPES = ['audio', 'video'] as const;
export type MediaKind = (typeof MEDIA_TYPES)[number];

interface SitePaged {
  siteId: number;
  page?: number;
  size?: number;
}

type PictureItem = ReturnType<typeof mapPicture>;
type TableItem = ReturnType<typeof mapTable>;
type MediaItem = ReturnType<typeof mapMedia>;

// ---- pictures and tables ------------------------------------------------------------------------

/** Pictures or tables of a site scope, newest first, each with its article's title and DOI. */
async function attachedList<Row extends { article_id: number }, Item>(
  ctx: ServiceContext,
  p: SitePaged,
  table: 'pictures' | 'data_tables',
  map: (row: Row, article: ArticleRef | null) => Item,
): Promise<Paged<Item>> {
  const scope = await contentScope(ctx.config, p.siteId);
  const pg = paging(p);
  // One query shape over two tables with the same list columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const base = () => (ctx.db as Kysely<any>).selectFrom(table).where('site_id', 'in', scope.siteIds);
  const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  const rows = (offsetOf(pg) >= total ? [] : await base().selectAll().orderBy('id', 'desc').limit(pg.size).offset(offsetOf(pg)).execute()) as Row[];
  const refs = await articleRefs(
    ctx.db,
    rows.map((r) => r.article_id),
  );
  return { list: rows.map((r) => map(r, refs.get(r.article_id) ?? null)), total, page: pg.page, size: pg.size };
}

/** Pictures (figures) of the site scope, newest first, with caption, article title and DOI. */
export function pictureList(ctx: ServiceContext, p: SitePaged): Promise<Paged<PictureItem>> {
  return attachedList(ctx, p, 'pictures', mapPicture);
}

/** Tables of the site scope, newest first, with caption, HTML, article title and DOI. */
export function tableList(ctx: ServiceContext, p: SitePaged): Promise<Paged<TableItem>> {
  return attachedList(ctx, p, 'data_tables', mapTable);
}

// ---- audio and video ------------------------------------------------------------------------------

async function oneMedia(ctx: ServiceContext, id: number): Promise<MediaTable | undefined> {
  return ctx.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One item of `kind` with its linked article; unknown id (or another kind): 404 naming `label`. */
function mediaInfo(kind: MediaKind, label: string) {
  return async (ctx: ServiceContext, p: { id: number }): Promise<MediaItem> => {
    const m = await oneMedia(ctx, p.id);
    if (!m || m.kind !== kind) throw notFound(`${label} not found: ${p.id}`);
    const refs = await articleRefs(ctx.db, [m.article_id]);
    return mapMedia(m, m.article_id !== null ? (refs.get(m.article_id) ?? null) : null);
  };
}

export const audioInfo = mediaInfo('audio', 'Audio');
export const videoInfo = mediaInfo('video', 'Video');

/** Audio and video of the site scope (type narrows to one kind), newest first. */
export async function mediaList(ctx: ServiceContext, p: SitePaged & { type?: MediaKind }): Promise<Paged<MediaItem>> {
  const scope = await contentScope(ctx.config, p.siteId);
  const pg = paging(p);
  const kind = p.type;
  const base = () => {
    const q = ctx.db.selectFrom('media').where('site_id', 'in', scope.siteIds);
    return kind ? q.where('kind', '=', kind) : q;
  };
  const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  const rows =
    offsetOf(pg) >= total
      ? []
      : await base().selectAll().orderBy('published_date', 'desc').orderBy('id', 'desc').limit(pg.size).offset(offsetOf(pg)).execute();
  const refs = await articleRefs(
    ctx.db,
    rows.map((r) => r.article_id),
  );
  return {
    list: rows.map((r) => mapMedia(r, r.article_id !== null ? (refs.get(r.article_id) ?? null) : null)),
    total,
    page: pg.page,
    size: pg.size,
  };
}

/**
 * Articles related to an audio or video item: its own article first, then articles sharing
 * keywords with it (most shared first, then newest), within the item's site. An item without an
 * (existing) article answers an empty page; unknown id: 404.
 */
export async function mediaRelations(ctx: ServiceContext, p: { id: number; page?: number; size?: number }): Promise<Paged<ArticleSummary>> {
  const m = await oneMedia(ctx, p.id);
  if (!m) throw notFound(`Audio or video not found: ${p.id}`);
  const pg = paging(p);
  const empty = { list: [], total: 0, page: pg.page, size: pg.size };
  if (m.article_id === null) return empty;
  const own = await ctx.db.selectFrom('articles').select(['id', 'keywords', 'en_keywords']).where('id', '=', m.article_id).executeTakeFirst();
  if (!own) return empty;
  return relatedArticles(ctx.db, keywordTerms(own.keywords, own.en_keywords), { pinId: own.id, siteIds: [m.site_id] }, pg);
}
