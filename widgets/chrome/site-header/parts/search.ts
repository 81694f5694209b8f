/**
 * Search-box settings derived from the header config (spec 2.4, 3, 5, 6, 7.1): the resource types
 * offered, the site-specific restriction, search-field options and their submitted values, keyword
 * limits, the analyze call and the result-page URL. No React here: the loader (index.ts) and the
 * view share these functions, so server and browser agree on the first type and its options.
 */
import type { SearchOptionsParams } from '../../../../schemas/generated/endpoints';
import { queryString, withSlds } from '../../../../engine/routing/menu';
import { sitePath } from '../../../../engine/routing/links';
import type { DataClient } from '../../../../engine/data/client';
import type { RouteMatch } from '../../../../engine/routing/match';
import type { Lang, PageKind } from '../../../../engine/routing/pageKinds';
import type { HeaderConfig, SearchOption, Site } from '../../../../schemas/generated/types';
import type { SiteHeaderData } from '../types';
import { ACCOUNT_PAGE_KINDS } from './model';

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

/** Site codes / labels whose search is limited to four types (spec 6); compared case-insensitively. */
export const RESTRICTED_SEARCH_SITES: readonly string[] = ['entest01', 'entest04', 'emf', 'hsm'];
export const RESTRICTED_SEARCH_TYPES: readonly SearchTypeName[] = ['thesis', 'picture', 'audio', 'video'];

/**
 * Spec 6: on the restricted sites the box offers only thesis, picture, audio and video — the
 * configured types among those (in configured order), or all four when none of them is configured.
 * Other sites keep their types unchanged.
 */
export function restrictSearchTypes(types: readonly SearchTypeName[], site: { sld?: string; code?: string } | null | undefined): SearchTypeName[] {
  const ids = [site?.sld, site?.code].filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase());
  if (!ids.some((id) => RESTRICTED_SEARCH_SITES.includes(id))) return [...types];
  const kept = types.filter((t) => RESTRICTED_SEARCH_TYPES.includes(t));
  return kept.length ? kept : [...RESTRICTED_SEARCH_TYPES];
}

/** The types the search box offers on a site: the configured ones after the spec 6 restriction. */
export function boxSearchTypes(header: HeaderConfig, site: { sld?: string; code?: string } | null | undefined): SearchTypeName[] {
  return restrictSearchTypes(searchTypesOf(header), site);
}

/**
 * The getSearchOptions type for a search type, or undefined when the type has no field selector:
 * news and other by spec 2.4, wechat and mixed because the API has no options for them.
 */
export function fieldOptionsType(type: SearchTypeName): SearchOptionsParams['type'] | undefined {
  switch (type) {
    case 'thesis':
      return 'article';
    case 'publication':
    case 'picture':
    case 'table':
    case 'video':
    case 'audio':
    case 'book':
    case 'expert':
      return type;
    default:
      return undefined;
  }
}

/** Whether the header config allows the search-field selector (searchConfigs.isShowSearchOptions). */
export function fieldSelectorEnabled(header: HeaderConfig): boolean {
  const v = header.searchConfigs?.isShowSearchOptions;
  return v !== false && v !== 0;
}

/** Whether the header shows a search box at all (searchBox, searchConfigs.isShow). */
export function searchBoxEnabled(header: HeaderConfig): boolean {
  const v = header.searchConfigs?.isShow;
  return header.searchBox !== 0 && v !== false && v !== 0;
}

/**
 * The value a field option submits (spec 2.4): for thesis and publication the option's order
 * number — its 0-based position in the getSearchOptions list, which the result page maps back with
 * the same list — for every other type the option's `field`.
 */
export function fieldValue(type: SearchTypeName, option: Pick<SearchOption, 'field'>, index: number): string {
  return type === 'thesis' || type === 'publication' ? String(index) : option.field;
}

/** The options a getSearchOptions answer holds (entries without a field are dropped). */
function cleanOptions(data: unknown): SearchOption[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((o): o is SearchOption => !!o && typeof o === 'object' && typeof (o as SearchOption).field === 'string' && (o as SearchOption).field !== '')
    .map(({ field, condition, enCondition, jumpUrl }) => ({ field, condition, enCondition, jumpUrl }));
}

/**
 * Field options of a search type (spec 7.1 search conditions). An empty list when the type has none;
 * null when the call fails (non-zero status or a thrown request) — the box then shows no selector.
 */
export async function fetchFieldOptions(api: DataClient, siteId: number | undefined, type: SearchTypeName): Promise<SearchOption[] | null> {
  const apiType = fieldOptionsType(type);
  if (!apiType) return [];
  try {
    const env = await api.searchOptions({ siteId: siteId ?? 0, type: apiType });
    return env.status === 0 ? cleanOptions(env.data) : null;
  } catch {
    return null;
  }
}

/**
 * The site-header loader's data: the field options of the box's first type, so they are in the
 * server-rendered HTML. Never throws: a failed call means no field selector, never a broken header.
 */
export async function loadHeaderData({ api, bundle, pageKind }: { api: DataClient; bundle: { header: HeaderConfig; site: Site }; pageKind?: PageKind }): Promise<SiteHeaderData> {
  const header = bundle.header ?? {};
  // account pages show no search box (slim header): nothing to fetch
  if (pageKind && ACCOUNT_PAGE_KINDS.includes(pageKind)) return {};
  if (!searchBoxEnabled(header) || !fieldSelectorEnabled(header)) return {};
  const type = boxSearchTypes(header, bundle.site)[0];
  if (!type || !fieldOptionsType(type)) return {};
  const options = await fetchFieldOptions(api, bundle.site?.siteId ?? bundle.site?.id, type);
  return options ? { searchOptions: { type, options } } : {};
}

/** The analyze type of a search type (spec 7.1, 7.7): only thesis (article) and publication analyze. */
export function analyzeType(type: SearchTypeName): 'article' | 'publication' | undefined {
  return type === 'thesis' ? 'article' : type === 'publication' ? 'publication' : undefined;
}

/**
 * Analyze a keyword (spec 7.1): the analysed terms on status 0, else null (non-zero status or a
 * failed request), which the box shows as the data-error message.
 */
export async function analyzeKeyword(api: DataClient, q: string, type: 'article' | 'publication'): Promise<string[] | null> {
  try {
    const env = await api.analyze({ q, type });
    if (env.status !== 0) return null;
    return Array.isArray(env.data) ? env.data.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return null;
  }
}

/**
 * The search result URL for a keyword and resource type (spec 2.2 /searchPublication); `field` is
 * the chosen field option's value (order number or field name), omitted without a field selector.
 */
export function searchUrl(m: { linkRoute: Pick<RouteMatch, 'family' | 'sld'>; lang: Lang }, type: SearchTypeName, keyword: string, field?: string): string {
  const q = queryString({ type, searchType: 'singleSearch', index: -1, q: keyword, field });
  return withSlds(`${sitePath(m.linkRoute, m.lang, 'searchPublication')}${q}`, m.linkRoute);
}
