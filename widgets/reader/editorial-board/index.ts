import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { EditorialBoardData, EditorialBoardProps } from './load';
import { commonTexts, newsPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/editorial-board/{id}/{editorialId}: the board by role, 10 a page, one member's profile. */
export default defineWidget<EditorialBoardProps, EditorialBoardData>({
  type: 'editorial-board',
  version: 1,
  family: 'reader',
  title: 'Editorial board',
  description: 'Board members grouped by role, 10 a page (spec 9); the member of the URL (else the first) with photo, title, affiliation and biography.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadEditorialBoard)),
  head: lazyHead(() => import('./head').then((m) => m.editorialBoardHead)),
  static: true,
  texts: [newsPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Editorial board', props: {} }],
});
