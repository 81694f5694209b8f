// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithPage } from '../../testing/renderWithPage';
import SearchResults from './View';
import { parseSearch } from './url';
import { offeredTabs, type Facets, type ResultPage, type SearchItem, type SearchResultsData } from './model';
import { fixtureBundle } from '../../testing/renderWithPage';
import { problemOf } from './load';

const bundle = fixtureBundle();

const article = (id: number, over: Partial<SearchItem> = {}): SearchItem => ({
  id,
  type: 'article',
  siteId: 2,
  doi: `10.1/x.${id}`,
  title: `固态电池研究 ${id}`,
  enTitle: `Solid-state battery study ${id}`,
  keywords: ['电池', '电解质'],
  enKeywords: ['battery'],
  authors: [{ name: '王晓明', enName: 'Wang Xiaoming', corresponding: true }],
  journal: { siteId: 2, name: '中国医学期刊', enName: 'CMJ' },
  year: 2025,
  volume: 3,
  issue: 2,
  firstPage: 10,
  lastPage: 20,
  publishType: 0,
  versionLabel: 0,
  openAccess: 0,
  onlineDate: '2025-01-01',
  highlight: {
    title: `固态<em class="hl">电池</em>研究 ${id}<img src=x onerror=alert(1)>`,
    enTitle: `Solid-state <em class="hl">battery</em> study ${id}`,
    abstract: `硫化物<em class="hl">电池</em>的界面…`,
    enAbstract: 'Sulfide …',
  },
  ...over,
});

const facets: Facets = {
  year: [
    { value: 2026, label: '2026', count: 4 },
    { value: 2025, label: '2025', count: 7 },
    { value: 2024, label: '2024', count: 3 },
    { value: 2023, label: '2023', count: 2 },
    { value: 2022, label: '2022', count: 1 },
    { value: 2021, label: '2021', count: 1 },
  ],
  journal: [
    { value: 735, label: '先进材料研究', enLabel: 'Advanced Materials Research', count: 10 },
    { value: 502, label: '新能源材料', enLabel: 'New Energy Materials', count: 8 },
  ],
  author: [{ value: '王晓明', label: '王晓明', count: 5 }],
};

function dataFor(path: string, results: SearchResultsData['results'], over: Partial<SearchResultsData> = {}): SearchResultsData {
  const q = Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
  const { state, capped, badRows } = parseSearch(q);
  return { state, capped, tabs: offeredTabs(bundle), apiField: 'all', problem: problemOf(state, badRows), results, facets: { ok: true, data: facets }, ...over };
}

const page = (list: SearchItem[], total = list.length, p = 1): SearchResultsData['results'] => ({ ok: true, data: { list, total, page: p, size: 20 } as ResultPage });

function show(path: string, results: SearchResultsData['results'], over: Partial<SearchResultsData> = {}) {
  return renderWithPage(<SearchResults props={{}} data={dataFor(path, results, over)} id="sr" />, { path, bundle });
}

const hrefOf = (el: HTMLElement) => decodeURIComponent(el.getAttribute('href') ?? '').replace(/\+/g, ' ');

