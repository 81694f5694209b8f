/**
 * Data of the audio and video page: GET /front/vod/res/list {siteId, type, page, size} (newest
 * first); with ?id=N also the item (GET /front/vod/getVideoInfo or getAudioInfo {id}) and its
 * related articles (GET /front/vod/getRelationsData {id, page: 1, size}).
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import type { RouteMatch } from '../../../engine/routing/match';
import { fetchData, type ArticleSummary, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';
import { asPaged } from '../figure-list/load';

export type Media = ReturnType<typeof import('../../../server/services/content/mappers').mapMedia>;

export interface MediaListProps {
  size?: number;
  relatedSize?: number;
}

export const MEDIA_TABS = ['video', 'audio'] as const;
export type MediaTab = (typeof MEDIA_TABS)[number];

export const MEDIA_PAGE_SIZE = 12;
export const RELATED_SIZE = 5;

export interface SelectedMedia {
  id: string;
  /** status 404 when the id is unknown (or not of the asked kind). */
  item: Loaded<Media>;
  related: Loaded<Paged<ArticleSummary>>;
}

export interface MediaListData {
  tab: MediaTab;
  page: number;
  result: Loaded<Paged<Media>>;
  selected?: SelectedMedia;
}

/** The kind named by ?type=video|audio, if any. */
export function mediaTypeParam(route: Pick<RouteMatch, 'query'>): MediaTab | undefined {
  const v = route.query.type;
  return v === 'video' || v === 'audio' ? v : undefined;
}

const notFound = (id: string): Loaded<never> => ({ ok: false, status: 404, message: `Audio or video not found: ${id}` });

const noRelated = (size: number): Loaded<Paged<ArticleSummary>> => ({ ok: true, data: { list: [], total: 0, page: 1, size } });

export async function loadMediaList({ api, site, route, props }: WidgetLoadContext<MediaListProps>): Promise<MediaListData> {
  const siteId = site.siteId ?? site.id;
  const page = pageParam(route.query);
  const size = props.size ?? MEDIA_PAGE_SIZE;
  const relatedSize = props.relatedSize ?? RELATED_SIZE;
  const explicit = mediaTypeParam(route);
  const listOf = (type: MediaTab) => fetchData<Paged<Media>>(api.mediaList({ siteId, type, page, size })).then((r) => asPaged(r, page, size));

  const rawId = route.query.id;
  if (rawId === undefined || rawId === '') {
    const tab = explicit ?? 'video';
    return { tab, page, result: await listOf(tab) };
  }

  // the list of a named kind does not wait for the item
  const early = explicit ? listOf(explicit) : undefined;
  if (!/^\d{1,15}$/.test(rawId)) {
    const tab = explicit ?? 'video';
    return { tab, page, result: await (early ?? listOf(tab)), selected: { id: rawId, item: notFound(rawId), related: noRelated(relatedSize) } };
  }
  const id = Number(rawId);
  const relatedP =
    relatedSize > 0
      ? fetchData<Paged<ArticleSummary>>(api.mediaRelations({ id, page: 1, size: relatedSize })).then((r) => asPaged(r, 1, relatedSize))
      : Promise.resolve(noRelated(0));
  const info = async (kind: MediaTab): Promise<Loaded<Media>> => {
    const r = await fetchData<Media>((kind === 'audio' ? api.audioInfo : api.videoInfo)({ id }));
    return r.ok && (!r.data || typeof r.data !== 'object') ? notFound(rawId) : r;
  };
  let tab: MediaTab = explicit ?? 'video';
  let item = await info(tab);
  // a link without ?type= may name an audio item
  if (!explicit && !item.ok && item.status === 404) {
    const audio = await info('audio');
    if (audio.ok) {
      item = audio;
      tab = 'audio';
    }
  }
  const [result, related] = await Promise.all([early ?? listOf(tab), relatedP]);
  return { tab, page, result, selected: { id: rawId, item, related: item.ok ? related : noRelated(relatedSize) } };
}
