import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { i18nFor } from '../../../engine/i18n';
import { siteNameOf } from '../../../engine/render/pageHead';
import schema from './schema.json';
import type { FigureListData, FigureListProps } from './load';

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
  load: async (ctx) => (await import('./load')).loadFigureList(ctx),
  head: ({ data, page }) => {
    if (!data) return undefined;
    const t = i18nFor(page.uiLang).t;
    const tab = t(`mediaPages.${data.tab}`);
    return {
      title: data.page > 1 ? `${tab} - ${t('reader.pageN', { n: data.page })}` : tab,
      description: t(`mediaPages.${data.tab}Description`, { site: siteNameOf(page) }),
    };
  },
  // links, text and sanitised tables only: a server-rendered page keeps the HTML and loads no code for it
  static: true,
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Figures and tables page', props: {} }],
});
