import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { IssueContentsData, IssueContentsProps } from './load';
import { commonTexts, issueListsTexts, readerTexts } from '../../shared/i18n';

/** One issue's articles by column (/{lang}/issue/{year?}/{issue?}), or the latest issue on the home page. */
export default defineWidget<IssueContentsProps, IssueContentsData>({
  type: 'issue-contents',
  version: 1,
  family: 'reader',
  title: 'Issue contents',
  description:
    "An issue's articles grouped by column with the issue header (cover, year, volume, issue, publish date) and previous / next issue links. " +
    'The URL chooses the issue (none: the latest; unknown: "No data" and 404). latest: the latest issue (home page), limit articles.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadIssueContents)),
  head: lazyHead(() => import('./head').then((m) => m.issueContentsHead)),
  static: true,
  texts: [issueListsTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [
    { name: 'Issue page', description: 'The issue the URL names, else the latest.', props: {} },
    { name: 'Home: latest issue contents', props: { latest: true, limit: 10, title: '最新一期', enTitle: 'Latest Issue' } },
  ],
});
