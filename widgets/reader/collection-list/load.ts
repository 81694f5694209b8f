/** The collections of the site scope: GET /front/album/list {siteId} (an array, in collection order). */
import type { DataClient } from '../../../engine/data/client';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import type { Site } from '../../../schemas/generated/types';
import { fetchData, type Loaded } from '../../shared/reader/content';

export type Collection = ReturnType<typeof import('../../../server/services/content/mappers').mapCollection>;

export interface CollectionListProps {
  limit?: number;
}

export interface CollectionListData {
  result: Loaded<Collection[]>;
}

export async function fetchCollections(api: DataClient, site: Site, limit?: number): Promise<Loaded<Collection[]>> {
  const r = await fetchData<Collection[]>(api.albumList({ siteId: site.siteId ?? site.id ?? 0 }));
  if (!r.ok) return r;
  const list = Array.isArray(r.data) ? r.data : [];
  return { ok: true, data: limit ? list.slice(0, limit) : list };
}

export async function loadCollectionList({ api, site, props }: WidgetLoadContext<CollectionListProps>): Promise<CollectionListData> {
  return { result: await fetchCollections(api, site, props.limit) };
}
