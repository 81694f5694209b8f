// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Params } from '../../../engine/data/api';
import pageTitle from '../../content/page-title';
import newsList from './index';
import { activeTab, newsLink, newsPicture, NEWS_TABS } from './model';
import { CHANNELS, newsItem, renderReader, SITE, type Handler } from './testing';

afterEach(cleanup);

const LIST = '/front/front-news/list';
const TOP = '/front/front-news/getTopNews';

/** /list answering the tab's items pinned first (as topFirst=1 asks), paged. */
function listHandler(items: ReturnType<typeof newsItem>[]): Handler {
  return (p?: Params) => {
    const tab = String(p?.newsDataType ?? 'news');
    const page = Number(p?.page ?? 1);
    const size = Number(p?.size ?? 10);
    const all = items.filter((n) => tab === 'news' || n.newsDataType === tab);
    const sorted = p?.topFirst === 1 ? [...all].sort((a, b) => Number(b.isTop) - Number(a.isTop)) : all;
    return { list: sorted.slice((page - 1) * size, page * size), total: all.length, page, size };
  };
}

const items = [
  newsItem({ id: 1, title: '普通资讯', enTitle: 'Plain news', publishedDate: '2026-06-01' }),
  newsItem({ id: 2, title: '置顶资讯', enTitle: 'Pinned news', isTop: true, publishedDate: '2026-01-01' }),
  newsItem({ id: 3, title: '转载资讯', enTitle: 'Reprinted news', original: 0, sourceLink: 'https://news.example.org/a/1' }),
  newsItem({ id: 4, newsDataType: 'announcement', title: '征稿通知', enTitle: 'Call for papers' }),
  newsItem({ id: 5, newsDataType: 'statement', title: '伦理声明', enTitle: 'Ethics statement' }),
];

const page = (path: string, content: Record<string, Handler> = { [LIST]: listHandler(items) }, failing?: string[]) =>
  renderReader({
    path,
    widgets: [pageTitle, newsList],
    main: [
      { id: 'page-title', type: 'page-title' },
      { id: 'news-list', type: 'news-list' },
    ],
    channels: CHANNELS,
    content,
    failing,
  });

