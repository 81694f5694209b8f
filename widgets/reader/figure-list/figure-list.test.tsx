// @vitest-environment jsdom
/**
 * The figures and tables page through the real engine (loadPage + SiteRenderer) with in-memory
 * content endpoints: tabs, paging, picture cards, sanitised tables, states, head, both languages.
 * The same page on the seeded demo database: demo-pages.test.tsx.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Params } from '../../../engine/data/api';
import pageTitle from '../../content/page-title';
import { renderReader, SITE, type Handler } from '../news-list/testing';
import figureList from './index';
import type { DataTable, Picture } from './load';

afterEach(cleanup);

const PICS = '/front/picture/list';
const TABLES = '/front/table/list';

function picture(i: number, over: Partial<Picture> = {}): Picture {
  return {
    id: 5000 + i,
    siteId: SITE.siteId,
    articleId: 100000 + i,
    ord: 1,
    caption: `图${i} 显微组织`,
    enCaption: `Fig. ${i} Microstructure`,
    url: `/rc-pub/front/files/get?id=content.fig-bar-${i % 4}.svg`,
    articleTitle: `高熵合金论文${i}`,
    enArticleTitle: `HEA paper ${i}`,
    doi: `10.12411/amr.2026.${String(i).padStart(4, '0')}`,
    ...over,
  };
}

function table(i: number, over: Partial<DataTable> = {}): DataTable {
  return {
    id: 5500 + i,
    siteId: SITE.siteId,
    articleId: 100000 + i,
    ord: 1,
    caption: `表${i} 合金成分`,
    enCaption: `Table ${i} Compositions`,
    html: `<table><thead><tr><th>Sample</th><th>Fe</th></tr></thead><tbody><tr><td>S${i}</td><td>${i}.5</td></tr></tbody></table>`,
    articleTitle: `高熵合金论文${i}`,
    enArticleTitle: `HEA paper ${i}`,
    doi: `10.12411/amr.2026.${String(i).padStart(4, '0')}`,
    ...over,
  };
}

/** A paged endpoint over a fixed list, as the API pages it. */
const paged =
  <T,>(all: T[]): Handler =>
  (params: Params | undefined) => {
    const page = Number(params?.page ?? 1);
    const size = Number(params?.size ?? 10);
    return { list: all.slice((page - 1) * size, page * size), total: all.length, page, size };
  };

const pictures = Array.from({ length: 25 }, (_, i) => picture(i + 1));
const tables = Array.from({ length: 3 }, (_, i) => table(i + 1));
const content: Record<string, Handler> = { [PICS]: paged(pictures), [TABLES]: paged(tables) };

const show = (path: string, over: { content?: Record<string, Handler>; failing?: string[] } = {}) =>
  renderReader({
    path,
    widgets: [pageTitle, figureList],
    main: [
      { id: 'page-title', type: 'page-title', props: { title: '图表检索', enTitle: 'Figures and Tables' } },
      { id: 'figure-list', type: 'figure-list' },
    ],
    content: over.content ?? content,
    failing: over.failing,
  });

