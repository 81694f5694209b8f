import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { BackIssuesData, BackIssuesProps } from './load';
import { backIssueVariant } from './variant';
import { commonTexts, issueListsTexts } from '../../shared/i18n';

/** The back-issue list (/{lang}/issues); the view follows the publication config. */
export default defineWidget<BackIssuesProps, BackIssuesData>({
  type: 'back-issues',
  version: 1,
  family: 'reader',
  title: 'Back issues',
  description:
    'Every issue of the site scope by year, linking to its issue page, covers where present. Publication style 7: journal tree ' +
    '(journals -> years -> issues; a single site is the root); backIssueStyle 3: by-year tree (current year open); else a grid.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadBackIssues)),
  head: lazyHead(() => import('./head').then((m) => m.backIssuesHead)),
  texts: [issueListsTexts, commonTexts],
  view: lazyView(() => import('./GridView')),
  variants: {
    grid: lazyView(() => import('./GridView')),
    yearTree: lazyView(() => import('./YearTreeView')),
    journalTree: lazyView(() => import('./JournalTreeView')),
  },
  variantOf: ({ bundle }) => backIssueVariant(bundle.publication),
  presets: [
    { name: 'Grid of years and issues', props: {}, variant: 'grid' },
    { name: 'By-year tree (backIssueStyle 3)', props: {}, variant: 'yearTree' },
    { name: 'Journal tree (style 7)', props: {}, variant: 'journalTree' },
  ],
});
