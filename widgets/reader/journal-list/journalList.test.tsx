// @vitest-environment jsdom
/** The journal page on the real app: journals by site scope, categories, keyword, ?id= detail and 404, paging, states. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { liveSite, paramsOf } from '../book-list/liveTesting';

const site = liveSite('journal-list');

const SEARCH = '/front/front-publication/search';
const BY_CAT = '/front/front-publication/search/searchByCat';
const grid = () => screen.getByRole('list', { name: /期刊列表|Journal list/ });
const names = () => within(grid()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
const cats = () => screen.getByRole('navigation', { name: /学科分类|Subject categories/ });
const catLinks = () => within(cats()).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
const robots = (head: { meta: { name?: string; content: string }[] } | undefined) => head?.meta.find((m) => m.name === 'robots')?.content;

describe('journal-list (/mag)', () => {
  it('the all site shows every journal: cover, names, ISSN/CN, publisher, frequency, a link to its site', async () => {
    const { page, calls } = await site.open('/all/zh/mag');
    expect(paramsOf(calls, SEARCH)).toEqual({ siteId: 1, page: 1, size: 12 });
    expect(h1s()).toEqual(['期刊导航']);
    expect(screen.getByRole('heading', { level: 2, name: '共 3 种期刊' })).toBeTruthy();
    expect(names()).toEqual(['Energy Materials Frontiers', '新能源材料学报', '先进材料研究']);
    const amr = grid().querySelector('[data-journal-id="735"]') as HTMLElement;
    expect(within(amr).getByRole('link', { name: '先进材料研究' }).getAttribute('href')).toBe('/all/zh/mag?id=735');
    expect(within(amr).getByRole('img', { name: '《先进材料研究》封面' }).getAttribute('src')).toBe('/rc-pub/front/files/get?id=amr.cover.svg');
    expect(amr.textContent).toContain('Advanced Materials Research');
    expect(amr.textContent).toContain('ISSN 1009-7735');
    expect(amr.textContent).toContain('CN 11-4735/TB');
    expect(amr.textContent).toContain('中国材料期刊出版中心');
    expect(amr.textContent).toContain('月刊');
    const visit = within(amr).getByRole('link', { name: '进入期刊网站：先进材料研究' });
    expect(visit.getAttribute('href')).toBe('/amr/zh/home');
    const emf = grid().querySelector('[data-journal-id="3"]') as HTMLElement;
    expect(emf.textContent).toContain('eISSN 2789-0003');
    expect(within(emf).getByRole('link', { name: '进入期刊网站：Energy Materials Frontiers' }).getAttribute('href')).toBe('/emf/zh/home');
    expect(page.head?.title).toBe('期刊导航 - 材料科学期刊平台');
    expect(page.head?.description).toBe('期刊：Energy Materials Frontiers；新能源材料学报；先进材料研究');
  });

  it('offers the configured categories that have journals, with counts, as filter links', async () => {
    const { calls } = await site.open('/all/zh/mag');
    expect(calls.filter((c) => c.path === BY_CAT).map((c) => c.params)).toContainEqual({ siteId: 1, cat: 'batteries', page: 1, size: 1 });
    expect(catLinks()).toEqual([
      ['全部', '/all/zh/mag', 'true'],
      ['金属材料(1)', '/all/zh/mag?cat=metal', null],
      ['复合材料(1)', '/all/zh/mag?cat=composite', null],
      ['电池材料(2)', '/all/zh/mag?cat=batteries', null],
      ['光伏材料(2)', '/all/zh/mag?cat=photovoltaic', null],
      ['催化材料(1)', '/all/zh/mag?cat=catalysis', null],
      ['氢能材料(1)', '/all/zh/mag?cat=hydrogen', null],
    ]);
    // the group: only its members count, a category without journals is left out
    await site.open('/cmg/en/mag');
    expect(catLinks().map(([text]) => text)).toEqual(['All', 'Metallic materials(1)', 'Composites(1)', 'Batteries(1)', 'Photovoltaics(1)', 'Hydrogen energy(1)']);
  });

  it('a category filters the journals (?cat=)', async () => {
    const { page, calls } = await site.open('/all/en/mag?cat=batteries');
    expect(paramsOf(calls, BY_CAT)).toEqual({ siteId: 1, cat: 'batteries', page: 1, size: 12 });
    expect(names()).toEqual(['Energy Materials Frontiers', 'Journal of New Energy Materials']);
    expect(screen.getByRole('heading', { level: 2, name: 'Batteries: 2' })).toBeTruthy();
    expect(within(cats()).getByRole('link', { name: 'Batteries(2)' }).getAttribute('aria-current')).toBe('true');
    expect(within(cats()).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(page.head?.title).toBe('Batteries - Journals - Materials Science Journals Platform');
    // the keyword form keeps the category
    const form = screen.getByRole('search', { name: 'Search journals' });
    expect(form.querySelector('input[type="hidden"][name="cat"]')?.getAttribute('value')).toBe('batteries');
    await site.open('/all/en/mag?cat=metal');
    expect(names()).toEqual(['Advanced Materials Research']);
  });

  it('a keyword searches names, ISSN, CN and publishers; with a category both apply', async () => {
    const { page, calls } = await site.open('/all/zh/mag?q=1009-7735');
    expect(paramsOf(calls, SEARCH)).toEqual({ siteId: 1, q: '1009-7735', page: 1, size: 12 });
    expect(names()).toEqual(['先进材料研究']);
    expect(screen.getByRole('heading', { level: 2, name: '“1009-7735”的检索结果：1 种期刊' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '清除检索' }).getAttribute('href')).toBe('/all/zh/mag');
    expect(robots(page.head)).toBe('noindex');
    await site.open('/all/en/mag?q=materials');
    expect(names()).toHaveLength(3);
    await site.open('/all/en/mag?q=materials&cat=batteries');
    expect(names()).toEqual(['Energy Materials Frontiers', 'Journal of New Energy Materials']);
    await site.open('/all/en/mag?q=Frontiers&cat=batteries');
    expect(names()).toEqual(['Energy Materials Frontiers']);
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “Frontiers”: 1' })).toBeTruthy();
    await site.open('/all/en/mag?q=nothing-like-this');
    expect(screen.getByRole('status').textContent).toBe('No journals match “nothing-like-this”.');
  });

  it('?id=N shows the journal on top: its facts, latest issue and a link to its site', async () => {
    const { page } = await site.open('/cmg/zh/mag?id=735');
    expect(h1s()).toEqual(['期刊导航']);
    const detail = screen.getByRole('region', { name: '先进材料研究' });
    const facts = Object.fromEntries([...detail.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      ISSN: '1009-7735',
      CN: '11-4735/TB',
      出版单位: '中国材料期刊出版中心',
      出版周期: '月刊',
      创刊年: '1988',
      文章数: '150',
      已出版期数: '34',
      最新一期: '2026年 第39卷 第10期 (2026-10-25)',
    });
    expect(within(detail).getByRole('link', { name: '2026年 第39卷 第10期' }).getAttribute('href')).toBe('/amr/zh/issue/2026/10');
    expect(within(detail).getByRole('link', { name: '进入期刊网站' }).getAttribute('href')).toBe('/amr/zh/home');
    expect(within(detail).getByRole('link', { name: '返回期刊列表' }).getAttribute('href')).toBe('/cmg/zh/mag');
    expect(detail.textContent).toContain('《先进材料研究》创刊于1988年');
    expect(grid().querySelector('[data-journal-id="735"]')?.getAttribute('aria-current')).toBe('true');
    expect(page.head?.title).toBe('先进材料研究 - 中国材料期刊群');
    expect(page.head?.description).toMatch(/^《先进材料研究》创刊于1988年/);
    expect(page.head?.status).toBeUndefined();
  });

  it.each([
    ['/all/en/mag?id=999', 'There is no journal with the id 999.'],
    // the group site itself is no journal
    ['/all/en/mag?id=2', 'There is no journal with the id 2.'],
    ['/all/en/mag?id=x1', 'There is no journal with the id x1.'],
    // another journal is out of a journal site's scope
    ['/amr/en/mag?id=502', 'There is no journal with the id 502.'],
  ])('%s: not found (404, noindex)', async (path, text) => {
    const { page } = await site.open(path);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Journal not found' })).toBeTruthy();
    expect(page.head?.status).toBe(404);
    expect(robots(page.head)).toBe('noindex');
    expect(names().length).toBeGreaterThan(0);
  });

  it('a journal site without member journals shows its own journal', async () => {
    await site.open('/emf/en/mag');
    expect(names()).toEqual(['Energy Materials Frontiers']);
    expect(catLinks().map(([text]) => text)).toEqual(['All', 'Batteries(1)', 'Photovoltaics(1)', 'Catalysis(1)']);
    await site.open('/amr/zh/mag', { replies: { [SEARCH]: { list: [], total: 0, page: 1, size: 12 } } });
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(h1s()).toEqual(['期刊导航']);
  });

  it('pages with ?page=N', async () => {
    const props = { type: 'journal-list', props: { size: 2 } };
    await site.open('/all/zh/mag', { props });
    expect(names()).toEqual(['Energy Materials Frontiers', '新能源材料学报']);
    expect(screen.getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe('/all/zh/mag?page=2');
    const { calls } = await site.open('/all/zh/mag?page=2&id=502', { props });
    expect(paramsOf(calls, SEARCH)).toEqual({ siteId: 1, page: 2, size: 2 });
    expect(names()).toEqual(['先进材料研究']);
    expect(screen.getByRole('link', { name: '第 1 页' }).getAttribute('href')).toBe('/all/zh/mag');
    // a category link starts again on page 1 without the detail
    expect(within(cats()).getByRole('link', { name: '金属材料(1)' }).getAttribute('href')).toBe('/all/zh/mag?cat=metal');
  });

  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty, failing list, failing counts', async (lang, empty, error) => {
    await site.open(`/cmg/${lang}/mag`, { replies: { [SEARCH]: { list: [], total: 0, page: 1, size: 12 } } });
    expect(screen.getByRole('status').textContent).toBe(empty);
    await site.open(`/cmg/${lang}/mag`, { failing: [SEARCH] });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.queryByRole('list', { name: /期刊列表|Journal list/ })).toBeNull();
    // the counts fail alone: the journals show, the categories without counts
    await site.open(`/cmg/${lang}/mag`, { failing: [BY_CAT] });
    expect(names()).toHaveLength(2);
    expect(catLinks()).toHaveLength(7);
    expect(catLinks().every(([text]) => !/\(\d+\)/.test(text ?? ''))).toBe(true);
  });
});
