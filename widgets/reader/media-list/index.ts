import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { i18nFor } from '../../../engine/i18n';
import { siteNameOf } from '../../../engine/render/pageHead';
import { pick } from '../../shared/reader/content';
import schema from './schema.json';
import type { MediaListData, MediaListProps } from './load';

/** /{lang}/audioList: the site's video and audio, two tabs, paged; ?id=N plays one item. */
export default defineWidget<MediaListProps, MediaListData>({
  type: 'media-list',
  version: 1,
  family: 'reader',
  title: 'Audio and video',
  description:
    'The /audioList page: tabs video (?type=video, default) and audio (?type=audio), 12 cards a page; ' +
    '?id=N shows the item in a native player (preload none) with its related articles. Unknown id: status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: async (ctx) => (await import('./load')).loadMediaList(ctx),
  head: ({ data, page }) => {
    if (!data) return undefined;
    const t = i18nFor(page.uiLang).t;
    const item = data.selected?.item;
    if (item && !item.ok && item.status === 404) return { title: t('mediaPages.notFound'), status: 404, noindex: true };
    if (item?.ok) {
      const m = item.data;
      return {
        title: pick(page.uiLang, m.title, m.enTitle),
        description: pick(page.uiLang, m.description, m.enDescription) || t(`mediaPages.${data.tab}Description`, { site: siteNameOf(page) }),
      };
    }
    const tab = t(`mediaPages.${data.tab}`);
    return {
      title: data.page > 1 ? `${tab} - ${t('reader.pageN', { n: data.page })}` : tab,
      description: t(`mediaPages.${data.tab}Description`, { site: siteNameOf(page) }),
    };
  },
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Audio and video page', props: {} }],
});
