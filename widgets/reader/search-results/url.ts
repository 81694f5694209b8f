/**
 * The search state of the result page, kept in the URL (server-rendered, shareable, back/forward
 * work): parse the query of /{lang}/searchPublication into a SearchState and write one back.
 * Pure functions, shared by the loader, the views and the advanced-search form.
 *
 * URL encoding (readable, one parameter per value, unknown parameters pass through):
 * - simple search: `type=<thesis|picture|...>&q=<keyword>[&field=<order number or field name>]`
 *   (what the header search box writes; `searchType`, `index`, `slds`, `lang` pass through)
 * - advanced search: one parameter per row, `r1`..`r10`, each `[op.]field.match.term`:
 *   op `and|or|not` (never on the first row), field of spec 3 (`title, author, institution,
 *   keyword, abstract, doi, part, firstPage, lastPage`), match `exact` (precise=1) or `fuzzy`
 *   (precise=0), then the term itself (dots allowed: only the leading parts are split off), e.g.
 *   `r1=title.fuzzy.电池&r2=and.keyword.fuzzy.电解质&r3=not.author.exact.王晓明`; plus
 *   `pt=0|1` (formal / online first), `oa=0|1` (open access / not), `from=YYYY&to=YYYY`.
 *   A form without JavaScript may send rows as `f<n>` (field), `t<n>` (term), `m<n>` (exact|fuzzy),
 *   `o<n>` (op); they are read the same way and written back as `r<n>`.
 * - both: `sort=date|views|downloads|citations` (relevance when absent), `years=5|3|1` (all when
 *   absent), `page=N`, facet filters `year=2025,2024`, `journal=735`, `column=101,102` (at most 5
 *   values each), `author=`, `institution=`, `keyword=` (one value each, as the API takes them).
 */
import type { AdvField, AdvOp, SortKey, YearWindow } from '../../../server/search/query';
import type { QueryValue } from '../../../engine/routing/menu';

