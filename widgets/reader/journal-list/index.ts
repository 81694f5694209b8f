import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { JournalListData, JournalListProps } from './load';
import { commonTexts, libraryPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/mag: the journals of a group or the all site (a journal site: itself), by category and keyword. */
export default defineWidget<JournalListProps, JournalListData>({
  type: 'journal-list',
  version: 1,
  family: 'reader',
  title: 'Journal list',
  description:
    'Journals of the site scope (/front/front-publication/search, searchByCat): category links (?cat=, from props.categories, ' +
    'with counts), a keyword form (?q=), a paged grid (cover, name, ISSN/CN, publisher, link to the journal site); ' +
    '?id=N (site id) shows the journal (/front/front-publication/detail) on top, 404 when unknown.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadJournalList)),
  head: lazyHead(() => import('./head').then((m) => m.journalListHead)),
  texts: [libraryPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'Journals without categories', props: {} },
    {
      name: 'Journals by subject',
      props: {
        categories: [
          { cat: 'batteries', name: '电池材料', enName: 'Batteries' },
          { cat: 'metal', name: '金属材料', enName: 'Metallic materials' },
        ],
      },
    },
  ],
});
