/**
 * One collection with its articles: GET /front/album/{virtualId} {page, size} -> the collection
 * plus articles {list, total, page, size}. The id comes from the path (/{lang}/collections/{id})
 * or the query (/virtualProjectDetail?virtualId=); without one the site's collections are listed.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type ArticleSummary, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';
import { fetchCollections, type Collection } from '../collection-list/load';

export interface CollectionArticlesProps {
  size?: number;
  showVersion?: boolean;
}

export type CollectionWithArticles = Collection & { articles: Paged<ArticleSummary> };

export type CollectionArticlesData = { mode: 'one'; result: Loaded<CollectionWithArticles> } | { mode: 'all'; result: Loaded<Collection[]> };

export const COLLECTION_PAGE_SIZE = 20;

export async function loadCollectionArticles({ api, site, route, props }: WidgetLoadContext<CollectionArticlesProps>): Promise<CollectionArticlesData> {
  const id = route.params.virtualId ?? route.query.virtualId;
  if (id === undefined || id === '') return { mode: 'all', result: await fetchCollections(api, site) };
  if (!/^\d{1,15}$/.test(id)) return { mode: 'one', result: { ok: false, status: 404, message: `Collection not found: ${id}` } };
  const result = await fetchData<CollectionWithArticles>(api.albumDetail({ id: Number(id), page: pageParam(route.query), size: props.size ?? COLLECTION_PAGE_SIZE }));
  return { mode: 'one', result };
}
