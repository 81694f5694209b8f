import { defineWidget } from '../../../engine/registry/registry';
import { lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { NewsBannerProps } from './View';
import type { NewsBannerData } from './load';
import { defineTexts } from '../../../engine/i18n/texts';

/** Top-news bar; items from props, else from /front/front-news/getTopNews. */
export default defineWidget<NewsBannerProps, NewsBannerData | undefined>({
  type: 'news-banner',
  version: 1,
  family: 'content',
  title: 'News banner',
  description: "Closable 90 px bar of top news (configured items, else the site's top news), one item at a time, not autoplaying.",
  schema,
  defaults: { items: [], height: 90, autoplay: false },
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadTopNews)),
  view: lazyView(() => import('./View')),
  texts: [defineTexts('newsBanner', { zh: () => import('./i18n/newsBanner.zh.json'), en: () => import('./i18n/newsBanner.en.json') })],
  presets: [
    { name: 'Top news of the site', description: "No items: the banner shows the site's top news from the API.", props: { items: [] } },
    { name: 'Two items', props: { items: [{ id: 1, title: '本刊入选核心期刊', enTitle: 'The journal joins the core list' }, { id: 2, title: '征稿通知', enTitle: 'Call for papers' }] } },
  ],
});
