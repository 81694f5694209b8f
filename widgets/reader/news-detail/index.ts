import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { NewsDetailData, NewsDetailProps } from './load';
import { commonTexts, newsPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/newsDetails/{id}: one news item; head title = its title, description = its summary; unknown id -> 404. */
export default defineWidget<NewsDetailProps, NewsDetailData>({
  type: 'news-detail',
  version: 1,
  family: 'reader',
  title: 'News detail',
  description: 'One news item: title, date, source, picture, sanitised body, back to the list. Unknown id: No data, status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadNewsDetail)),
  head: lazyHead(() => import('./head').then((m) => m.newsDetailHead)),
  static: true,
  texts: [newsPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'News detail', props: {} }],
});
