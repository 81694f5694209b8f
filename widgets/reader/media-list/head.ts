/** Head of the audio and video page: the played item's title and description, else the tab's; 404 for an unknown item. */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import { siteNameOf, type PageHeadPart } from '../../../engine/render/pageHead';
import { pick } from '../../shared/reader/content';
import type { MediaListData } from './load';

export function mediaListHead({ data, page }: { data: MediaListData | undefined; page: PageData }): PageHeadPart | undefined {
  if (!data) return undefined;
  const t = tFor(page.uiLang);
  const item = data.selected?.item;
  if (item && !item.ok && item.status === 404) return { title: t('mediaPages.notFound'), status: 404, noindex: true };
  if (item?.ok) {
    const m = item.data;
    return {
      title: pick(page.uiLang, m.title, m.enTitle),
      description: pick(page.uiLang, m.description, m.enDescription) || t(`mediaPages.${data.tab}Description`, { site: siteNameOf(page) }),
    };
  }
  const tab = t(`mediaPages.${data.tab}`);
  return {
    title: data.page > 1 ? `${tab} - ${t('reader.pageN', { n: data.page })}` : tab,
    description: t(`mediaPages.${data.tab}Description`, { site: siteNameOf(page) }),
  };
}