export const SEARCH_TYPES = ['thesis', 'publication', 'picture', 'table', 'video', 'audio', 'news', 'other', 'book', 'expert'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Every spelling of a type the result page accepts (names, spec 3 resource type ids). */
const TYPE_ALIASES: Record<string, SearchType> = {
  thesis: 'thesis',
  article: 'thesis',
  '428': 'thesis',
  publication: 'publication',
  '-3': 'publication',
  picture: 'picture',
  '25': 'picture',
  table: 'table',
  '26': 'table',
  video: 'video',
  '29': 'video',
  audio: 'audio',
  '28': 'audio',
  news: 'news',
  '-2': 'news',
  other: 'other',
  '0': 'other',
  book: 'book',
  '-4': 'book',
  expert: 'expert',
  '-5': 'expert',
};

export function searchTypeOf(v: string | null | undefined): SearchType | undefined {
  return v === undefined || v === null ? undefined : TYPE_ALIASES[v.trim().toLowerCase()];
}

/** The API's name of a search type (/front/search `type`). */
export function apiTypeOf(t: SearchType): string {
  return t === 'thesis' ? 'article' : t;
}

export const ADV_FIELDS: readonly AdvField[] = ['title', 'author', 'institution', 'keyword', 'abstract', 'doi', 'part', 'firstPage', 'lastPage'];
export const ADV_OPS: readonly AdvOp[] = ['AND', 'OR', 'NOT'];
export const SORTS: readonly SortKey[] = ['relevance', 'date', 'views', 'downloads', 'citations'];
export const YEAR_WINDOWS: readonly YearWindow[] = ['all', '5', '3', '1'];
export type { AdvField, AdvOp, SortKey, YearWindow };

/** Spec 5 / 9 limits. */
export const MAX_TERM_LENGTH = 150;
export const MAX_ROWS = 10;
export const MAX_SELECTIONS = 5;
export const PAGE_SIZE = 20;

export interface AdvRow {
  field: AdvField;
  term: string;
  op: AdvOp;
  /** 1 exact (precise), 0 fuzzy. */
  precise: 0 | 1;
}

export const MULTI_FACETS = ['year', 'journal', 'column'] as const;
export const SINGLE_FACETS = ['author', 'institution', 'keyword'] as const;
export type MultiFacet = (typeof MULTI_FACETS)[number];
export type SingleFacet = (typeof SINGLE_FACETS)[number];
export type FacetKey = MultiFacet | SingleFacet;
export const FACET_KEYS: readonly FacetKey[] = [...MULTI_FACETS, ...SINGLE_FACETS];

export interface FacetFilters {
  year: number[];
  journal: number[];
  column: number[];
  author?: string;
  institution?: string;
  keyword?: string;
}

export interface SearchState {
  mode: 'simple' | 'advanced';
  type: SearchType;
  /** Simple search keyword (trimmed; '' when absent). */
  q: string;
  /** The `field` parameter as given (order number or name), '' when absent. */
  field: string;
  /** Advanced rows with a term (blank rows dropped). */
  rows: AdvRow[];
  publishType?: 0 | 1;
  openAccess?: 0 | 1;
  from?: number;
  to?: number;
  sort: SortKey;
  years: YearWindow;
  page: number;
  filters: FacetFilters;
}

export interface ParsedState {
  state: SearchState;
  /** Facets given more than MAX_SELECTIONS values (cut to the first five). */
  capped: MultiFacet[];
  /** Rows that could not be read (unknown field, bad syntax): their parameter names. */
  badRows: string[];
}

const trimmed = (v: string | undefined): string => (v ?? '').trim();
const bit = (v: string | undefined): 0 | 1 | undefined => (v === '0' ? 0 : v === '1' ? 1 : undefined);
const yearOf = (v: string | undefined): number | undefined => (v && /^\d{4}$/.test(v.trim()) ? Number(v.trim()) : undefined);

function opOf(v: string | undefined): AdvOp | undefined {
  const u = (v ?? '').toUpperCase();
  return (ADV_OPS as readonly string[]).includes(u) ? (u as AdvOp) : undefined;
}

function fieldOf(v: string | undefined): AdvField | undefined {
  const f = ADV_FIELDS.find((x) => x.toLowerCase() === (v ?? '').toLowerCase());
  return f;
}

function matchOf(v: string | undefined): 0 | 1 | undefined {
  const m = (v ?? '').toLowerCase();
  return m === 'exact' || m === '1' || m === 'precise' ? 1 : m === 'fuzzy' || m === '0' ? 0 : undefined;
}

const ROW_RE = /^(?:(and|or|not)\.)?([A-Za-z]+)\.(?:(exact|fuzzy)\.)?([\s\S]*)$/i;

/** One advanced row from its `r<n>` value; null when unreadable; term '' for a blank row. */
export function decodeRow(v: string): AdvRow | null {
  const m = ROW_RE.exec(v);
  if (!m) return null;
  const field = fieldOf(m[2]);
  if (!field) return null;
  return { field, op: opOf(m[1]) ?? 'AND', precise: matchOf(m[3]) ?? 0, term: m[4]!.trim() };
}

/** The `r<n>` value of a row (the first row carries no operator). */
export function encodeRow(row: AdvRow, index: number): string {
  const parts: string[] = [];
  if (index > 0) parts.push(row.op.toLowerCase());
  parts.push(row.field, row.precise === 1 ? 'exact' : 'fuzzy', row.term.trim());
  return parts.join('.');
}

/** Rows of a query (`r<n>`, else the form's `f<n>`/`t<n>`/`m<n>`/`o<n>`), in order. */
export function decodeRows(query: Record<string, string>): { rows: AdvRow[]; bad: string[]; present: boolean } {
  const rows: AdvRow[] = [];
  const bad: string[] = [];
  let present = false;
  for (let n = 1; n <= MAX_ROWS; n++) {
    const r = query[`r${n}`];
    if (r !== undefined) {
      present = true;
      const row = decodeRow(r);
      if (!row) bad.push(`r${n}`);
      else if (row.term) rows.push(row);
      continue;
    }
    const t = query[`t${n}`];
    if (t === undefined) continue;
    present = true;
    const field = fieldOf(query[`f${n}`] ?? 'title');
    if (!field) {
      bad.push(`f${n}`);
      continue;
    }
    if (t.trim()) rows.push({ field, term: t.trim(), op: opOf(query[`o${n}`]) ?? 'AND', precise: matchOf(query[`m${n}`]) ?? 0 });
  }
  // the first row's operator means nothing
  if (rows[0]) rows[0] = { ...rows[0], op: 'AND' };
  return { rows, bad, present };
}

function intList(v: string | undefined, re: RegExp): number[] {
  if (!v) return [];
  const out: number[] = [];
  for (const s of v.split(',')) {
    const t = s.trim();
    if (re.test(t)) {
      const n = Number(t);
      if (!out.includes(n)) out.push(n);
    }
  }
  return out;
}

/** The search state of a result-page query. Never throws; unreadable values fall back to defaults. */
export function parseSearch(query: Record<string, string>): ParsedState {
  const { rows, bad, present } = decodeRows(query);
  const advanced = present;
  const capped: MultiFacet[] = [];
  const lists: Record<MultiFacet, number[]> = {
    year: intList(query.year, /^\d{4}$/),
    journal: intList(query.journal, /^\d{1,10}$/),
    column: intList(query.column, /^\d{1,10}$/),
  };
  for (const k of MULTI_FACETS) {
    if (lists[k].length > MAX_SELECTIONS) {
      lists[k] = lists[k].slice(0, MAX_SELECTIONS);
      capped.push(k);
    }
  }
  const sort = (SORTS as readonly string[]).includes(query.sort ?? '') ? (query.sort as SortKey) : 'relevance';
  const years = (YEAR_WINDOWS as readonly string[]).includes(query.years ?? '') ? (query.years as YearWindow) : 'all';
  const pageN = Number.parseInt(query.page ?? '1', 10);
  const single = (k: SingleFacet) => trimmed(query[k]) || undefined;
  const state: SearchState = {
    mode: advanced ? 'advanced' : 'simple',
    type: advanced ? 'thesis' : (searchTypeOf(query.type) ?? 'thesis'),
    q: advanced ? '' : trimmed(query.q),
    field: advanced ? '' : trimmed(query.field),
    rows,
    publishType: advanced ? bit(query.pt) : undefined,
    openAccess: advanced ? bit(query.oa) : undefined,
    from: advanced ? yearOf(query.from) : undefined,
    to: advanced ? yearOf(query.to) : undefined,
    sort,
    years,
    page: Number.isFinite(pageN) && pageN >= 1 ? Math.min(pageN, 10000) : 1,
    filters: { ...lists, author: single('author'), institution: single('institution'), keyword: single('keyword') },
  };
  // A no-JavaScript search-within form sends `within`: AND it to the query.
  const within = trimmed(query.within);
  if (within) Object.assign(state, withinState(state, within, query.wf));
  return { state, capped, badRows: bad };
}

/** Parameters the state owns (everything else in the URL passes through unchanged). */
const OWN = new Set(['type', 'q', 'field', 'pt', 'oa', 'from', 'to', 'sort', 'years', 'page', 'within', 'wf', ...FACET_KEYS]);

function owned(key: string): boolean {
  return OWN.has(key) || /^[rftmo]([1-9]|10)$/.test(key);
}

/** The query parameters of a state, in a fixed, readable order (defaults left out). */
export function encodeSearch(s: SearchState): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = { type: s.type };
  if (s.mode === 'advanced') {
    s.rows.slice(0, MAX_ROWS).forEach((r, i) => (out[`r${i + 1}`] = encodeRow(r, i)));
    out.pt = s.publishType;
    out.oa = s.openAccess;
    out.from = s.from;
    out.to = s.to;
  } else {
    out.q = s.q;
    out.field = s.field;
  }
  out.sort = s.sort === 'relevance' ? undefined : s.sort;
  out.years = s.years === 'all' ? undefined : s.years;
  for (const k of MULTI_FACETS) out[k] = s.filters[k].length ? s.filters[k].join(',') : undefined;
  for (const k of SINGLE_FACETS) out[k] = s.filters[k];
  out.page = s.page > 1 ? s.page : undefined;
  return out;
}

