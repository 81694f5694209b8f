/** Head of the news page: "<tab> - <channel or page name>" (the short home-page list adds nothing). */
import { tFor } from '../../../engine/i18n';
import type { PageData } from '../../../engine/render/pageData';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import type { NewsListData } from './load';
import { NEWS_TABS } from './model';

export function newsListHead({ data, page }: { data: NewsListData | undefined; page: PageData }): PageHeadPart | undefined {
  if (data?.mode !== 'page') return undefined;
  const t = tFor(page.uiLang);
  const ch = page.channel;
  const name = (ch && (page.uiLang === 'en' ? ch.enName || ch.name : ch.name)) || t(`pages.${page.pageKind}`, { defaultValue: '' }) || t('newsPages.title');
  const tab = t(`newsPages.tabs.${NEWS_TABS[data.tab]}`);
  return { title: tab === name ? tab : `${tab} - ${name}` };
}
