import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { i18nFor } from '../../../engine/i18n';
import schema from './schema.json';
import type { CollectionListData, CollectionListProps } from './load';
import { newsText } from '../news-list/model';

/** /{lang}/collectionList/{id}: the site's collections (virtual albums), each linking to its articles. */
export default defineWidget<CollectionListProps, CollectionListData>({
  type: 'collection-list',
  version: 1,
  family: 'reader',
  title: 'Collection list',
  description: "The site's collections (virtual albums): cover, name, description, article count; each links to /{lang}/collections/{virtualId}.",
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: async (ctx) => (await import('./load')).loadCollectionList(ctx),
  head: ({ data, page }) => {
    if (!data?.result.ok || data.result.data.length === 0) return undefined;
    const t = i18nFor(page.uiLang).t;
    const names = data.result.data.map((c) => newsText(page.uiLang, c.name, c.enName)).filter(Boolean);
    return { description: `${t('pages.collectionList')}${t('newsPages.colon')}${names.join(page.uiLang === 'zh' ? '；' : '; ')}` };
  },
  static: true,
  view: lazyView(() => import('./View')),
  presets: [{ name: 'All collections', props: {} }],
});
