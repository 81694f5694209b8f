import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { SearchResultsProps } from './View';
import type { SearchResultsData } from './model';
import { commonTexts, readerTexts, searchTexts, searchPageTexts } from '../../shared/i18n';

/** /{lang}/searchPublication: results of a simple or advanced search, all state in the URL. */
export default defineWidget<SearchResultsProps, SearchResultsData>({
  type: 'search-results',
  version: 1,
  family: 'reader',
  title: 'Search results',
  description:
    'Results of the search in the URL (/front/search or /front/advSearch with their clusters): type tabs, facets, sort, year windows, search within, highlighted results, 20 per page.',
  schema,
  defaults: { showFacets: true, facetsShown: 8, showAbstract: true },
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadSearchResults)),
  head: lazyHead(() => import('./head').then((m) => m.searchResultsHead)),
  texts: [searchPageTexts, searchTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Without facets', description: 'Results only, no facet panel.', props: { showFacets: false } }],
});
