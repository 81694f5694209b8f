import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { ChannelFallbackData, ChannelFallbackProps } from './load';
import { commonTexts, richTextTexts } from '../../shared/i18n';

/**
 * Placed after the `channel-content` slot of the about / aboutus / info / newcomposite layouts:
 * when the slot stays empty (no id, or a channel without modules) it shows the first suitable
 * channel's rich-text modules, e.g. the journal introduction on /{lang}/about.
 */
export default defineWidget<ChannelFallbackProps, ChannelFallbackData>({
  type: 'channel-fallback',
  version: 1,
  family: 'reader',
  title: 'Channel fallback',
  description:
    "When the page's channel slot stays empty: the rich-text modules of the named channel's sub-channels, the query's columnId, " +
    'or the first channel with one of `codes`; else No data. Unknown channel id: status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadChannelFallback)),
  head: lazyHead(() => import('./head').then((m) => m.channelFallbackHead)),
  static: true,
  view: lazyView(() => import('./View')),
  texts: [richTextTexts, commonTexts],
  presets: [
    { name: 'About: journal introduction', props: { codes: ['periodIntroduce', 'introduce'] } },
    { name: 'About us', props: { codes: ['aboutus'] } },
  ],
});
