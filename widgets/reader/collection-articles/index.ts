import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { absoluteUrl } from '../../../engine/render/pageHead';
import schema from './schema.json';
import type { CollectionArticlesData, CollectionArticlesProps } from './load';
import { newsText } from '../news-list/model';
import { fileUrl } from '../../shared/text';

/** /{lang}/collections/{virtualId} and /virtualProjectDetail?virtualId=: one collection and its articles. */
export default defineWidget<CollectionArticlesProps, CollectionArticlesData>({
  type: 'collection-articles',
  version: 1,
  family: 'reader',
  title: 'Collection articles',
  description: 'One collection (virtual album): cover, name, description and its articles, paged; without an id the list of collections. Unknown id: No data, status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: async (ctx) => (await import('./load')).loadCollectionArticles(ctx),
  head: ({ data, page }) => {
    if (!data || data.mode !== 'one') return undefined;
    const r = data.result;
    if (!r.ok) return r.status === 404 ? { status: 404, noindex: true } : undefined;
    const title = newsText(page.uiLang, r.data.name, r.data.enName);
    const description = newsText(page.uiLang, r.data.description, r.data.enDescription);
    const cover = fileUrl(r.data.cover);
    return {
      title,
      description,
      meta: [
        { property: 'og:title', content: title },
        { property: 'og:description', content: description },
        ...(cover ? [{ property: 'og:image', content: absoluteUrl(page.origin ?? '', cover) }] : []),
      ],
    };
  },
  static: true,
  view: lazyView(() => import('./View')),
  presets: [{ name: 'Collection', props: {} }],
});
