import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { ArticleListData, ArticleListProps } from './load';
import { commonTexts, issueListsTexts, readerTexts } from '../../shared/i18n';

/** Online first, just accepted or most read: the full page (paged) or a short list with More (home page). */
export default defineWidget<ArticleListProps, ArticleListData>({
  type: 'article-list',
  version: 1,
  family: 'reader',
  title: 'Article list',
  description:
    'Online first (version labels 1-10), just accepted (-1 Accept / 最新录用) or most read (all, 3 / 6 months, 1 / 2 / 3 years). ' +
    'Without limit: the full page, 20 a page (?page=N). With limit: a short list with a More link.',
  schema,
  defaults: { mode: 'onlineFirst' },
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadArticleList)),
  head: lazyHead(() => import('./head').then((m) => m.articleListHead)),
  static: true,
  texts: [issueListsTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'Online first page', props: { mode: 'onlineFirst' } },
    { name: 'Just accepted page', props: { mode: 'justAccepted' } },
    { name: 'Most read', props: { mode: 'mostRead' } },
    { name: 'Home: online first', props: { mode: 'onlineFirst', limit: 5 } },
    { name: 'Home: most read', props: { mode: 'mostRead', limit: 5, range: '1y' } },
  ],
});
