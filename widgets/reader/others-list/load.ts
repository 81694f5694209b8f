/**
 * Data of the "other resources" page (/{lang}/othersList, search type `other`): the site scope's
 * collections / topics from GET /front/topic/list {siteId} (an array with article counts, in
 * collection order), one page of them (`?page=N`).
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { fetchData, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';

export type Topic = ReturnType<typeof import('../../../server/services/content/mappers').mapCollection>;

export interface OthersListProps {
  size?: number;
}

export interface OthersListData {
  result: Loaded<Paged<Topic>>;
}

export const OTHERS_PAGE_SIZE = 10;

export async function loadOthersList({ api, site, route, props }: WidgetLoadContext<OthersListProps>): Promise<OthersListData> {
  const page = pageParam(route.query);
  const size = props.size ?? OTHERS_PAGE_SIZE;
  const r = await fetchData<Topic[]>(api.topicList({ siteId: site.siteId ?? site.id ?? 0 }));
  if (!r.ok) return { result: r };
  const all = Array.isArray(r.data) ? r.data : [];
  return { result: { ok: true, data: { list: all.slice((page - 1) * size, page * size), total: all.length, page, size } } };
}
