/**
 * Data of the news list: the news page asks GET /front/front-news/list {siteId, newsDataType,
 * topFirst: 1, page, size} (pinned first, then newest); the short list (props.limit) asks
 * /front/front-news/getTopNews {siteId, newsDataType, size} (an array, pinned first).
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { findChannel } from '../../../engine/routing/channel';
import { fetchData, type Loaded, type Paged } from '../../shared/reader/content';
import { pageParam } from '../../shared/reader/Pager';
import { activeTab, NEWS_TABS, type NewsItem } from './model';

export interface NewsListProps {
  limit?: number;
  tab?: 'information' | 'announcement' | 'dynamic' | 'statement';
  size?: number;
  showPictures?: boolean;
  title?: string;
  enTitle?: string;
}

export type NewsListData =
  | { mode: 'page'; tab: number; page: number; result: Loaded<Paged<NewsItem>> }
  | { mode: 'short'; tab?: number; result: Loaded<NewsItem[]> };

export const NEWS_PAGE_SIZE = 10;

export async function loadNewsList({ api, site, bundle, route, props }: WidgetLoadContext<NewsListProps>): Promise<NewsListData> {
  const siteId = site.siteId ?? site.id;
  if (props.limit !== undefined) {
    const tab = props.tab ? NEWS_TABS.indexOf(props.tab) : undefined;
    const result = await fetchData<NewsItem[]>(
      api.topNews({
        siteId: siteId ?? 0,
        newsDataType: props.tab ?? 'news',
        size: props.limit,
      }),
    );
    return { mode: 'short', tab, result: result.ok ? { ok: true, data: (Array.isArray(result.data) ? result.data : []).slice(0, props.limit) } : result };
  }
  const id = route.params.id ?? route.query.columnId;
  const channel = id && /^\d+$/.test(id) ? findChannel(bundle.channels, id) : null;
  const tab = activeTab(route, { tab: props.tab, channel });
  const page = pageParam(route.query);
  const size = props.size ?? NEWS_PAGE_SIZE;
  const result = await fetchData<Paged<NewsItem>>(api.newsList({ siteId, newsDataType: NEWS_TABS[tab], topFirst: 1, page, size }));
  return { mode: 'page', tab, page, result };
}
