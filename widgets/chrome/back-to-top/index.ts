import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { BackToTopProps } from './Button';
import { defineTexts } from '../../../engine/i18n/texts';

/** Back-to-top button; variant = props.style, else the footer's toolbarStyle, else 1. */
export default defineWidget<BackToTopProps, unknown>({
  type: 'back-to-top',
  version: 1,
  family: 'chrome',
  title: 'Back to top',
  description: 'Appears after 300 px (style 1) or 400 px (style 2) of scrolling; scrolls to the top in 500 ms.',
  schema,
  defaults: {},
  view: lazyView(() => import('./View')),
  texts: [defineTexts('backToTop', { zh: () => import('./i18n/backToTop.zh.json'), en: () => import('./i18n/backToTop.en.json') })],
  variants: {
    '1': lazyView(() => import('./View1')),
    '2': lazyView(() => import('./View2')),
  },
  presets: [
    { name: 'Style 1, square with label', description: 'Shows after 300 px of scrolling (threshold 0 here: any scroll).', props: { style: 1, threshold: 0 } },
    { name: 'Style 2, round icon', description: 'Shows after 400 px of scrolling (threshold 0 here: any scroll).', props: { style: 2, threshold: 0 } },
  ],
  variantOf: ({ props, bundle }) => String(props.style ?? (bundle.footer as { toolbarStyle?: number } | undefined)?.toolbarStyle ?? 1),
});
