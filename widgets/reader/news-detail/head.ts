/** Head of one news item: its title and summary, Open Graph tags and a schema.org NewsArticle; 404 for an unknown id. */
import type { PageData } from '../../../engine/render/pageData';
import { absoluteUrl, type PageHeadPart } from '../../../engine/render/pageHead';
import { newsPicture, newsText } from '../news-list/model';
import type { NewsDetailData } from './load';

export function newsDetailHead({ data, page }: { data: NewsDetailData | undefined; page: PageData }): PageHeadPart | undefined {
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
}
