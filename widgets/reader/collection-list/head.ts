/** Head of the collection list: a description naming the site's collections. */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import { newsText } from '../news-list/model';
import type { CollectionListData } from './load';

export function collectionListHead({ data, page }: { data: CollectionListData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data?.result.ok || data.result.data.length === 0) return undefined;
  const t = tFor(page.uiLang);
  const names = data.result.data.map((c) => newsText(page.uiLang, c.name, c.enName)).filter(Boolean);
  return { description: `${t('pages.collectionList')}${t('newsPages.colon')}${names.join(page.uiLang === 'zh' ? '；' : '; ')}` };
}
