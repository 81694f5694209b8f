import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { NewsListData, NewsListProps } from './load';
import { commonTexts, newsPagesTexts, readerTexts } from '../../shared/i18n';

/** News page (/{lang}/news, /newsInfo/{id}/{activeId}, /informationList) or the home page's short news list. */
export default defineWidget<NewsListProps, NewsListData>({
  type: 'news-list',
  version: 1,
  family: 'reader',
  title: 'News list',
  description:
    'News of the site. Without limit: tabs information / announcement / dynamic / statement (activeId 0-3), pinned first, paged. ' +
    'With limit: a short list with a More link (home page).',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadNewsList)),
  head: lazyHead(() => import('./head').then((m) => m.newsListHead)),
  static: true,
  texts: [newsPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'News page', description: 'Tabs, pinned first, 10 a page.', props: {} },
    { name: 'Home: latest news', description: 'Five items of every tab with a More link.', props: { limit: 5, title: '新闻公告', enTitle: 'News' } },
    { name: 'Home: announcements', props: { limit: 5, tab: 'announcement', title: '通知公告', enTitle: 'Announcements', showPictures: false } },
  ],
});
