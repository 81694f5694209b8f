/**
 * What the result page shows and how it is derived from the site: the types offered as tabs, the
 * search-field mapping of the header's field options, sorts and year windows per type, and the
 * shapes the loader hands to the view. No React here.
 */
import type { SearchOptionsParams } from '../../../schemas/generated/endpoints';
import type { SiteBundle } from '../../../engine/config/bundle';
import type { Loaded } from '../../shared/reader/content';
import { boxSearchTypes, restrictSearchTypes, type SearchTypeName } from '../../chrome/site-header/parts/search';
import type { SearchField } from '../../../server/search/query';
import { SEARCH_TYPES, type FacetKey, type MultiFacet, type SearchState, type SearchType, type SortKey } from './url';

export interface FacetEntry {
  value: string | number;
  label: string;
  enLabel?: string;
  id?: number;
  count: number;
}

export type Facets = Partial<Record<FacetKey, FacetEntry[]>>;

/** One result item as /front/search returns it (fields depend on the type). */
export type SearchItem = Record<string, unknown> & {
  id: number;
  type: string;
  highlight?: { title?: string | null; enTitle?: string | null; abstract?: string | null; enAbstract?: string | null };
};

export interface ResultPage {
  list: SearchItem[];
  total: number;
  page: number;
  size: number;
  terms?: string[];
  /** Advanced search: the API's echo of the query. */
  query?: {
    rows?: { field: string; term: string; op: string; precise: number }[];
    publishType?: number | null;
    openAccess?: number | null;
    summary?: string;
  };
}

export interface TypeTab {
  type: SearchType;
  /** Configured tab label (search-config name / enName), if any. */
  name?: string;
  enName?: string;
  /** Matches of the current keyword in this type (simple search), when known. */
  count?: number;
}

/** Problems found before asking the API (spec 5), as searchPage / search message keys. */
export type Problem = 'empty' | 'long' | 'badRows' | 'tooManyRows' | 'years' | 'pageNumber';

export interface SearchResultsData {
  state: SearchState;
  /** Canonical query of the state (links are built from it). */
  problem?: Problem;
  /** Facets whose URL had more than five values (cut to five). */
  capped: MultiFacet[];
  tabs: TypeTab[];
  /** The field searched, as the API takes it ('all' when none). */
  apiField: SearchField;
  /** Label of the chosen field option (from the site's search options), when one was chosen. */
  fieldLabel?: { zh?: string; en?: string };
  results?: Loaded<ResultPage>;
  /** Facet entries (for a facet with a selection: counted without that facet's own filter). */
  facets?: Loaded<Facets>;
}

const API_FIELDS: readonly SearchField[] = ['all', 'title', 'author', 'institution', 'keyword', 'abstract', 'doi'];

/**
 * A search-option field (site-configs search-options: caption, speaker, issn, cn, sponsor, isbn,
 * name, field, ...) as one of the API's fields; unknown ones search every field.
 */
export function apiFieldOf(field: string | undefined): SearchField {
  if (!field) return 'all';
  if ((API_FIELDS as readonly string[]).includes(field)) return field as SearchField;
  switch (field) {
    case 'caption':
    case 'name':
      return 'title';
    case 'speaker':
    case 'sponsor':
      return 'author';
    case 'issn':
    case 'cn':
    case 'isbn':
      return 'doi'; // the resources' identifier column (ISSN, CN, ISBN)
    case 'field':
      return 'abstract'; // an expert's research field
    default:
      return 'all';
  }
}

/** The getSearchOptions type of a search type (thesis and publication submit order numbers). */
export function optionsTypeOf(t: SearchType): SearchOptionsParams['type'] {
  // news and other have no field options: the API refuses them and no field is named
  return (t === 'thesis' ? 'article' : t) as SearchOptionsParams['type'];
}

/**
 * The types the site offers as tabs: the header search box's types (searchConfigs.resourceTypes,
 * else resourceType; spec 6 restriction applied), then the other open types of the site's
 * search-config (table, book, expert ... that the header's id list cannot name); a type the
 * search-config closes (isOpenConfig 0) is left out. `resourceSearch` 0 keeps the first type only.
 */
export function offeredTabs(bundle: Pick<SiteBundle, 'header' | 'site' | 'searchConfig'>): TypeTab[] {
  const header = bundle.header ?? {};
  const config = (bundle.searchConfig ?? []).filter((e) => (SEARCH_TYPES as readonly string[]).includes(e.type));
  const closed = new Set(config.filter((e) => e.isOpenConfig === 0).map((e) => e.type as string));
  const fromHeader = boxSearchTypes(header, bundle.site).filter((t): t is SearchType & SearchTypeName => (SEARCH_TYPES as readonly string[]).includes(t));
  let types: SearchType[];
  if (header.resourceSearch === 0) types = fromHeader.slice(0, 1);
  else {
    const all: SearchType[] = [...fromHeader];
    for (const e of config) if (e.isOpenConfig !== 0 && !all.includes(e.type as SearchType)) all.push(e.type as SearchType);
    types = restrictSearchTypes(all, bundle.site) as SearchType[];
  }
  const open = types.filter((t) => !closed.has(t));
  const list = open.length ? open : types.slice(0, 1);
  return list.map((type) => {
    const e = config.find((c) => c.type === type);
    return { type, ...(e?.name ? { name: e.name } : {}), ...(e?.enName ? { enName: e.enName } : {}) };
  });
}

/** Sorts that mean something for a type (the API falls back to relevance for the others). */
export function sortsFor(t: SearchType): SortKey[] {
  switch (t) {
    case 'thesis':
      return ['relevance', 'date', 'views', 'downloads', 'citations'];
    case 'video':
    case 'audio':
    case 'news':
      return ['relevance', 'date', 'views'];
    case 'publication':
    case 'expert':
      return ['relevance'];
    default:
      return ['relevance', 'date'];
  }
}

/** Whether a type has publication years (year windows and the year facet apply). */
export function datedType(t: SearchType): boolean {
  return t !== 'publication' && t !== 'expert';
}

/** A plain-text echo of a search (head title, aria labels): the keyword, or the rows' terms with operators. */
export function searchText(s: SearchState, t: (k: string) => string): string {
  if (s.mode === 'simple') return s.q;
  return s.rows.map((r, i) => `${i ? `${t(`searchPage.ops.${r.op}`)} ` : ''}${r.term}`).join(' ');
}
