import { describe, expect, it } from 'vitest';
import { queryString } from '../../../engine/routing/menu';
import { parseQuery } from '../../../engine/routing/match';
import {
  decodeRow,
  encodeRow,
  encodeSearch,
  parseSearch,
  searchQuery,
  toggleMulti,
  toggleSingle,
  withinState,
  type AdvRow,
  type SearchState,
} from './url';

/** Through a real URL: encode, serialise, parse the query string back, decode. */
const roundTrip = (s: SearchState) => parseSearch(parseQuery(queryString(encodeSearch(s)))).state;

const base: SearchState = {
  mode: 'simple',
  type: 'thesis',
  q: '电池',
  field: '',
  rows: [],
  sort: 'relevance',
  years: 'all',
  page: 1,
  filters: { year: [], journal: [], column: [] },
};

const rows: AdvRow[] = [
  { field: 'title', term: '固态 电池', op: 'AND', precise: 0 },
  { field: 'keyword', term: '电解质', op: 'AND', precise: 1 },
  { field: 'author', term: '王晓明', op: 'NOT', precise: 1 },
  { field: 'doi', term: '10.12411/amr.2025.0015', op: 'OR', precise: 0 },
  { field: 'firstPage', term: '12', op: 'AND', precise: 0 },
  { field: 'institution', term: 'a.b & c=d; "x"', op: 'AND', precise: 0 },
];

describe('advanced rows in the URL', () => {
  it('encodes a row as [op.]field.match.term, the first without an operator', () => {
    expect(encodeRow(rows[0]!, 0)).toBe('title.fuzzy.固态 电池');
    expect(encodeRow(rows[2]!, 2)).toBe('not.author.exact.王晓明');
    expect(encodeRow(rows[3]!, 3)).toBe('or.doi.fuzzy.10.12411/amr.2025.0015');
  });

  it('decodes what it encodes, terms with dots and symbols included', () => {
    rows.forEach((r, i) => expect(decodeRow(encodeRow(r, i))).toEqual(i === 0 ? { ...r, op: 'AND' } : r));
  });

  it('round-trips a whole advanced search through a query string', () => {
    const s: SearchState = {
      ...base,
      mode: 'advanced',
      q: '',
      rows,
      publishType: 1,
      openAccess: 0,
      from: 2020,
      to: 2024,
      sort: 'citations',
      years: '5',
      page: 3,
      filters: { year: [2024, 2023], journal: [735], column: [101], author: '王晓明', institution: undefined, keyword: '电池' },
    };
    expect(roundTrip(s)).toEqual(s);
    const qs = queryString(encodeSearch(s));
    expect(qs).toContain('r1=title.fuzzy.');
    expect(qs).toContain('r3=not.author.exact.');
    expect(qs).toContain('pt=1&oa=0&from=2020&to=2024&sort=citations&years=5&year=2024%2C2023&journal=735&column=101');
  });

  it('round-trips a simple search and keeps the header parameters', () => {
    const s: SearchState = { ...base, type: 'picture', q: 'XRD 图谱', field: '1', sort: 'date', filters: { year: [2025], journal: [], column: [] } };
    expect(roundTrip(s)).toEqual(s);
    const q = searchQuery({ type: 'thesis', searchType: 'singleSearch', index: '-1', q: 'x', slds: 'amr', page: '4' }, s);
    expect(q).toMatchObject({ searchType: 'singleSearch', index: '-1', slds: 'amr', type: 'picture', q: 'XRD 图谱', page: undefined });
  });

  it('reads the no-JavaScript form fields f<n>/t<n>/m<n>/o<n> like r<n>', () => {
    const s = parseSearch({ f1: 'title', t1: '合金', m1: 'fuzzy', f2: 'author', t2: '王', o2: 'NOT', m2: 'exact', t3: '  ', f3: 'keyword' }).state;
    expect(s.mode).toBe('advanced');
    expect(s.rows).toEqual([
      { field: 'title', term: '合金', op: 'AND', precise: 0 },
      { field: 'author', term: '王', op: 'NOT', precise: 1 },
    ]);
  });

  it('reports unreadable rows and ignores the first row operator', () => {
    const p = parseSearch({ r1: 'not.title.fuzzy.a', r2: 'nosuch.fuzzy.b', r3: 'garbage' });
    expect(p.state.rows).toEqual([{ field: 'title', term: 'a', op: 'AND', precise: 0 }]);
    expect(p.badRows).toEqual(['r2', 'r3']);
  });
});

describe('filters, cap and search within', () => {
  it('cuts a facet of more than five values to five and says so', () => {
    const p = parseSearch({ q: 'x', year: '2026,2025,2024,2023,2022,2021' });
    expect(p.state.filters.year).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(p.capped).toEqual(['year']);
  });

  it('adds and removes facet values, refusing a sixth', () => {
    const one = toggleMulti(base, 'year', 2024)!;
    expect(one.filters.year).toEqual([2024]);
    expect(toggleMulti(one, 'year', 2024)!.filters.year).toEqual([]);
    const five = { ...base, filters: { ...base.filters, journal: [1, 2, 3, 4, 5] } };
    expect(toggleMulti(five, 'journal', 6)).toBeNull();
    expect(toggleMulti(five, 'journal', 3)!.filters.journal).toEqual([1, 2, 4, 5]);
    expect(toggleSingle(base, 'author', '王').filters.author).toBe('王');
    expect(toggleSingle({ ...base, filters: { ...base.filters, author: '王' } }, 'author', '王').filters.author).toBeUndefined();
  });

  it('changing a filter goes back to page 1', () => {
    expect(toggleMulti({ ...base, page: 4 }, 'column', 101)!.page).toBe(1);
  });

  it('search within ANDs a keyword (simple) or adds an AND row (advanced); `within` in the URL does the same', () => {
    expect(withinState(base, '电极')).toEqual({ q: '电池 电极', page: 1 });
    const adv = { ...base, mode: 'advanced' as const, q: '', rows: [rows[0]!] };
    expect(withinState(adv, '硫化物', 'keyword').rows).toEqual([rows[0], { field: 'keyword', term: '硫化物', op: 'AND', precise: 0 }]);
    expect(parseSearch({ q: '电池', within: '电极' }).state.q).toBe('电池 电极');
  });
});
