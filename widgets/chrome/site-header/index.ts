import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { SiteHeaderProps } from './types';

/** Site header; the variant is the header config's navStyle (1-13), each style its own chunk. */
export default defineWidget<SiteHeaderProps, unknown>({
  type: 'site-header',
  version: 1,
  family: 'chrome',
  title: 'Site header',
  description: 'Logo, greeting, three-level menu with More overflow, search box, login/register, language toggle, custom buttons, group entrance; navStyle 1-13.',
  schema,
  defaults: {},
  view: lazyView(() => import('./View')),
  variants: {
    '1': lazyView(() => import('./styles/Style1')),
    '2': lazyView(() => import('./styles/Style2')),
    '3': lazyView(() => import('./styles/Style3')),
    '4': lazyView(() => import('./styles/Style4')),
    '5': lazyView(() => import('./styles/Style5')),
    '6': lazyView(() => import('./styles/Style6')),
    '7': lazyView(() => import('./styles/Style7')),
    '8': lazyView(() => import('./styles/Style8')),
    '9': lazyView(() => import('./styles/Style9')),
    '10': lazyView(() => import('./styles/Style10')),
    '11': lazyView(() => import('./styles/Style11')),
    '12': lazyView(() => import('./styles/Style12')),
    '13': lazyView(() => import('./styles/Style13')),
  },
  variantOf: ({ bundle }) => String((bundle.header as { navStyle?: number } | undefined)?.navStyle ?? 1),
  presets: [
    { name: 'Classic (style 1)', props: {}, variant: '1' },
    { name: 'Two rows (style 10)', props: {}, variant: '10' },
    { name: 'Compact (style 3)', props: {}, variant: '3' },
  ],
});
