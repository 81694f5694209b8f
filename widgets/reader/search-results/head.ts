/**
 * Head of the result page: "Search results: <q>" / "检索结果：<q>" (the keyword, or an advanced
 * search's terms with their operators). A search that found records is an indexable page — a
 * topic's landing page for crawlers — whose canonical URL keeps only the search itself (type,
 * keyword or rows, filters, page; plus lang and slds on plain query pages), not the parameters
 * links carry along (index, searchType). A search without records, or without a keyword, is not indexed.
 */
import { tFor } from '../../../engine/i18n';
import { absoluteUrl, type PageHeadPart } from '../../../engine/render/pageHead';
import type { PageData } from '../../../engine/render/pageData';
import { queryString } from '../../../engine/routing/menu';
import { searchText, type SearchResultsData } from './model';
import { encodeSearch } from './url';

export function searchResultsHead({ data, page }: { data: SearchResultsData | undefined; page: PageData }): PageHeadPart {
  const t = tFor(page.uiLang);
  const q = data ? searchText(data.state, (k) => t(k)).trim() : '';
  const title = q ? t('searchPage.headTitle', { q }) : t('searchPage.title');
  const found = data?.results?.ok ? data.results.data.total : 0;
  if (!q || found === 0) return { title, noindex: true };
  // plain query pages (/searchPublication?lang=&slds=) are told their language and site by the query
  const own = page.route.family === 'plain' ? { lang: page.route.query.lang, slds: page.route.query.slds } : {};
  const canonical = absoluteUrl(page.origin ?? '', `${page.route.pathname}${queryString({ ...own, ...encodeSearch(data!.state) })}`);
  return { title, links: [{ rel: 'canonical', href: canonical }] };
}
