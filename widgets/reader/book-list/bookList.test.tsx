// @vitest-environment jsdom
/** The book page on the real app: demo books by site scope, keyword search, ?id= detail and 404, paging, states. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { liveSite, paramsOf } from './liveTesting';

const site = liveSite('book-list');

const SEARCH = '/front/rc-book/search';
const list = () => screen.getByRole('list', { name: /图书列表|Book list/ });
const titles = () => within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
const form = () => screen.getByRole('search', { name: /检索图书|Search books/ }) as HTMLFormElement;
const robots = (head: { meta: { name?: string; content: string }[] } | undefined) => head?.meta.find((m) => m.name === 'robots')?.content;

describe('book-list (/bookList)', () => {
  it("lists the journal's books with cover, title, authors, publisher, year and ISBN", async () => {
    const { page, calls } = await site.open('/amr/zh/bookList');
    expect(paramsOf(calls, SEARCH)).toEqual({ siteId: 735, page: 1, size: 20 });
    expect(h1s()).toEqual(['图书']);
    expect(screen.getByRole('heading', { level: 2, name: '共 4 种图书' })).toBeTruthy();
    expect(titles()).toEqual(['材料腐蚀与防护（第3版）', '金属增材制造原理与技术', '高熵合金：基础与应用', '钛合金热加工与组织控制']);
    const first = within(list()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: '《材料腐蚀与防护（第3版）》封面' }).getAttribute('src')).toBe('/rc-pub/front/files/get?id=content.book-4.svg');
    expect(within(first).getByRole('link', { name: '材料腐蚀与防护（第3版）' }).getAttribute('href')).toBe('/amr/zh/bookList?id=4');
    expect(first.textContent).toContain('钟静航, 曾洋');
    expect(first.textContent).toContain('机械工业出版社');
    expect(first.textContent).toContain('2025');
    expect(first.textContent).toContain('ISBN 978-7-111-36892-2');
    expect(form().getAttribute('action')).toBe('/amr/zh/bookList');
    expect(form().getAttribute('method')).toBe('get');
    expect(within(form()).getByRole('searchbox', { name: '检索图书' }).getAttribute('name')).toBe('q');
    expect(page.head?.title).toBe('图书 - 先进材料研究');
    expect(page.head?.description).toMatch(/^图书：材料腐蚀与防护（第3版）；金属增材制造原理与技术/);
    expect(robots(page.head)).toBeUndefined();
  });

  it('a keyword narrows the list and is echoed; the clear link goes back to every book', async () => {
    const { page, calls } = await site.open('/all/zh/bookList?q=%E7%94%B5%E6%B1%A0');
    expect(paramsOf(calls, SEARCH)).toEqual({ siteId: 1, q: '电池', page: 1, size: 20 });
    expect(titles()).toEqual(['固态电池：材料与界面', '锂离子电池正极材料']);
    expect(screen.getByRole('heading', { level: 2, name: '“电池”的检索结果：2 种图书' })).toBeTruthy();
    expect((within(form()).getByRole('searchbox') as HTMLInputElement).value).toBe('电池');
    expect(screen.getByRole('link', { name: '清除检索' }).getAttribute('href')).toBe('/all/zh/bookList');
    expect(screen.getByRole('link', { name: '锂离子电池正极材料' }).getAttribute('href')).toBe(`/all/zh/bookList?q=${encodeURIComponent('电池')}&id=5`);
    expect(robots(page.head)).toBe('noindex');
    await site.open('/all/zh/bookList');
    expect(titles()).toHaveLength(10);
  });

  it('English: a search by ISBN prefix, English titles and authors', async () => {
    await site.open('/all/en/bookList?q=978-7-03');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “978-7-03”: 4' })).toBeTruthy();
    expect(titles()).toEqual([
      'Solid-State Batteries: Materials and Interfaces',
      'Energy Storage Materials: Principles and Practice',
      'Perovskite Photovoltaic Materials and Devices',
      'High-Entropy Alloys: Fundamentals and Applications',
    ]);
    expect(list().textContent).toContain('Wang Xiaming, Han Xiarong');
    expect(screen.getByRole('img', { name: 'Cover of Solid-State Batteries: Materials and Interfaces' })).toBeTruthy();
  });

  it.each([
    ['zh', '没有找到与“zzqq”相关的图书'],
    ['en', 'No books match “zzqq”.'],
  ])('%s: a search without results says so', async (lang, text) => {
    await site.open(`/amr/${lang}/bookList?q=zzqq`);
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('list', { name: /图书列表|Book list/ })).toBeNull();
  });

  it('?id=N shows every field of the book on top of the list', async () => {
    const { page, calls } = await site.open('/amr/zh/bookList?id=3');
    expect(calls.some((c) => c.path === '/front/rc-book/getBookInfo/3')).toBe(true);
    expect(h1s()).toEqual(['图书']);
    const detail = screen.getByRole('region', { name: '钛合金热加工与组织控制' });
    expect(within(detail).getByText('Hot Working and Microstructure Control of Titanium Alloys')).toBeTruthy();
    const facts = Object.fromEntries([...detail.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 作者: '汪曦德, 范静峰', 出版社: '冶金工业出版社', 出版年: '2022', ISBN: '978-7-502-35169-4' });
    expect(within(detail).getByRole('heading', { level: 3, name: '内容简介' })).toBeTruthy();
    expect(detail.textContent).toContain('本书围绕钛合金锻造、轧制和热处理过程中的组织演变');
    expect(within(detail).getByRole('img', { name: '《钛合金热加工与组织控制》封面' })).toBeTruthy();
    expect(within(detail).getByRole('link', { name: '返回图书列表' }).getAttribute('href')).toBe('/amr/zh/bookList');
    // the list stays below, the shown book marked
    expect(titles()).toHaveLength(4);
    expect(document.querySelector('[data-book-id="3"]')?.getAttribute('aria-current')).toBe('true');
    expect(page.head?.title).toBe('钛合金热加工与组织控制 - 先进材料研究');
    expect(page.head?.description).toMatch(/^本书围绕钛合金锻造/);
    expect(page.head?.jsonLd[0]).toMatchObject({ '@type': 'Book', name: '钛合金热加工与组织控制', isbn: '978-7-502-35169-4', datePublished: '2022' });
    expect(page.head?.status).toBeUndefined();
  });

  it.each([
    ['/amr/en/bookList?id=99', 'There is no book with the id 99.'],
    ['/amr/en/bookList?id=abc', 'There is no book with the id abc.'],
    // a book of another journal is not this journal's
    ['/amr/en/bookList?id=6', 'There is no book with the id 6.'],
  ])('%s: not found (404, noindex), the list still below', async (path, text) => {
    const { page } = await site.open(path);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Book not found' })).toBeTruthy();
    expect(page.head?.status).toBe(404);
    expect(robots(page.head)).toBe('noindex');
    expect(titles()).toHaveLength(4);
  });

  it("a group finds its member journal's book", async () => {
    const { page } = await site.open('/cmg/en/bookList?id=6');
    expect(screen.getByRole('region', { name: 'Solid-State Batteries: Materials and Interfaces' })).toBeTruthy();
    expect(page.head?.status).toBeUndefined();
  });

  it('pages with ?page=N; page links leave the detail out', async () => {
    const props = { type: 'book-list', props: { size: 3 } };
    const { calls } = await site.open('/all/en/bookList?id=3', { props });
    expect(paramsOf(calls, SEARCH)).toMatchObject({ page: 1, size: 3 });
    expect(titles()).toHaveLength(3);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/all/en/bookList',
      '/all/en/bookList?page=2',
      '/all/en/bookList?page=3',
      '/all/en/bookList?page=4',
      '/all/en/bookList?page=2',
    ]);
    await site.open('/all/en/bookList?page=4', { props });
    expect(titles()).toEqual(['Hot Working and Microstructure Control of Titanium Alloys']);
  });

  it('the plain route keeps language and site label in the form and the links', async () => {
    await site.open('/bookList?lang=en&slds=jnem&q=Perovskite');
    expect(titles()).toEqual(['Perovskite Photovoltaic Materials and Devices']);
    const hidden = Object.fromEntries([...form().querySelectorAll('input[type="hidden"]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]));
    expect(hidden).toEqual({ lang: 'en', slds: 'jnem' });
    expect(form().getAttribute('action')).toBe('/bookList');
    expect(screen.getByRole('link', { name: 'Perovskite Photovoltaic Materials and Devices' }).getAttribute('href')).toBe('/bookList?lang=en&slds=jnem&q=Perovskite&id=7');
  });

  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty list, failing search, failing detail', async (lang, empty, error) => {
    await site.open(`/amr/${lang}/bookList`, { replies: { [SEARCH]: { list: [], total: 0, page: 1, size: 20 } } });
    expect(screen.getByRole('status').textContent).toBe(empty);
    await site.open(`/amr/${lang}/bookList`, { failing: [SEARCH] });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.queryByRole('list', { name: /图书列表|Book list/ })).toBeNull();
    // the detail fails alone: the list still shows, and the page is no 404
    const { page } = await site.open(`/amr/${lang}/bookList?id=3`, { failing: ['/front/rc-book/getBookInfo/'] });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(titles()).toHaveLength(4);
    expect(page.head?.status).toBeUndefined();
  });
});
