/** Head of one collection: its name, description and cover (Open Graph); 404 for an unknown id. */
import type { PageData } from '../../../engine/render/pageData';
import { absoluteUrl, type PageHeadPart } from '../../../engine/render/pageHead';
import { fileUrl } from '../../shared/text';
import { newsText } from '../news-list/model';
import type { CollectionArticlesData } from './load';

export function collectionArticlesHead({ data, page }: { data: CollectionArticlesData | undefined; page: PageData }): PageHeadPart | undefined {
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
}
