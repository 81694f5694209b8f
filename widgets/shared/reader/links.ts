/** Links between reader pages, in the family of the current page (no slds: the path names the site). */
import { linkRoute, queryString, type QueryValue } from '../../../engine/routing/menu';
import { sitePath } from '../../../engine/routing/links';
import type { PageContextValue } from '../../../engine/render/context';
import type { RouteMatch } from '../../../engine/routing/match';
import type { Lang } from '../../../engine/routing/pageKinds';

type PageLike = { route: Pick<RouteMatch, 'family' | 'sld' | 'query'>; lang: Lang };

/** `/{lang}/<path>` or `/{sld}/{lang}/<path>`, plus a query string. */
export function readerHref(page: PageLike, path: string, query: Record<string, QueryValue> = {}): string {
  return `${sitePath(linkRoute(page.route), page.lang, path)}${queryString(query)}`;
}

export const articleHref = (page: PageLike, id: number | string) => readerHref(page, `article/${id}`);
export const issueHref = (page: PageLike, year: number | string, issue: number | string) => readerHref(page, `issue/${year}/${issue}`);
export const newsHref = (page: PageLike, id: number | string) => readerHref(page, `newsDetails/${id}`);

/** The current page's URL with some query parameters replaced (paging, sort, filters). */
export function withQuery(page: Pick<PageContextValue, 'route'>, changes: Record<string, QueryValue>): string {
  const q: Record<string, QueryValue> = { ...page.route.query };
  for (const [k, v] of Object.entries(changes)) q[k] = v;
  return `${page.route.pathname}${queryString(q)}`;
}
