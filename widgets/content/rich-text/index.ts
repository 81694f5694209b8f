import { defineWidget } from '../../../engine/registry/registry';
import { lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import type { WidgetLoadContext } from '../../../engine/registry/types';
import { loadSanitizer } from '../../../engine/sanitize/lazy';
import schema from './schema.json';
import type { RichTextData, RichTextProps } from './pick';
import { richTextTexts } from '../../shared/i18n';

export default defineWidget<RichTextProps, RichTextData>({
  type: 'rich-text',
  version: 1,
  family: 'content',
  title: 'Rich text',
  description: 'Configured HTML (Chinese and English copies), sanitised; shows "No data" when empty.',
  schema,
  defaults: { html: '' },
  // Sanitised in the loader: on the server for the first paint, in the browser only on
  // navigation — so DOMPurify never weighs on the initial bundle.
  load: lazyLoad(() =>
    Promise.all([loadSanitizer(), import('./pick')]).then(
      ([{ sanitizeHtml }, { pickHtml }]) =>
        ({ props, uiLang }: WidgetLoadContext<RichTextProps>): RichTextData => ({ html: sanitizeHtml(pickHtml(props, uiLang)) }),
    ),
  ),
  static: true,
  view: lazyView(() => import('./View')),
  texts: [richTextTexts],
  presets: [{ name: 'Introduction', props: { title: '期刊简介', enTitle: 'About the Journal', html: '<p>本刊……</p>', enHtml: '<p>The journal ...</p>' } }],
});
