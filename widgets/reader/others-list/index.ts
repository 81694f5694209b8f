import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { OthersListData, OthersListProps } from './load';
import { commonTexts, libraryPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/othersList: the "other" resources (collections / topics) of the site scope, paged. */
export default defineWidget<OthersListProps, OthersListData>({
  type: 'others-list',
  version: 1,
  family: 'reader',
  title: 'Other resources',
  description:
    'The site scope\'s collections / topics (search type "other", /front/topic/list): name, description, created date and ' +
    'article count, each linking to /{lang}/collections/{id}; paged (?page=N).',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadOthersList)),
  head: lazyHead(() => import('./head').then((m) => m.othersListHead)),
  texts: [libraryPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'Ten a page', props: {} },
    { name: 'Twenty a page', props: { size: 20 } },
  ],
});
