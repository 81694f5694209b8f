/**
 * The result page's loader (server-rendered; in-place navigation runs it in the browser): read the
 * search from the URL, check the keyword rules of spec 5 before asking anything, then load the
 * result page and the facet counts in parallel — /front/search + /front/search/clusters, or
 * /front/advSearch + /front/advSearch/clusters for advanced rows. A facet with a selection is
 * counted once more without its own filter, so its other values stay choosable (values of one
 * facet are ORed). Never throws: failures become `{ok:false}` for the view.
 */
import type { WidgetLoadContext } from '../../../engine/registry/types';
import type { Envelope } from '../../../engine/data/api';
import type { DataClient } from '../../../engine/data/client';
import { fetchData, type Loaded } from '../../shared/reader/content';
import { apiFieldOf, offeredTabs, optionsTypeOf, type Facets, type FacetEntry, type Problem, type ResultPage, type SearchItem, type SearchResultsData } from './model';
import {
  MAX_ROWS,
  MAX_TERM_LENGTH,
  MULTI_FACETS,
  PAGE_SIZE,
  apiTypeOf,
  parseSearch,
  rowsParam,
  searchTypeOf,
  termLength,
  type MultiFacet,
  type SearchState,
} from './url';
import type { SearchResultsProps } from './View';

type Params = Record<string, string | number | boolean | undefined>;

interface SearchOption {
  field?: unknown;
  condition?: unknown;
  enCondition?: unknown;
}

/** The problem of a state that must not reach the API (spec 5), if any. */
export function problemOf(s: SearchState, badRows: string[]): Problem | undefined {
  if (s.mode === 'simple') {
    if (!s.q) return 'empty';
    if (termLength(s.q) > MAX_TERM_LENGTH) return 'long';
    return undefined;
  }
  if (badRows.length) return 'badRows';
  if (!s.rows.length) return 'empty';
  if (s.rows.length > MAX_ROWS) return 'tooManyRows';
  if (s.rows.some((r) => termLength(r.term) > MAX_TERM_LENGTH)) return 'long';
  if (s.rows.some((r) => (r.field === 'firstPage' || r.field === 'lastPage') && !/^\d{1,9}$/.test(r.term))) return 'pageNumber';
  if (s.from !== undefined && s.to !== undefined && s.from > s.to) return 'years';
  return undefined;
}

/** Years the filters allow: the year facet, within the advanced from-to range; null: no year filter. */
export function yearFilter(s: SearchState, withFacet = true): number[] | null {
  const facet = withFacet ? s.filters.year : [];
  if (s.from === undefined && s.to === undefined) return facet.length ? facet : null;
  const from = Math.max(s.from ?? 1800, 1800);
  const to = Math.min(s.to ?? 2200, 2200);
  const range: number[] = [];
  for (let y = to; y >= from && range.length < 400; y--) range.push(y);
  return facet.length ? facet.filter((y) => range.includes(y)) : range;
}

/** API parameters of the state's filters; `without` leaves one facet's own filter out. */
function filterParams(s: SearchState, without?: MultiFacet): Params | null {
  const years = yearFilter(s, without !== 'year');
  if (years && !years.length) return null; // nothing can match
  return {
    year: years?.join(','),
    journal: without === 'journal' ? undefined : s.filters.journal.join(','),
    column: without === 'column' ? undefined : s.filters.column.join(','),
    author: s.filters.author,
    institution: s.filters.institution,
    keyword: s.filters.keyword,
    years: s.years === 'all' ? undefined : s.years,
  };
}

async function fieldOption(api: DataClient, siteId: number | undefined, s: SearchState): Promise<{ field?: string; label?: { zh?: string; en?: string } }> {
  if (!s.field || s.field === 'all') return {};
  const env = await fetchData<SearchOption[]>(api.searchOptions({ siteId: siteId ?? 0, type: optionsTypeOf(s.type) }));
  const list = env.ok && Array.isArray(env.data) ? env.data.filter((o) => o && typeof o.field === 'string' && o.field !== '') : [];
  // thesis and publication submit the option's order number (its position in the list)
  const byIndex = /^\d+$/.test(s.field) && (s.type === 'thesis' || s.type === 'publication');
  const opt = byIndex ? list[Number(s.field)] : list.find((o) => o.field === s.field);
  if (!opt) return byIndex ? {} : { field: s.field };
  const label = {
    ...(typeof opt.condition === 'string' && opt.condition ? { zh: opt.condition } : {}),
    ...(typeof opt.enCondition === 'string' && opt.enCondition ? { en: opt.enCondition } : {}),
  };
  return { field: opt.field as string, label };
}