/**
 * The full query of a state: parameters the state does not own (searchType, index, slds, lang)
 * first, as they were, then the state's own.
 */
export function searchQuery(current: Record<string, string>, s: SearchState): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [k, v] of Object.entries(current)) if (!owned(k)) out[k] = v;
  return { ...out, ...encodeSearch(s) };
}

/** The same search with some parts changed; the page goes back to 1 unless given. */
export function changed(s: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...s, page: 1, ...patch };
}

/** Toggle a value of a multi-valued facet; null when adding would pass the five-value cap. */
export function toggleMulti(s: SearchState, key: MultiFacet, value: number): SearchState | null {
  const cur = s.filters[key];
  if (cur.includes(value)) return changed(s, { filters: { ...s.filters, [key]: cur.filter((v) => v !== value) } });
  if (cur.length >= MAX_SELECTIONS) return null;
  return changed(s, { filters: { ...s.filters, [key]: [...cur, value] } });
}

/** Set or clear (same value again) a single-valued facet. */
export function toggleSingle(s: SearchState, key: SingleFacet, value: string): SearchState {
  return changed(s, { filters: { ...s.filters, [key]: s.filters[key] === value ? undefined : value } });
}

export const NO_FILTERS: FacetFilters = { year: [], journal: [], column: [] };

export function hasFilters(f: FacetFilters): boolean {
  return MULTI_FACETS.some((k) => f[k].length > 0) || SINGLE_FACETS.some((k) => !!f[k]);
}

/**
 * Search within the results: a simple search ANDs the new keyword to `q` (the API ANDs the words of
 * a query); an advanced search gets one more row `AND <field> fuzzy <keyword>`.
 */
export function withinState(s: SearchState, keyword: string, field?: string): Partial<SearchState> {
  const k = keyword.trim();
  if (s.mode === 'advanced') {
    const f = fieldOf(field) ?? 'title';
    return { rows: [...s.rows, { field: f, term: k, op: 'AND', precise: 0 }], page: 1 };
  }
  return { q: s.q ? `${s.q} ${k}` : k, page: 1 };
}

/** Characters of a keyword as the API counts them (code points). */
export function termLength(s: string): number {
  return Array.from(s.trim()).length;
}

/** The API's rows parameter. */
export function rowsParam(rows: AdvRow[]): string {
  return JSON.stringify(rows.map((r) => ({ field: r.field, term: r.term, op: r.op, precise: r.precise })));
}
