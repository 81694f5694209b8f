import { defineWidget } from '../../../engine/registry/registry';
import { lazyHead, lazyLoad, lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { MediaListData, MediaListProps } from './load';
import { commonTexts, mediaPagesTexts, readerTexts } from '../../shared/i18n';

/** /{lang}/audioList: the site's video and audio, two tabs, paged; ?id=N plays one item. */
export default defineWidget<MediaListProps, MediaListData>({
  type: 'media-list',
  version: 1,
  family: 'reader',
  title: 'Audio and video',
  description:
    'The /audioList page: tabs video (?type=video, default) and audio (?type=audio), 12 cards a page; ' +
    '?id=N shows the item in a native player (preload none) with its related articles. Unknown id: status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: lazyLoad(() => import('./load').then((m) => m.loadMediaList)),
  head: lazyHead(() => import('./head').then((m) => m.mediaListHead)),
  texts: [mediaPagesTexts, readerTexts, commonTexts],
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Audio and video page', props: {} }],
});
