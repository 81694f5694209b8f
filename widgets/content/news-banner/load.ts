/**
 * The banner's top news (spec 7.3): GET /front/front-news/getTopNews {siteId, newsDataType: 'news',
 * type: ''} when the layout gives no items. A failed call or a non-zero status is logged and
 * leaves the banner empty (it then renders nothing): a banner never breaks the page.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import type { NewsBannerItem, NewsBannerProps } from './View';

export interface NewsBannerData {
  items: NewsBannerItem[];
}

interface TopNews {
  id?: unknown;
  title?: unknown;
  enTitle?: unknown;
}

export async function loadTopNews({ api, site, props }: WidgetLoadContext<NewsBannerProps>): Promise<NewsBannerData | undefined> {
  if (props.items?.length) return undefined; // configured items win; nothing to fetch
  const siteId = site.siteId ?? site.id;
  try {
    const env = await api.topNews({ siteId: siteId ?? 0, newsDataType: 'news' });
    if (env.status !== 0) {
      console.error(`[masthead] news-banner: top news of site ${String(siteId)} failed (status ${env.status}): ${env.message}`);
      return { items: [] };
    }
    const items: NewsBannerItem[] = [];
    for (const n of (Array.isArray(env.data) ? env.data : []) as TopNews[]) {
      if ((typeof n.id === 'number' || typeof n.id === 'string') && typeof n.title === 'string') {
        items.push({ id: n.id, title: n.title, ...(typeof n.enTitle === 'string' ? { enTitle: n.enTitle } : {}) });
      }
    }
    return { items };
  } catch (err) {
    console.error(`[masthead] news-banner: top news of site ${String(siteId)} failed: ${err instanceof Error ? err.message : String(err)}`);
    return { items: [] };
  }
}
