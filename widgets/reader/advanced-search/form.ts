/**
 * The advanced-search form's model: rows of field x term x match joined by AND / OR / NOT (the first
 * row has no operator), limits (publish type, open access, year range), the rules a submission must
 * pass (spec 5: a term, at most 150 characters; page numbers; four-digit years in order) and the
 * search state it submits. No React here.
 */
import {
  ADV_FIELDS,
  MAX_ROWS,
  MAX_TERM_LENGTH,
  NO_FILTERS,
  decodeRows,
  termLength,
  type AdvField,
  type AdvOp,
  type AdvRow,
  type SearchState,
} from '../search-results/url';

export const MIN_ROWS = 1;
export const DEFAULT_FIELDS: readonly AdvField[] = ['title', 'author', 'keyword', 'abstract', 'institution', 'doi', 'part', 'firstPage', 'lastPage', 'title'];

export interface FormRow {
  /** Stable React key. */
  key: number;
  field: AdvField;
  term: string;
  op: AdvOp;
  /** '1' exact, '0' fuzzy. */
  precise: 0 | 1;
}

export interface AdvForm {
  rows: FormRow[];
  /** '' any, '0' formal, '1' online first. */
  publishType: '' | '0' | '1';
  /** '' any, '0' open access, '1' not open access. */
  openAccess: '' | '0' | '1';
  from: string;
  to: string;
}

/** Message keys (with parameters) per field that failed. */
export interface FormErrors {
  /** By row key. */
  rows: Record<number, string>;
  from?: string;
  to?: string;
}

export function blankRow(key: number, index: number): FormRow {
  return { key, field: DEFAULT_FIELDS[index % DEFAULT_FIELDS.length] ?? 'title', term: '', op: 'AND', precise: 0 };
}

/** The form a page starts with: the URL's rows and limits (a "modify search" link), else blank rows. */
export function initialForm(query: Record<string, string>, initialRows = 3): AdvForm {
  const { rows } = decodeRows(query);
  const n = Math.min(Math.max(initialRows, MIN_ROWS), MAX_ROWS);
  const list: FormRow[] = rows.slice(0, MAX_ROWS).map((r, i) => ({ key: i, ...r }));
  for (let i = list.length; i < n; i++) list.push(blankRow(i, i));
  const bit = (v: string | undefined): '' | '0' | '1' => (v === '0' || v === '1' ? v : '');
  const year = (v: string | undefined) => (v && /^\d{4}$/.test(v) ? v : '');
  return { rows: list, publishType: bit(query.pt), openAccess: bit(query.oa), from: year(query.from), to: year(query.to) };
}

export function addRow(f: AdvForm): AdvForm {
  if (f.rows.length >= MAX_ROWS) return f;
  const key = f.rows.reduce((m, r) => Math.max(m, r.key), -1) + 1;
  return { ...f, rows: [...f.rows, blankRow(key, f.rows.length)] };
}

export function removeRow(f: AdvForm, key: number): AdvForm {
  if (f.rows.length <= MIN_ROWS) return f;
  return { ...f, rows: f.rows.filter((r) => r.key !== key) };
}

export function updateRow(f: AdvForm, key: number, patch: Partial<Omit<FormRow, 'key'>>): AdvForm {
  return { ...f, rows: f.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) };
}

const PAGE_FIELDS: readonly AdvField[] = ['firstPage', 'lastPage'];

/** Check a submission: the search state to show, or the errors to mark. */
export function validateForm(f: AdvForm): { state: SearchState } | { errors: FormErrors } {
  const errors: FormErrors = { rows: {} };
  const filled = f.rows.filter((r) => r.term.trim() !== '');
  if (!filled.length) errors.rows[f.rows[0]!.key] = 'search.required';
  for (const r of filled) {
    const t = r.term.trim();
    if (termLength(t) > MAX_TERM_LENGTH) errors.rows[r.key] = 'searchPage.tooLong';
    else if (PAGE_FIELDS.includes(r.field) && !/^\d{1,9}$/.test(t)) errors.rows[r.key] = 'searchPage.pageNumber';
  }
  const from = f.from.trim();
  const to = f.to.trim();
  if (from && !/^\d{4}$/.test(from)) errors.from = 'searchPage.yearFormat';
  if (to && !/^\d{4}$/.test(to)) errors.to = 'searchPage.yearFormat';
  if (!errors.from && !errors.to && from && to && Number(from) > Number(to)) errors.to = 'searchPage.yearsOrder';
  if (Object.keys(errors.rows).length || errors.from || errors.to) return { errors };
  const rows: AdvRow[] = filled.map((r, i) => ({ field: r.field, term: r.term.trim(), op: i === 0 ? 'AND' : r.op, precise: r.precise }));
  return {
    state: {
      mode: 'advanced',
      type: 'thesis',
      q: '',
      field: '',
      rows,
      publishType: f.publishType === '' ? undefined : (Number(f.publishType) as 0 | 1),
      openAccess: f.openAccess === '' ? undefined : (Number(f.openAccess) as 0 | 1),
      from: from ? Number(from) : undefined,
      to: to ? Number(to) : undefined,
      sort: 'relevance',
      years: 'all',
      page: 1,
      filters: NO_FILTERS,
    },
  };
}

export { ADV_FIELDS, MAX_ROWS };
