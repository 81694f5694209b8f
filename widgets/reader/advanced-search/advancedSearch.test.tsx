// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithPage } from '../../testing/renderWithPage';
import AdvancedSearch from './View';
import { addRow, initialForm, removeRow, updateRow, validateForm } from './form';
import { encodeSearch, parseSearch } from '../search-results/url';
import { queryString } from '../../../engine/routing/menu';

let navigated: string[] = [];
const capture = (e: MouseEvent) => {
  const a = (e.target as Element).closest('a');
  if (a) {
    navigated.push(decodeURIComponent(a.getAttribute('href') ?? ''));
    e.preventDefault();
  }
};
beforeEach(() => {
  navigated = [];
  document.addEventListener('click', capture);
});
afterEach(() => {
  document.removeEventListener('click', capture);
  cleanup();
});

const show = (path = '/zh/seniorSearch', initialRows?: number) => renderWithPage(<AdvancedSearch props={initialRows ? { initialRows } : {}} data={undefined} id="adv" />, { path });

const rowsOf = () => screen.getAllByRole('group').filter((g) => g.hasAttribute('data-row'));

describe('advanced-search form model', () => {
  it('starts with blank rows, or with the rows and limits of the URL', () => {
    expect(initialForm({}).rows.map((r) => r.field)).toEqual(['title', 'author', 'keyword']);
    const f = initialForm({ r1: 'keyword.exact.电池', r2: 'not.author.fuzzy.王', pt: '1', oa: '0', from: '2020', to: 'x' }, 1);
    expect(f.rows.map(({ field, term, op, precise }) => ({ field, term, op, precise }))).toEqual([
      { field: 'keyword', term: '电池', op: 'AND', precise: 1 },
      { field: 'author', term: '王', op: 'NOT', precise: 0 },
    ]);
    expect([f.publishType, f.openAccess, f.from, f.to]).toEqual(['1', '0', '2020', '']);
  });

  it('keeps between 1 and 10 rows', () => {
    let f = initialForm({}, 1);
    expect(removeRow(f, f.rows[0]!.key)).toBe(f);
    for (let i = 0; i < 12; i++) f = addRow(f);
    expect(f.rows).toHaveLength(10);
    expect(new Set(f.rows.map((r) => r.key)).size).toBe(10);
  });

  it('validates terms, page numbers and years; the valid form becomes the search state (URL round trip)', () => {
    const f0 = initialForm({});
    const empty = validateForm(f0);
    expect('errors' in empty && empty.errors.rows[f0.rows[0]!.key]).toBe('search.required');
    let f = updateRow(f0, f0.rows[0]!.key, { term: 'x'.repeat(151) });
    f = updateRow(f, f.rows[1]!.key, { field: 'firstPage', term: '12a' });
    const bad = validateForm({ ...f, from: '20', to: '2020' });
    expect('errors' in bad && bad.errors).toEqual({ rows: { [f.rows[0]!.key]: 'searchPage.tooLong', [f.rows[1]!.key]: 'searchPage.pageNumber' }, from: 'searchPage.yearFormat' });
    const order = validateForm({ ...updateRow(f0, f0.rows[0]!.key, { term: 'a' }), from: '2025', to: '2020' });
    expect('errors' in order && order.errors.to).toBe('searchPage.yearsOrder');
    f = updateRow(f0, f0.rows[0]!.key, { term: ' 电池 ', op: 'NOT' });
    f = updateRow(f, f.rows[2]!.key, { term: '钠', op: 'NOT', precise: 1 });
    const ok = validateForm({ ...f, publishType: '1', from: '2020', to: '2024' });
    if (!('state' in ok)) throw new Error('expected a state');
    expect(ok.state.rows).toEqual([
      { field: 'title', term: '电池', op: 'AND', precise: 0 },
      { field: 'keyword', term: '钠', op: 'NOT', precise: 1 },
    ]);
    const back = parseSearch(Object.fromEntries(new URLSearchParams(queryString(encodeSearch(ok.state))))).state;
    expect(back).toEqual(ok.state);
  });
});

