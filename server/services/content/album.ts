/**
 * Collection services (virtual albums / topics): the collections of a site scope with their
 * article counts, one collection with its articles in collection order (paged).
 */
import { sql } from 'kysely';
import type { ServiceContext } from '../context';
import { notFound } from '../errors';
import { mapCollection, type ArticleSummary } from './mappers';
import { summariesByIds } from './queries';
import { contentScope, offsetOf, paging, type Paged } from './scope';

export type CollectionItem = ReturnType<typeof mapCollection>;

const itemCount = sql<number>`(select count(*) from collection_items ci join articles a on a.id = ci.article_id where ci.collection_id = collections.id)`;

/** Collections of the site scope with their article counts, in collection order (albums and topics alike). */
export async function collectionList(ctx: ServiceContext, p: { siteId: number }): Promise<CollectionItem[]> {
  const scope = await contentScope(ctx.config, p.siteId);
  const rows = await ctx.db
    .selectFrom('collections')
    .selectAll()
    .select(itemCount.as('article_count'))
    .where('site_id', 'in', scope.siteIds)
    .orderBy('sort')
    .orderBy('created_date', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => mapCollection(r, Number(r.article_count)));
}

/** One collection with its articles in collection order: {...collection, articles: paged}; unknown id: 404. */
export async function albumDetail(
  ctx: ServiceContext,
  p: { id: number; page?: number; size?: number },
): Promise<CollectionItem & { articles: Paged<ArticleSummary> }> {
  const c = await ctx.db.selectFrom('collections').selectAll().where('id', '=', p.id).executeTakeFirst();
  if (!c) throw notFound(`Collection not found: ${p.id}`);
  const pg = paging(p);
  const base = () =>
    ctx.db.selectFrom('collection_items as ci').innerJoin('articles as a', 'a.id', 'ci.article_id').where('ci.collection_id', '=', c.id);
  const total = Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  const ids =
    offsetOf(pg) >= total
      ? []
      : (await base().select('ci.article_id').orderBy('ci.sort').orderBy('ci.article_id').limit(pg.size).offset(offsetOf(pg)).execute()).map(
          (r) => r.article_id,
        );
  const list = await summariesByIds(ctx.db, ids);
  return { ...mapCollection(c, total), articles: { list, total, page: pg.page, size: pg.size } };
}
