/**
 * Search-box settings derived from the header config (spec 2.4, 3, 5): the resource types offered,
 * keyword limits and the result-page URL.
 */
import { queryString, withSlds } from '../../../../engine/routing/menu';
import { sitePath } from '../../../../engine/routing/links';
import type { RouteMatch } from '../../../../engine/routing/match';
import type { Lang } from '../../../../engine/routing/pageKinds';
import type { HeaderConfig } from '../../../../schemas/generated/types';

/** Resource type ids of spec 3 and the search-type names they map to. */
export const RESOURCE_TYPES: Readonly<Record<number, SearchTypeName>> = {
  428: 'thesis',
  25: 'picture',
  29: 'video',
  28: 'audio',
  [-2]: 'news',
  0: 'other',
  [-3]: 'publication',
};

export type SearchTypeName =
  | 'thesis'
  | 'expert'
  | 'picture'
  | 'table'
  | 'video'
  | 'audio'
  | 'publication'
  | 'news'
  | 'other'
  | 'book'
  | 'wechat'
  | 'mixed';

/** Keyword maximum length (spec 5, 9). */
export const SEARCH_MAX_LENGTH = 150;

/** Resource types offered by the search box: searchConfigs.resourceTypes, else resourceType "428;25". */
export function searchTypesOf(header: HeaderConfig): SearchTypeName[] {
  const ids: number[] = header.searchConfigs?.resourceTypes?.length
    ? header.searchConfigs.resourceTypes
    : (header.resourceType ?? '')
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number);
  const names: SearchTypeName[] = [];
  for (const id of ids) {
    const n = RESOURCE_TYPES[id];
    if (n && !names.includes(n)) names.push(n);
  }
  if (!names.length) names.push('thesis');
  return header.resourceSearch === 0 ? names.slice(0, 1) : names;
}

/** The search result URL for a keyword and resource type (spec 2.2 /searchPublication). */
export function searchUrl(m: { linkRoute: Pick<RouteMatch, 'family' | 'sld'>; lang: Lang }, type: SearchTypeName, keyword: string): string {
  const q = queryString({ type, searchType: 'singleSearch', index: -1, q: keyword });
  return withSlds(`${sitePath(m.linkRoute, m.lang, 'searchPublication')}${q}`, m.linkRoute);
}