describe('advanced-search view', () => {
  it('labels every control; rows are fieldsets; the first row has no operator', () => {
    show('/en/seniorSearch');
    const rows = rowsOf();
    expect(rows.map((r) => r.getAttribute('aria-label') ?? r.querySelector('legend')?.textContent)).toEqual(['Condition 1', 'Condition 2', 'Condition 3']);
    expect(within(rows[0]!).queryByLabelText('Operator')).toBeNull();
    expect(within(rows[1]!).getByLabelText('Operator')).toBeTruthy();
    for (const r of rows) {
      expect(within(r).getByLabelText('Field')).toBeTruthy();
      expect(within(r).getByLabelText('Search term')).toBeTruthy();
      expect(within(r).getByLabelText('Match')).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Publication' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Online first' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Non-open access' })).toBeTruthy();
    expect(screen.getByLabelText('From year')).toBeTruthy();
    expect(within(rows[0]!).getByLabelText('Field').querySelectorAll('option')).toHaveLength(9);
  });

  it('adds rows up to 10 and removes down to 1', async () => {
    show('/zh/seniorSearch', 1);
    const add = screen.getByRole('button', { name: '+ 添加条件' });
    expect(screen.getByRole('button', { name: '删除条件 1' })).toHaveProperty('disabled', true);
    for (let i = 0; i < 9; i++) fireEvent.click(add);
    expect(rowsOf()).toHaveLength(10);
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('最多10个检索条件。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除条件 4' }));
    expect(rowsOf()).toHaveLength(9);
    expect(add).toHaveProperty('disabled', false);
    await act(async () => new Promise((r) => setTimeout(r, 5)));
    expect(document.activeElement?.getAttribute('name')).toBe('t4');
  });

  it('shows the empty-term message in both languages and goes nowhere', () => {
    show('/en/seniorSearch');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const term = within(rowsOf()[0]!).getByLabelText('Search term');
    expect(term.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(term.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter the search term.');
    expect(screen.getByText('Please correct the marked fields.').getAttribute('role')).toBe('alert');
    cleanup();
    show('/zh/seniorSearch');
    fireEvent.click(screen.getByRole('button', { name: '检索' }));
    expect(screen.getByText('请输入检索词。')).toBeTruthy();
    expect(navigated).toEqual([]);
  });

  it('marks too long terms, page numbers and years', () => {
    show('/zh/seniorSearch');
    const [r1, r2] = rowsOf();
    fireEvent.change(within(r1!).getByLabelText('检索词'), { target: { value: '电'.repeat(151) } });
    fireEvent.change(within(r2!).getByLabelText('检索字段'), { target: { value: 'lastPage' } });
    fireEvent.change(within(r2!).getByLabelText('检索词'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('起始年份'), { target: { value: '2025' } });
    fireEvent.change(screen.getByLabelText('结束年份'), { target: { value: '2021' } });
    fireEvent.click(screen.getByRole('button', { name: '检索' }));
    expect(screen.getByText('检索词不能超过150个字符。')).toBeTruthy();
    expect(screen.getByText('起始页、结束页必须是数字。')).toBeTruthy();
    expect(screen.getByText('起始年份不能晚于结束年份。')).toBeTruthy();
    expect(navigated).toEqual([]);
  });

  it('submits AND / OR / NOT rows and limits to the result page, encoded in the URL', () => {
    show('/amr/zh/seniorSearch');
    const [r1, r2, r3] = rowsOf();
    fireEvent.change(within(r1!).getByLabelText('检索词'), { target: { value: '电池' } });
    fireEvent.change(within(r2!).getByLabelText('检索词'), { target: { value: '王晓明' } });
    fireEvent.change(within(r2!).getByLabelText('匹配方式'), { target: { value: 'exact' } });
    fireEvent.change(within(r3!).getByLabelText('逻辑关系'), { target: { value: 'NOT' } });
    fireEvent.change(within(r3!).getByLabelText('检索词'), { target: { value: '钠离子' } });
    fireEvent.click(screen.getByRole('radio', { name: '网络首发' }));
    fireEvent.click(screen.getByRole('radio', { name: '开放获取' }));
    fireEvent.change(screen.getByLabelText('起始年份'), { target: { value: '2020' } });
    fireEvent.change(screen.getByLabelText('结束年份'), { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: '检索' }));
    expect(navigated).toEqual([
      '/amr/zh/searchPublication?type=thesis&r1=title.fuzzy.电池&r2=and.author.exact.王晓明&r3=not.keyword.fuzzy.钠离子&pt=1&oa=0&from=2020&to=2026',
    ]);
  });

  it('is prefilled from the URL ("modify search") and is a GET form the result page reads', () => {
    const { container } = show('/en/seniorSearch?r1=keyword.exact.creep&r2=or.title.fuzzy.alloy&oa=1');
    const rows = rowsOf();
    expect(rows).toHaveLength(3);
    expect((within(rows[0]!).getByLabelText('Search term') as HTMLInputElement).value).toBe('creep');
    expect((within(rows[1]!).getByLabelText('Operator') as HTMLSelectElement).value).toBe('OR');
    expect((screen.getByRole('radio', { name: 'Non-open access' }) as HTMLInputElement).checked).toBe(true);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/en/searchPublication');
    expect(form.getAttribute('method')).toBe('get');
    const sent = Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
    expect(parseSearch(sent).state.rows).toEqual([
      { field: 'keyword', term: 'creep', op: 'AND', precise: 1 },
      { field: 'title', term: 'alloy', op: 'OR', precise: 0 },
    ]);
  });
});
