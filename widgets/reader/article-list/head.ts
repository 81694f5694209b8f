/** Head of the full online-first / just-accepted / most-read pages (short lists add nothing). */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import { siteNameOf, type PageHeadPart } from '../../../engine/render/pageHead';
import type { ArticleListData, ArticleListProps } from './load';

const DESC = { onlineFirst: 'issueLists.descOnlineFirst', justAccepted: 'issueLists.descJustAccepted', mostRead: 'issueLists.descMostRead' } as const;

export function articleListHead({
  props,
  data,
  page,
}: {
  props: ArticleListProps;
  data: ArticleListData | undefined;
  page: PageData;
}): PageHeadPart | undefined {
  if (props.limit !== undefined || !data) return undefined; // a short list on the home page or a channel
  const t = tFor(page.uiLang);
  const name = t(`issueLists.${data.mode}`);
  const title = data.page > 1 ? `${name} - ${t('reader.pageN', { n: data.page })}` : name;
  if (!data.items.ok) return { title };
  const journal = siteNameOf(page);
  return {
    title,
    description: t(DESC[data.mode], { journal, count: data.items.data.total, range: t(`issueLists.range.${data.range ?? 'all'}`) }),
  };
}
