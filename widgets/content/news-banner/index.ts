import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { NewsBannerProps } from './View';

export default defineWidget<NewsBannerProps, unknown>({
  type: 'news-banner',
  version: 1,
  family: 'content',
  title: 'News banner',
  description: 'Closable 90 px bar of top news, one item at a time, not autoplaying.',
  schema,
  defaults: { items: [], height: 90, autoplay: false },
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Two items', props: { items: [{ id: 1, title: '本刊入选核心期刊', enTitle: 'The journal joins the core list' }, { id: 2, title: '征稿通知', enTitle: 'Call for papers' }] } }],
});