let navigated: string[] = [];
const capture = (e: MouseEvent) => {
  const a = (e.target as Element).closest('a');
  if (a) {
    navigated.push(decodeURIComponent(a.getAttribute('href') ?? '').replace(/\+/g, ' '));
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

const ZH = '/zh/searchPublication?type=thesis&searchType=singleSearch&index=-1&q=电池';

describe('search-results view', () => {
  it('renders highlighted titles and snippets as HTML (other tags dropped), linking to the article', () => {
    const { container } = show(ZH, page([article(100001)]));
    const link = screen.getByRole('link', { name: '固态电池研究 100001' });
    expect(link.getAttribute('href')).toBe('/zh/article/100001');
    expect(link.querySelector('em.hl')?.textContent).toBe('电池');
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.querySelector('.snippet em.hl')?.textContent).toBe('电池');
  });

  it('shows the result count in a live region and echoes the query', () => {
    show(ZH, page([article(1), article(2)], 57));
    const status = screen.getByRole('status', { name: '' });
    expect(status.textContent).toBe('共检索到 57 条结果');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const echo = screen.getByRole('group', { name: '检索条件' });
    expect(echo.textContent).toContain('电池');
  });

  it('says "Your search found no records" / 未检索到相关记录 when nothing matched', () => {
    show(ZH, page([], 0));
    expect(screen.getByText('未检索到相关记录')).toBeTruthy();
    cleanup();
    show('/en/searchPublication?type=thesis&q=zzz', page([], 0));
    expect(screen.getByText('Your search found no records')).toBeTruthy();
  });

  it('says "Data acquisition failed" when the search failed', () => {
    show('/en/searchPublication?q=x', { ok: false, status: 500, message: 'boom' });
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
    cleanup();
    show(ZH, { ok: false, status: 500, message: 'boom' });
    expect(screen.getByText('数据获取失败')).toBeTruthy();
  });

  it('facets are links that add and remove filter values (page back to 1)', () => {
    show(`${ZH}&year=2025&page=3`, page([article(1)], 30, 3));
    const years = screen.getByRole('heading', { name: '年份' }).closest('section')!;
    const y2024 = within(years).getByRole('link', { name: /^2024/ });
    expect(hrefOf(y2024)).toBe('/zh/searchPublication?searchType=singleSearch&index=-1&type=thesis&q=电池&year=2025,2024');
    const y2025 = within(years).getByRole('link', { name: /^2025.*已选/ });
    expect(hrefOf(y2025)).toBe('/zh/searchPublication?searchType=singleSearch&index=-1&type=thesis&q=电池');
    const author = screen.getByRole('heading', { name: '作者' }).closest('section')!;
    expect(hrefOf(within(author).getByRole('link', { name: /王晓明/ }))).toContain('&author=王晓明');
    // the active filter shows as a removable chip
    expect(hrefOf(screen.getByRole('link', { name: '移除筛选：2025' }))).not.toContain('year=');
  });

  it('caps a facet at five values: "Choose a maximum of 5."', () => {
    show('/en/searchPublication?type=thesis&q=x&year=2026,2025,2024,2023,2022', page([article(1)], 1));
    const years = screen.getByRole('heading', { name: 'Year' }).closest('section')!;
    expect(within(years).getByText('Choose a maximum of 5.')).toBeTruthy();
    expect(within(years).queryByRole('link', { name: /^2021/ })).toBeNull();
    expect(within(years).getByText('2021').closest('[aria-disabled="true"]')).toBeTruthy();
    // a selected value can still be removed
    expect(hrefOf(within(years).getByRole('link', { name: /^2026/ }))).toContain('year=2025,2024,2023,2022');
  });

  it('says so when the URL brought more than five values (cut to five)', () => {
    show('/zh/searchPublication?type=thesis&q=x&journal=1,2,3,4,5,6', page([article(1)], 1));
    expect(screen.getAllByText('最多选择5项。').length).toBeGreaterThan(0);
  });

  it('sort and year-window links keep the search and mark the current one', () => {
    show(`${ZH}&sort=views&page=2`, page([article(1)], 40, 2));
    const sort = screen.getByRole('navigation', { name: '排序' });
    expect(within(sort).getByRole('link', { name: '浏览量' }).getAttribute('aria-current')).toBe('true');
    expect(hrefOf(within(sort).getByRole('link', { name: '被引次数' }))).toBe('/zh/searchPublication?searchType=singleSearch&index=-1&type=thesis&q=电池&sort=citations');
    expect(hrefOf(within(sort).getByRole('link', { name: '相关度' }))).toBe('/zh/searchPublication?searchType=singleSearch&index=-1&type=thesis&q=电池');
    const years = screen.getByRole('navigation', { name: '时间范围' });
    expect(hrefOf(within(years).getByRole('link', { name: '近3年' }))).toContain('&sort=views&years=3');
    expect(within(years).getByRole('link', { name: '全部年份' }).getAttribute('aria-current')).toBe('true');
  });

  it('pages by 20 with the shared pager', () => {
    show(`${ZH}&page=2`, page([article(21)], 45, 2));
    const nav = screen.getByRole('navigation', { name: '分页' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['上一个', '1', '2', '3', '下一个']);
    expect(hrefOf(within(nav).getByRole('link', { name: '第 3 页' }))).toContain('q=电池&page=3');
    expect(hrefOf(within(nav).getByRole('link', { name: '第 1 页' }))).not.toContain('page=');
    expect(screen.getByRole('list', { name: '检索结果列表' }).getAttribute('start')).toBe('21');
  });

  it('shows the offered types as tabs with counts; a tab keeps the keyword and drops filters', () => {
    show(`${ZH}&year=2025`, page([article(1)], 9), { tabs: [{ type: 'thesis', count: 12 }, { type: 'picture', count: 3 }, { type: 'video' }] });
    const tabs = screen.getByRole('navigation', { name: '资源类型' });
    const current = within(tabs).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('文章(9)');
    expect(hrefOf(within(tabs).getByRole('link', { name: '图片(3)' }))).toBe('/zh/searchPublication?searchType=singleSearch&index=-1&type=picture&q=电池');
  });

  it('search within ANDs the new keyword and navigates to the canonical URL', () => {
    show(`${ZH}&year=2025&page=2`, page([article(1)], 30, 2));
    const form = screen.getByRole('search', { name: '在结果中检索' });
    fireEvent.change(within(form).getByLabelText('在结果中检索'), { target: { value: '电极' } });
    fireEvent.submit(form);
    expect(navigated).toEqual(['/zh/searchPublication?searchType=singleSearch&index=-1&type=thesis&q=电池 电极&year=2025']);
  });

  it('search within checks the keyword rules of spec 5', () => {
    show('/en/searchPublication?type=thesis&q=battery', page([article(1)], 1));
    const form = screen.getByRole('search', { name: 'Search within results' });
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('Please enter the search term.');
    fireEvent.change(within(form).getByLabelText('Search within results'), { target: { value: 'x'.repeat(145) } });
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('The search term must be at most 150 characters.');
    expect(navigated).toEqual([]);
  });

  it('an advanced search gets an AND row from search within, and echoes its rows', () => {
    const path = '/en/searchPublication?type=thesis&r1=title.fuzzy.alloy&r2=not.author.exact.Wang';
    show(path, page([article(1)], 1));
    const echo = screen.getByRole('group', { name: 'Your search' });
    expect(echo.textContent).toContain('Title(Fuzzy): alloy NOT Author(Exact): Wang');
    expect(hrefOf(within(echo).getByRole('link', { name: 'Modify search' }))).toBe('/en/seniorSearch?r1=title.fuzzy.alloy&r2=not.author.exact.Wang');
    const form = screen.getByRole('search', { name: 'Search within results' });
    fireEvent.change(within(form).getByLabelText('Field'), { target: { value: 'keyword' } });
    fireEvent.change(within(form).getByLabelText('Search within results'), { target: { value: 'creep' } });
    fireEvent.submit(form);
    expect(navigated).toEqual(['/en/searchPublication?type=thesis&r1=title.fuzzy.alloy&r2=not.author.exact.Wang&r3=and.keyword.fuzzy.creep']);
  });

  it('an empty or too long keyword shows the server messages and no results', () => {
    show('/en/searchPublication?type=thesis&q=', undefined);
    expect(screen.getByRole('alert', { name: '' }).textContent).toBe('Please enter the search term.');
    cleanup();
    show(`/zh/searchPublication?type=thesis&q=${'a'.repeat(151)}`, undefined);
    expect(screen.getByText('检索词不能超过150个字符。')).toBeTruthy();
    // the form starts a new search
    const form = screen.getByRole('search', { name: '检索词' });
    fireEvent.change(within(form).getByLabelText('检索词'), { target: { value: '电池' } });
    fireEvent.submit(form);
    expect(navigated).toEqual(['/zh/searchPublication?type=thesis&q=电池']);
  });

  it('links other resource types to their pages', () => {
    const pic: SearchItem = { id: 7, type: 'picture', articleId: 110100, url: '/f.svg', article: { id: 110100 }, highlight: { title: 'XRD <em class="hl">图谱</em>', abstract: '储氢<em class="hl">材料</em>' } };
    const news: SearchItem = { id: 9, type: 'news', publishedDate: '2025-03-16', views: 3, highlight: { title: '<em class="hl">材料</em>大会' } };
    show('/zh/searchPublication?type=picture&q=图谱', page([pic, news], 2));
    expect(screen.getByRole('link', { name: 'XRD 图谱' }).getAttribute('href')).toBe('/zh/article/110100');
    expect(screen.getByRole('link', { name: '储氢材料' }).getAttribute('href')).toBe('/zh/article/110100');
    expect(screen.getByRole('link', { name: '材料大会' }).getAttribute('href')).toBe('/zh/newsDetails/9');
  });

  it('renders without data (e.g. a failed loader) as the data error', () => {
    renderWithPage(<SearchResults props={{}} data={undefined} id="sr" />, { path: '/en/searchPublication' });
    expect(screen.getByText('Data acquisition failed')).toBeTruthy();
  });

  it('collapses the facets behind a disclosure button (phones)', () => {
    const { container } = show(ZH, page([article(1)], 1));
    // shown below 768 px only (jsdom applies the desktop rule)
    const toggle = container.querySelector<HTMLButtonElement>('aside button.toggle')!;
    expect(toggle.textContent).toBe('筛选');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.className).toBe('panel');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toBe('panel open');
  });
});
