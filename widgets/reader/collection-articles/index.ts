import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { CollectionArticlesData, CollectionArticlesProps } from './load';
import { commonTexts, newsPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/collections/{virtualId} and /virtualProjectDetail?virtualId=: one collection and its articles. */
export default defineWidget<CollectionArticlesProps, CollectionArticlesData>({
  type: 'collection-articles',
  version: 1,
  family: 'reader',
  title: 'Collection articles',
  description: 'One collection (virtual album): cover, name, description and its articles, paged; without an id the list of collections. Unknown id: No data, status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadCollectionArticles)),
  head: lazyHead(() => import('./head').then((m) => m.collectionArticlesHead)),
  static: true,
  texts: [newsPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Collection', props: {} }],
});
