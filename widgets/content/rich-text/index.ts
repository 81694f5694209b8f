import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { RichTextProps } from './View';

export default defineWidget<RichTextProps, unknown>({
  type: 'rich-text',
  version: 1,
  family: 'content',
  title: 'Rich text',
  description: 'Configured HTML (Chinese and English copies), sanitised; shows "No data" when empty.',
  schema,
  defaults: { html: '' },
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Introduction', props: { title: '期刊简介', enTitle: 'About the Journal', html: '<p>本刊……</p>', enHtml: '<p>The journal ...</p>' } }],
});
