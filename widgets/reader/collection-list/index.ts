import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { CollectionListData, CollectionListProps } from './load';
import { commonTexts, newsPagesTexts } from '../../shared/i18n';

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
  load: lazyLoad(() => import('./load').then((m) => m.loadCollectionList)),
  head: lazyHead(() => import('./head').then((m) => m.collectionListHead)),
  static: true,
  texts: [newsPagesTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'All collections', props: {} }],
});
