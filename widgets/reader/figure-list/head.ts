/** Head of the figures and tables page: the tab's name (and page number) and its description. */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import { siteNameOf, type PageHeadPart } from '../../../engine/render/pageHead';
import type { FigureListData } from './load';

export function figureListHead({ data, page }: { data: FigureListData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data) return undefined;
  const t = tFor(page.uiLang);
  const tab = t(`mediaPages.${data.tab}`);
  return {
    title: data.page > 1 ? `${tab} - ${t('reader.pageN', { n: data.page })}` : tab,
    description: t(`mediaPages.${data.tab}Description`, { site: siteNameOf(page) }),
  };
}