describe('news-list: tabs', () => {
  it('shows the four tabs as links; activeId of the path selects one', async () => {
    const r = await page('/demo/zh/newsInfo/20/1');
    const nav = screen.getByRole('navigation', { name: '新闻分类' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['资讯', '公告', '动态', '声明']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([0, 1, 2, 3].map((n) => `/demo/zh/newsInfo/20/${n}`));
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    expect(r.api.calls.find((c) => c.path === LIST)?.params).toMatchObject({ siteId: SITE.siteId, newsDataType: 'announcement', topFirst: 1, page: 1, size: 10 });
    expect(screen.getByRole('link', { name: '征稿通知' })).toBeTruthy();
    expect(screen.queryByText('普通资讯')).toBeNull();
    // heading from the channel, title from the tab and the channel
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('新闻公告');
    expect(r.page.head?.title).toBe('公告 - 新闻公告 - 演示期刊');
  });

  it.each([
    ['/demo/en/newsInfo/20/0', 0],
    ['/demo/en/newsInfo/20/3', 3],
    ['/demo/en/newsInfo/20/9', 0],
    ['/demo/en/news?activeId=2', 2],
    ['/informationList?lang=en&activeId=3', 3],
  ])('%s shows tab %i', async (path, tab) => {
    const r = await page(path);
    const current = within(screen.getByRole('navigation', { name: 'News categories' })).getAllByRole('link')[tab]!;
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(r.api.calls.find((c) => c.path === LIST)?.params?.newsDataType).toBe(NEWS_TABS[tab]);
  });

  it('keeps query-page tabs in the query and drops the page number', async () => {
    const r = await page('/demo/zh/news?activeId=1&page=2');
    expect(r.page.head?.title).toBe('公告 - 资讯 - 演示期刊');
    cleanup();
    expect((await page('/demo/zh/news')).page.head?.title).toBe('资讯 - 演示期刊');
    cleanup();
    await page('/demo/zh/news?activeId=1&page=2');
    const links = within(screen.getByRole('navigation', { name: '新闻分类' })).getAllByRole('link');
    expect(links[3]!.getAttribute('href')).toBe('/demo/zh/news?activeId=3');
  });

  it('picks the tab from the route, the query, the props, then the channel', () => {
    const r = (params: Record<string, string>, query: Record<string, string> = {}) => ({ params, query });
    expect(activeTab(r({ activeId: '2' }, { activeId: '1' }))).toBe(2);
    expect(activeTab(r({}, { activeId: '1' }))).toBe(1);
    expect(activeTab(r({}, { newsDataType: 'statement' }))).toBe(3);
    expect(activeTab(r({}), { tab: 'dynamic' })).toBe(2);
    expect(activeTab(r({}), { channel: { newsDataType: 'notice' } })).toBe(1);
    expect(activeTab(r({}), { channel: { newsDataType: 'news' } })).toBe(0);
    expect(activeTab(r({ activeId: '-1' }))).toBe(0);
  });
});

describe('news-list: items', () => {
  it('lists pinned items first with a badge, dates and summaries', async () => {
    await page('/demo/zh/newsInfo/20/0');
    const list = screen.getByRole('list', { name: '资讯' });
    const titles = within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles[0]).toBe('置顶置顶资讯');
    expect(titles.slice(1)).toEqual(['普通资讯', '转载资讯 （在新窗口打开）']);
    expect(within(list).getByText('2026-06-01').tagName).toBe('TIME');
    expect(within(list).getByText('摘要1')).toBeTruthy();
  });

  it('links originals to their detail page and reprints to the source in a new tab', async () => {
    await page('/demo/en/newsInfo/20/0');
    expect(screen.getByRole('link', { name: 'Plain news' }).getAttribute('href')).toBe('/demo/en/newsDetails/1');
    const reprint = screen.getByRole('link', { name: 'Reprinted news (opens in a new tab)' });
    expect(reprint.getAttribute('href')).toBe('https://news.example.org/a/1');
    expect(reprint.getAttribute('target')).toBe('_blank');
    expect(reprint.getAttribute('rel')).toContain('noopener');
  });

  it('never links a reprint to an unsafe source', () => {
    const ctx = { route: { family: 'lang', params: {}, query: {}, pathname: '/zh/news', pageKind: 'news' }, lang: 'zh' } as const;
    expect(newsLink(ctx as never, { id: 8, original: 0, sourceLink: 'javascript:alert(1)' })).toEqual({ href: '/zh/newsDetails/8', external: false });
    expect(newsLink(ctx as never, { id: 8, original: 0, sourceLink: null })).toEqual({ href: '/zh/newsDetails/8', external: false });
    expect(newsLink(ctx as never, { id: 8, original: 1, sourceLink: 'https://x.org' })).toEqual({ href: '/zh/newsDetails/8', external: false });
  });

  it('takes the picture from topPictureUrl, topPictureId, pictureUrl, coverId, else the default banner', async () => {
    const base = { topPictureUrl: '/img/top.png', topPictureId: 'demo.top.svg', pictureUrl: '/img/pic.png', coverId: 'demo.cover.svg' };
    expect(newsPicture(base)).toBe('/img/top.png');
    expect(newsPicture({ ...base, topPictureUrl: 'null' })).toBe('/rc-pub/front/files/get?id=demo.top.svg');
    expect(newsPicture({ ...base, topPictureUrl: '', topPictureId: null })).toBe('/img/pic.png');
    expect(newsPicture({ ...base, topPictureUrl: null, topPictureId: 'undefined', pictureUrl: ' ' })).toBe('/rc-pub/front/files/get?id=demo.cover.svg');
    expect(newsPicture({})).toBeUndefined();

    const pics = [
      newsItem({ id: 11, title: 'a', topPictureUrl: '/img/top.png', pictureUrl: '/img/pic.png' }),
      newsItem({ id: 12, title: 'b', topPictureId: 'demo.top.svg', coverId: 'demo.cover.svg' }),
      newsItem({ id: 13, title: 'c', pictureUrl: '/img/pic.png', coverId: 'demo.cover.svg' }),
      newsItem({ id: 14, title: 'd', coverId: 'demo.cover.svg' }),
      newsItem({ id: 15, title: 'e' }),
    ];
    const { container } = await page('/demo/zh/newsInfo/20/0', { [LIST]: listHandler(pics) });
    const shown = [...container.querySelectorAll('[data-news-id] [data-picture]')].map((e) => e.getAttribute('data-picture'));
    expect(shown).toEqual(['/img/top.png', '/rc-pub/front/files/get?id=demo.top.svg', '/img/pic.png', '/rc-pub/front/files/get?id=demo.cover.svg', 'default']);
    expect(container.querySelector('[data-picture="default"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('pages by 10 with the pager', async () => {
    const many = Array.from({ length: 23 }, (_, i) => newsItem({ id: 200 + i, title: `第${i}条` }));
    await page('/demo/zh/newsInfo/20/0?page=3', { [LIST]: listHandler(many) });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe('/demo/zh/newsInfo/20/0?page=2');
  });
});

describe('news-list: states', () => {
  it.each([
    ['zh', '暂无数据', '数据获取失败'],
    ['en', 'No data', 'Data acquisition failed'],
  ])('%s: empty and error', async (lang, empty, error) => {
    await page(`/demo/${lang}/newsInfo/20/2`);
    expect(screen.getByRole('status').textContent).toBe(empty);
    cleanup();
    await page(`/demo/${lang}/newsInfo/20/0`, {}, [LIST]);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });
});

describe('news-list: home short list', () => {
  const home = (props: Record<string, unknown>, content: Record<string, Handler>, lang = 'zh', failing?: string[]) =>
    renderReader({ path: `/demo/${lang}/home`, widgets: [newsList], main: [{ id: 'home-news', type: 'news-list', props }], channels: CHANNELS, content, failing });

  it('lists `limit` items of a tab with a heading and a More link to the news channel', async () => {
    const r = await home({ limit: 2, tab: 'announcement', title: '通知公告', enTitle: 'Notices' }, { [TOP]: () => items.slice(0, 3) });
    expect(r.api.calls.find((c) => c.path === TOP)?.params).toMatchObject({ siteId: SITE.siteId, newsDataType: 'announcement', size: 2 });
    const region = screen.getByRole('region', { name: '通知公告' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const more = within(region).getByRole('link', { name: '更多 通知公告' });
    expect(more.getAttribute('href')).toBe('/demo/zh/newsInfo/20/1');
    expect(screen.queryByRole('navigation', { name: '新闻分类' })).toBeNull();
    expect(r.page.head?.title).toBe('演示期刊');
  });

  it('defaults its heading, lists every tab and shows the states in English', async () => {
    await home({ limit: 5 }, { [TOP]: () => [] }, 'en');
    expect(screen.getByRole('region', { name: 'News' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More News' }).getAttribute('href')).toBe('/demo/en/newsInfo/20/0');
    expect(screen.getByRole('status').textContent).toBe('No data');
    cleanup();
    await home({ limit: 5 }, {}, 'en', [TOP]);
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
  });
});
