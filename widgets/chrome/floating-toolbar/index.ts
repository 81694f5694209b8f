import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { FloatingToolbarProps } from './Toolbar';
import { defineTexts } from '../../../engine/i18n/texts';
import { messagesTexts } from '../../shared/i18n';

/** Floating side toolbar; variant = props.style, else the footer's toolbarStyle, else 1. */
export default defineWidget<FloatingToolbarProps, unknown>({
  type: 'floating-toolbar',
  version: 1,
  family: 'chrome',
  title: 'Floating toolbar',
  description: 'Share (QR code), RSS, email subscription, reference basket and configured tools; shows after 400 px of scrolling.',
  schema,
  defaults: {},
  view: lazyView(() => import('./View')),
  texts: [defineTexts('toolbar', { zh: () => import('./i18n/toolbar.zh.json'), en: () => import('./i18n/toolbar.en.json') }), messagesTexts],
  variants: {
    '1': lazyView(() => import('./View1')),
    '2': lazyView(() => import('./View2')),
  },
  presets: [
    { name: 'Style 1, labelled bar', description: 'Always visible here; on pages it shows after 400 px of scrolling.', props: { style: 1, alwaysVisible: true } },
    { name: 'Style 2, round buttons', props: { style: 2, alwaysVisible: true } },
    { name: 'Without basket', description: 'Default buttons without the reference basket (sites with no tools list).', props: { style: 1, alwaysVisible: true, showBasket: false } },
  ],
  variantOf: ({ props, bundle }) => String(props.style ?? (bundle.footer as { toolbarStyle?: number } | undefined)?.toolbarStyle ?? 1),
});