/** Long texts the view shows only as highlighted snippets: left out of the page state. */
const SNIPPET_ONLY = ['abstract', 'enAbstract', 'description', 'enDescription', 'summary', 'enSummary', 'research', 'enResearch'];

function slim(page: ResultPage): ResultPage {
  const list = (Array.isArray(page.list) ? page.list : []).map((item) => {
    const out: SearchItem = { ...item };
    for (const k of SNIPPET_ONLY) delete out[k];
    if (item.highlight) {
      const { title, enTitle, abstract, enAbstract } = item.highlight;
      out.highlight = { title, enTitle, abstract, enAbstract };
    }
    return out;
  });
  return { ...page, list };
}

const EMPTY_PAGE = (page: number): ResultPage => ({ list: [], total: 0, page, size: PAGE_SIZE });

function facetsOf(data: Record<string, unknown>): Facets {
  const out: Facets = {};
  for (const k of ['year', 'journal', 'column', 'author', 'institution', 'keyword'] as const) {
    const v = data[k];
    if (Array.isArray(v)) out[k] = v.filter((e): e is FacetEntry => !!e && typeof e === 'object' && 'value' in e && typeof (e as FacetEntry).count === 'number');
  }
  return out;
}

export async function loadSearchResults({ api, site, bundle, route, uiLang }: WidgetLoadContext<SearchResultsProps>): Promise<SearchResultsData> {
  const { state, capped, badRows } = parseSearch(route.query);
  const tabs = offeredTabs(bundle);
  const base = { state, capped, tabs };
  const problem = problemOf(state, badRows);
  if (problem) return { ...base, problem, apiField: 'all' };

  const siteId = site.siteId ?? site.id;
  const option = state.mode === 'simple' ? await fieldOption(api, siteId, state) : {};
  const apiField = apiFieldOf(option.field);
  const common: Params = { siteId, language: uiLang };
  const query: Params =
    state.mode === 'simple'
      ? { q: state.q, type: apiTypeOf(state.type), field: apiField === 'all' ? undefined : apiField }
      : { rows: rowsParam(state.rows), publishType: state.publishType, openAccess: state.openAccess };
  // the search parameters come from the URL as one loose set; the API checks and names bad ones
  type Ask = (p: Params) => Promise<Envelope<unknown>>;
  const [list, cluster] = (state.mode === 'simple' ? [api.search, api.searchClusters] : [api.advSearch, api.advSearchClusters]) as unknown as [Ask, Ask];
  const done = (results: Loaded<ResultPage>, facets: Loaded<Facets>, counts?: FacetEntry[]): SearchResultsData => ({
    ...base,
    apiField,
    ...(option.label && Object.keys(option.label).length ? { fieldLabel: option.label } : {}),
    tabs: counts ? tabs.map((t) => ({ ...t, count: counts.find((c) => searchTypeOf(String(c.value)) === t.type)?.count })) : tabs,
    results,
    facets,
  });

  const filters = filterParams(state);
  if (!filters) return done({ ok: true, data: EMPTY_PAGE(state.page) }, { ok: true, data: {} });

  const selected = MULTI_FACETS.filter((k) => state.filters[k].length > 0);
  const [results, clusters, ...others] = await Promise.all([
    fetchData<ResultPage>(list({ ...common, ...query, ...filters, sort: state.sort === 'relevance' ? undefined : state.sort, page: state.page, size: PAGE_SIZE })),
    fetchData<Record<string, unknown>>(cluster({ ...common, ...query, ...filters })),
    ...selected.map((k) => {
      const f = filterParams(state, k);
      return f ? fetchData<Record<string, unknown>>(cluster({ ...common, ...query, ...f })) : Promise.resolve({ ok: false as const, status: 0, message: '' });
    }),
  ]);
  let facets: Loaded<Facets>;
  let counts: FacetEntry[] | undefined;
  if (clusters.ok) {
    const f = facetsOf(clusters.data ?? {});
    selected.forEach((k, i) => {
      const o = others[i];
      if (o?.ok) f[k] = facetsOf(o.data ?? {})[k] ?? f[k];
    });
    facets = { ok: true, data: f };
    const rt = (clusters.data ?? {}).resourceType;
    if (state.mode === 'simple' && Array.isArray(rt)) counts = rt as FacetEntry[];
  } else facets = clusters;
  return done(results.ok ? { ok: true, data: slim(results.data) } : results, facets, counts);
}