describe('figure-list: pictures', () => {
  it('shows the pictures tab by default: 12 cards with image (alt = caption, lazy), caption, article link and DOI', async () => {
    const r = await show('/demo/zh/textList');
    expect(r.api.calls.find((c) => c.path === PICS)?.params).toEqual({ siteId: SITE.siteId, page: 1, size: 12 });
    expect(r.api.calls.some((c) => c.path === TABLES)).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['图表检索']);

    const grid = screen.getByRole('list', { name: '图片' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    const img = within(cards[0]!).getByRole('img', { name: '图1 显微组织' });
    expect(img.getAttribute('src')).toBe('/rc-pub/front/files/get?id=content.fig-bar-1.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(within(cards[0]!).getByRole('link', { name: '查看原图：图1 显微组织' }).getAttribute('href')).toBe(img.getAttribute('src'));
    expect(within(cards[0]!).getByRole('link', { name: '高熵合金论文1' }).getAttribute('href')).toBe('/demo/zh/article/100001');
    expect(within(cards[0]!).getByRole('link', { name: '10.12411/amr.2026.0001' }).getAttribute('href')).toBe('https://doi.org/10.12411/amr.2026.0001');
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(r.page.head).toMatchObject({ title: '图片 - 演示期刊', description: '演示期刊已发表论文中的图片' });
  });

  it('marks the shown tab and links both tabs with ?type= (dropping the page)', async () => {
    await show('/demo/zh/textList?page=2');
    const tabs = screen.getByRole('navigation', { name: '图表类型' });
    const pics = within(tabs).getByRole('link', { name: '图片' });
    const tabl = within(tabs).getByRole('link', { name: '表格' });
    expect(pics.getAttribute('aria-current')).toBe('page');
    expect(tabl.getAttribute('aria-current')).toBeNull();
    expect(pics.getAttribute('href')).toBe('/demo/zh/textList?type=picture');
    expect(tabl.getAttribute('href')).toBe('/demo/zh/textList?type=table');
  });

  it('pages by 12 with ?page=N links and names the page in the title', async () => {
    const r = await show('/demo/zh/textList?type=picture&page=3');
    expect(r.api.calls.find((c) => c.path === PICS)?.params).toMatchObject({ page: 3, size: 12 });
    expect(within(screen.getByRole('list', { name: '图片' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '图25 显微组织' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe('/demo/zh/textList?type=picture&page=2');
    expect(within(pager).getByRole('link', { name: '第 1 页' }).getAttribute('href')).toBe('/demo/zh/textList?type=picture');
    expect(r.page.head?.title).toBe('图片 - 第 3 页 - 演示期刊');
  });

  it('shows English captions and titles on English pages, falling back to Chinese', async () => {
    const list = [picture(1), picture(2, { enCaption: '', enArticleTitle: '' }), picture(3, { articleTitle: null, enArticleTitle: null, doi: null })];
    const r = await show('/demo/en/textList', { content: { [PICS]: paged(list) } });
    const cards = within(screen.getByRole('list', { name: 'Figures' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('img').getAttribute('alt')).toBe('Fig. 1 Microstructure');
    expect(within(cards[0]!).getByText('From the article', { exact: false }).textContent).toBe('From the article: HEA paper 1');
    expect(within(cards[1]!).getByRole('img').getAttribute('alt')).toBe('图2 显微组织');
    expect(within(cards[1]!).getByRole('link', { name: '高熵合金论文2' })).toBeTruthy();
    // no article title and no DOI: no article link, no DOI line
    expect(within(cards[2]!).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['Open the full-size figure: Fig. 3 Microstructure']);
    expect(within(cards[2]!).queryByText(/DOI/)).toBeNull();
    expect(r.page.head).toMatchObject({ title: 'Figures - Demo Journal', description: 'Figures from the articles published in Demo Journal' });
  });

  it('never uses an unsafe picture address', async () => {
    const { container } = await show('/demo/en/textList', { content: { [PICS]: paged([picture(1, { url: 'javascript:alert(1)' })]) } });
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('keeps the plain route family in its links (/textList?lang=en)', async () => {
    await show('/textList?lang=en&type=picture');
    expect(screen.getByRole('link', { name: 'Tables' }).getAttribute('href')).toBe('/textList?lang=en&type=table');
    expect(screen.getByRole('link', { name: 'HEA paper 1' }).getAttribute('href')).toBe('/en/article/100001');
  });
});

describe('figure-list: tables', () => {
  it('lists tables (10 a page) with caption, the table in a scrollable region and the article link', async () => {
    const r = await show('/demo/en/textList?type=table');
    expect(r.api.calls.find((c) => c.path === TABLES)?.params).toEqual({ siteId: SITE.siteId, page: 1, size: 10 });
    expect(r.api.calls.some((c) => c.path === PICS)).toBe(false);
    expect(screen.getByRole('link', { name: 'Tables' }).getAttribute('aria-current')).toBe('page');
    const list = screen.getByRole('list', { name: 'Tables' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const box = screen.getByRole('region', { name: 'Table 1 Compositions' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(within(box).getByRole('table')).toBeTruthy();
    expect(within(box).getByRole('columnheader', { name: 'Fe' })).toBeTruthy();
    expect(within(box).getByRole('cell', { name: '1.5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HEA paper 2' }).getAttribute('href')).toBe('/demo/en/article/100002');
    expect(r.page.head).toMatchObject({ title: 'Tables - Demo Journal', description: 'Tables from the articles published in Demo Journal' });
  });

  it('sanitises the table HTML: scripts, event handlers and javascript: links do not survive', async () => {
    const evil = table(1, {
      html:
        '<table><tr><td onclick="alert(1)">Fe</td><td><a href="javascript:alert(2)">x</a></td></tr></table>' +
        '<script>window.__pwned = 1</script><img src="x.png" onerror="alert(3)"><style>body{display:none}</style>',
    });
    const r = await show('/demo/zh/textList?type=table', { content: { [TABLES]: paged([evil]) } });
    const box = screen.getByRole('region', { name: '表1 合金成分' });
    expect(within(box).getByRole('cell', { name: 'Fe' })).toBeTruthy();
    expect(box.querySelector('script, style')).toBeNull();
    expect(box.querySelector('[onclick], [onerror]')).toBeNull();
    expect(box.innerHTML).not.toContain('javascript:');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // the raw HTML is not carried in the page data either
    expect(JSON.stringify(r.page)).not.toContain('__pwned');
  });

  it('pages tables by 10 and switches back to pictures by link', async () => {
    const many = Array.from({ length: 14 }, (_, i) => table(i + 1));
    await show('/demo/zh/textList?type=table&page=2', { content: { [TABLES]: paged(many) } });
    expect(within(screen.getByRole('list', { name: '表格' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: '第 1 页' }).getAttribute('href')).toBe('/demo/zh/textList?type=table');
    expect(screen.getByRole('link', { name: '图片' }).getAttribute('href')).toBe('/demo/zh/textList?type=picture');
  });
});

describe('figure-list: states', () => {
  it.each([
    ['zh', 'picture', '暂无数据', '数据获取失败'],
    ['en', 'picture', 'No data', 'Data acquisition failed'],
    ['zh', 'table', '暂无数据', '数据获取失败'],
    ['en', 'table', 'No data', 'Data acquisition failed'],
  ])('%s %s: empty and error', async (lang, type, empty, error) => {
    const none = { [PICS]: paged([]), [TABLES]: paged([]) };
    await show(`/demo/${lang}/textList?type=${type}`, { content: none });
    expect(screen.getByRole('status').textContent).toBe(empty);
    expect(screen.queryByRole('navigation', { name: lang === 'zh' ? '分页' : 'Pagination' })).toBeNull();
    cleanup();
    const r = await show(`/demo/${lang}/textList?type=${type}`, { failing: [PICS, TABLES] });
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.queryByRole('list', { name: lang === 'zh' ? '图片' : 'Figures' })).toBeNull();
    // the tabs stay usable when the list failed
    expect(screen.getByRole('link', { name: lang === 'zh' ? '表格' : 'Tables' })).toBeTruthy();
    expect(r.page.head?.status).toBeUndefined();
  });
});
