import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import { absoluteUrl } from '../../../engine/render/pageHead';
import schema from './schema.json';
import type { NewsDetailData, NewsDetailProps } from './load';
import { newsPicture, newsText } from '../news-list/model';

/** /{lang}/newsDetails/{id}: one news item; head title = its title, description = its summary; unknown id -> 404. */
export default defineWidget<NewsDetailProps, NewsDetailData>({
  type: 'news-detail',
  version: 1,
  family: 'reader',
  title: 'News detail',
  description: 'One news item: title, date, source, picture, sanitised body, back to the list. Unknown id: No data, status 404.',
  schema,
  defaults: {},
  // the loader is its own chunk: only pages with this widget fetch it
  load: async (ctx) => (await import('./load')).loadNewsDetail(ctx),
  head: ({ data, page }) => {
    const r = data?.result;
    if (!r) return undefined;
    if (!r.ok) return r.status === 404 ? { status: 404, noindex: true } : undefined;
    const n = r.data.item;
    const title = newsText(page.uiLang, n.title, n.enTitle);
    const description = newsText(page.uiLang, n.summary, n.enSummary);
    const picture = newsPicture(n);
    const image = picture ? absoluteUrl(page.origin ?? '', picture) : undefined;
    return {
      title,
      description,
      meta: [
        { property: 'og:type', content: 'article' },
        { property: 'og:title', content: title },
        { property: 'og:description', content: description },
        ...(image ? [{ property: 'og:image', content: image }] : []),
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: title,
          ...(n.publishedDate ? { datePublished: n.publishedDate.slice(0, 10) } : {}),
          ...(description ? { description } : {}),
          ...(image ? { image } : {}),
        },
      ],
    };
  },
  static: true,
  view: lazyView(() => import('./View')),
  presets: [{ name: 'News detail', props: {} }],
});
