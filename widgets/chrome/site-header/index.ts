import type { ComponentType } from 'react';
import { defineWidget } from '../../../engine/registry/registry';
import { lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import schema from './schema.json';
import type { SiteHeaderData, SiteHeaderProps, SiteHeaderViewProps } from './types';
import { defineTexts } from '../../../engine/i18n/texts';
import { commonTexts, searchTexts } from '../../shared/i18n';

type StyleModule = { default: ComponentType<SiteHeaderViewProps> };

/**
 * A navStyle view, code-split, wrapped so the header's parts (the search box) read the loader data
 * from context instead of every style passing it down.
 */
function styleView(load: () => Promise<StyleModule>) {
  return lazyView<SiteHeaderViewProps>(() =>
    Promise.all([load(), import('./parts/SearchBox')]).then(([style, parts]) => ({ default: parts.withHeaderData(style.default) })),
  );
}

/** Site header; the variant is the header config's navStyle (1-13), each style its own chunk. */
export default defineWidget<SiteHeaderProps, SiteHeaderData>({
  type: 'site-header',
  version: 1,
  family: 'chrome',
  title: 'Site header',
  description: 'Logo, greeting, three-level menu with More overflow, search box, login/register, language toggle, custom buttons, group entrance; navStyle 1-13.',
  schema,
  defaults: {},
  // The search-field options of the box's first type, so they are in the server-rendered HTML
  // (later types are fetched in the browser). Never fails: no options means no field selector.
  load: lazyLoad(() => import('./parts/search').then((m) => ({ api, bundle, route }: WidgetLoadContext<SiteHeaderProps>) => m.loadHeaderData({ api, bundle, pageKind: route.pageKind }))),
  view: styleView(() => import('./View')),
  texts: [defineTexts('header', { zh: () => import('./i18n/header.zh.json'), en: () => import('./i18n/header.en.json') }), commonTexts, searchTexts],
  variants: {
    '1': styleView(() => import('./styles/Style1')),
    '2': styleView(() => import('./styles/Style2')),
    '3': styleView(() => import('./styles/Style3')),
    '4': styleView(() => import('./styles/Style4')),
    '5': styleView(() => import('./styles/Style5')),
    '6': styleView(() => import('./styles/Style6')),
    '7': styleView(() => import('./styles/Style7')),
    '8': styleView(() => import('./styles/Style8')),
    '9': styleView(() => import('./styles/Style9')),
    '10': styleView(() => import('./styles/Style10')),
    '11': styleView(() => import('./styles/Style11')),
    '12': styleView(() => import('./styles/Style12')),
    '13': styleView(() => import('./styles/Style13')),
  },
  variantOf: ({ bundle }) => String((bundle.header as { navStyle?: number } | undefined)?.navStyle ?? 1),
  // One preset per navStyle for the playground catalogue (descriptions from styles/StyleN.tsx).
  presets: [
    { name: 'navStyle 1 — classic: top strip, logo with full search, primary nav band', props: {}, variant: '1' },
    { name: 'navStyle 2 — inline light: one white row, underlined menu, compact search', props: {}, variant: '2' },
    { name: 'navStyle 3 — phone-like compact bar at every width (keyword max 125)', props: {}, variant: '3' },
    { name: 'navStyle 4 — white row with full search over a dark centred nav band', props: {}, variant: '4' },
    { name: 'navStyle 5 — search-centred: wide search box between logo and utilities', props: {}, variant: '5' },
    { name: 'navStyle 6 — centred logo, greeting and search, centred nav band', props: {}, variant: '6' },
    { name: 'navStyle 7 — left brand panel beside utility/search and menu rows', props: {}, variant: '7' },
    { name: 'navStyle 8 — transparent over the banner, white text', props: {}, variant: '8' },
    { name: 'navStyle 9 — primary bar with exactly 6 menu items and compact search', props: {}, variant: '9' },
    { name: 'navStyle 10 — two menu rows of 6 entries', props: {}, variant: '10' },
    { name: 'navStyle 11 — dark minimal bar with hover-style search', props: {}, variant: '11' },
    { name: 'navStyle 12 — first 5 menu items on a primary band, no More', props: {}, variant: '12' },
    { name: 'navStyle 13 — group portal: site-name strip, group entrance, advanced search', props: {}, variant: '13' },
  ],
});
