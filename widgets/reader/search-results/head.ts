/**
 * Head of the result page: "Search results: <q>" / "检索结果：<q>" (the keyword, or an advanced
 * search's terms with their operators), never indexed.
 */
import { i18nFor } from '../../../engine/i18n';
import type { PageHeadPart } from '../../../engine/render/pageHead';
import type { PageData } from '../../../engine/render/pageData';
import { searchText, type SearchResultsData } from './model';

export function searchResultsHead({ data, page }: { data: SearchResultsData | undefined; page: PageData }): PageHeadPart {
  const t = i18nFor(page.uiLang).t;
  const q = data ? searchText(data.state, (k) => t(k)).trim() : '';
  return { title: q ? t('searchPage.headTitle', { q }) : t('searchPage.title'), noindex: true };
}
