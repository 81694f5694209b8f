import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { FigureListData, FigureListProps } from './load';
import { commonTexts, mediaPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/textList: the figures and tables of the site's articles, two tabs, paged. */
export default defineWidget<FigureListProps, FigureListData>({
  type: 'figure-list',
  version: 1,
  family: 'reader',
  title: 'Figures and tables',
  description:
    'The /textList page: tabs pictures (?type=picture, default, 12 a page) and tables (?type=table, 10 a page), ' +
    'each item with its caption, the article it comes from and the DOI; tables sanitised and scrollable.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadFigureList)),
  head: lazyHead(() => import('./head').then((m) => m.figureListHead)),
  // links, text and sanitised tables only: a server-rendered page keeps the HTML and loads no code for it
  static: true,
  texts: [mediaPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Figures and tables page', props: {} }],
});
