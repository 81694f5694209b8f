import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { PageTitleProps } from './View';

export default defineWidget<PageTitleProps, unknown>({
  type: 'page-title',
  version: 1,
  family: 'content',
  title: 'Page title',
  description: 'The page heading (h1): configured title, else the current channel or page name.',
  schema,
  defaults: {},
  static: true,
  view: lazyView(() => import('./View')),
});
