import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { AdvancedSearchProps } from './View';
import { searchTexts, searchPageTexts } from '../../shared/i18n';

/** /{lang}/seniorSearch: the advanced-search form; prefilled from the URL (same row encoding as the result page). */
export default defineWidget<AdvancedSearchProps, undefined>({
  type: 'advanced-search',
  version: 1,
  family: 'reader',
  title: 'Advanced search',
  description:
    'Rows of field x term x match (exact / fuzzy) joined by AND / OR / NOT (1-10 rows), publish type, article type and year range; submits to /{lang}/searchPublication.',
  schema,
  defaults: { initialRows: 3 },
  head: lazyHead(() => import('./head').then((m) => m.advancedSearchHead)),
  texts: [searchPageTexts, searchTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'One row', props: { initialRows: 1 } }],
});
