import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import { defineTexts } from '../../../engine/i18n/texts';

export default defineWidget<Record<string, never>, unknown>({
  type: 'language-notice',
  version: 1,
  family: 'chrome',
  title: 'Language notice',
  description: 'Tells visitors of ru/ara/spa/fra/de pages that only paper detail pages carry metadata in their language.',
  schema,
  defaults: {},
  static: true,
  view: lazyView(() => import('./View')),
  texts: [defineTexts('notice', { zh: () => import('./i18n/notice.zh.json'), en: () => import('./i18n/notice.en.json') })],
});
