// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import articleList from './index';
import { article, fail, renderLists } from '../issue-contents/testing';
import type { ArticleSummary } from '../../shared/reader/content';
import ArticleListView from './View';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(cleanup);

const OF = '/front/front-article/getFirstPublishArticles';
const JA = '/front/front-article/getJustAccepted';
const RANK = '/front/rank/list';
const paged =
  (list: ArticleSummary[], total = list.length) =>
  (p: unknown) => ({ list, total, page: Number((p as { page?: number })?.page ?? 1), size: 20 });

/** One article per version label -1, 0, 1..10. */
const versions = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => article({ id: 500 + v, versionLabel: v, title: `稿${v}`, enTitle: `Draft ${v}` }));
const badgeOf = (id: number) => document.querySelector(`[data-article-id="${id}"] .badge`)?.textContent ?? null;

describe('article-list: version labels (spec 4)', () => {
  it('Chinese: -1 最新录用, 0 none, 1-10 第一稿 … 第十稿', async () => {
    await renderLists({
      path: '/jx/zh/onlineFirst',
      widgets: [articleList],
      main: [{ id: 'of', type: 'article-list', props: { mode: 'onlineFirst' } }],
      content: { [OF]: paged(versions) },
    });
    const zh = ['第一稿', '第二稿', '第三稿', '第四稿', '第五稿', '第六稿', '第七稿', '第八稿', '第九稿', '第十稿'];
    expect(badgeOf(499)).toBe('最新录用');
    expect(badgeOf(500)).toBeNull();
    for (let v = 1; v <= 10; v++) expect(badgeOf(500 + v)).toBe(zh[v - 1]);
  });

  it('English: -1 Accept, 0 none, 1-10 Corrected Proof', async () => {
    await renderLists({
      path: '/jx/en/onlineFirst',
      widgets: [articleList],
      main: [{ id: 'of', type: 'article-list', props: { mode: 'onlineFirst' } }],
      content: { [OF]: paged(versions) },
    });
    expect(badgeOf(499)).toBe('Accept');
    expect(badgeOf(500)).toBeNull();
    for (let v = 1; v <= 10; v++) expect(badgeOf(500 + v)).toBe('Corrected Proof');
    expect(screen.getByRole('link', { name: 'Draft 3' }).getAttribute('href')).toBe('/jx/en/article/503');
  });
});

describe('article-list: full pages', () => {
  it('online first is paged 20 a page with ?page=N links', async () => {
    const list = Array.from({ length: 20 }, (_, i) => article({ id: 700 + i, versionLabel: 1 }));
    const { api, page } = await renderLists({
      path: '/jx/zh/onlineFirst?page=2',
      widgets: [articleList],
      main: [{ id: 'of', type: 'article-list', props: { mode: 'onlineFirst' } }],
      content: { [OF]: paged(list, 45) },
    });
    expect(api.calls.find((c) => c.path === OF)!.params).toMatchObject({ siteId: 77, page: 2, size: 20 });
    const nav = screen.getByRole('navigation', { name: '分页' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['上一个', '/jx/zh/onlineFirst'],
      ['1', '/jx/zh/onlineFirst'],
      ['2', '/jx/zh/onlineFirst?page=2'],
      ['3', '/jx/zh/onlineFirst?page=3'],
      ['下一个', '/jx/zh/onlineFirst?page=3'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('2');
    // no widget heading on the full page (the page title is the h1): articles are h2
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(20);
    expect(page.head!.title).toBe('网络首发 - 第 2 页 - 测试学报');
    expect(page.head!.description).toBe('测试学报网络首发文章，共45篇。');
  });

  it('a page past the end says "No data" and links back to page 1', async () => {
    await renderLists({
      path: '/jx/en/onlineFirst?page=9',
      widgets: [articleList],
      main: [{ id: 'of', type: 'article-list', props: { mode: 'onlineFirst' } }],
      content: { [OF]: paged([], 3) },
    });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to page 1' }).getAttribute('href')).toBe('/jx/en/onlineFirst');
  });

  it('one page of results has no pager', async () => {
    await renderLists({
      path: '/jx/en/onlineFirst',
      widgets: [articleList],
      main: [{ id: 'of', type: 'article-list', props: { mode: 'onlineFirst' } }],
      content: { [OF]: paged([article({ versionLabel: 2 })]) },
    });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('just accepted lists version -1 articles with their acceptance date', async () => {
    const a = article({ id: 900, versionLabel: -1, onlineDate: null, acceptedDate: '2026-10-31', title: '录用论文' });
    const { api, page } = await renderLists({
      path: '/jx/zh/justAccepted',
      widgets: [articleList],
      main: [{ id: 'ja', type: 'article-list', props: { mode: 'justAccepted' } }],
      content: { [JA]: paged([a]) },
    });
    expect(api.calls.find((c) => c.path === JA)!.params).toMatchObject({ siteId: 77, page: 1, size: 20 });
    const item = document.querySelector('[data-article-id="900"]')!;
    expect(item.querySelector('.badge')!.textContent).toBe('最新录用');
    expect(item.textContent).toContain('2026-10-31');
    expect(page.head!.title).toBe('最新录用 - 测试学报');
  });

  it('empty lists say "No data", failed ones "Data acquisition failed", in both languages', async () => {
    const main = [{ id: 'ja', type: 'article-list', props: { mode: 'justAccepted' } }];
    await renderLists({ path: '/jx/zh/justAccepted', widgets: [articleList], main, content: { [JA]: paged([]) } });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    cleanup();
    await renderLists({ path: '/jx/en/justAccepted', widgets: [articleList], main, content: { [JA]: paged([]) } });
    expect(screen.getByText('No data')).toBeTruthy();
    cleanup();
    await renderLists({ path: '/jx/zh/justAccepted', widgets: [articleList], main, failing: [JA] });
    expect(screen.getByRole('alert').textContent).toBe('数据获取失败');
    cleanup();
    const { page } = await renderLists({ path: '/jx/en/justAccepted', widgets: [articleList], main, content: { [JA]: () => fail(500) } });
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
    expect(page.head!.title).toBe('Just Accepted - Journal of Tests');
  });
});

describe('article-list: short lists on the home page', () => {
  const home = (props: Record<string, unknown>, content: Record<string, (p: unknown) => unknown>, path = '/jx/zh/home') =>
    renderLists({
      path,
      widgets: [articleList],
      main: [{ id: 'channel-content', type: 'channel-content' }],
      modules: { index: [{ id: 'home-list', type: 'article-list', props }] },
      content,
    });

  it('shows `limit` articles under a heading with More to the full page, no pager, no page title', async () => {
    const list = Array.from({ length: 5 }, (_, i) => article({ id: 800 + i, versionLabel: 1 }));
    const { api, page } = await home({ mode: 'onlineFirst', limit: 5 }, { [OF]: paged(list, 30) });
    expect(api.calls.find((c) => c.path === OF)!.params).toMatchObject({ page: 1, size: 5 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('网络首发');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBe(5);
    const more = screen.getByRole('link', { name: '更多网络首发' });
    expect(more.textContent).toBe('更多');
    expect(more.getAttribute('href')).toBe('/jx/zh/onlineFirst');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    expect(page.head!.title).toBe('测试学报');
  });

  it('takes title, enTitle and moreLink from props', async () => {
    await home(
      { mode: 'justAccepted', limit: 3, title: '录用', enTitle: 'Accepted papers', moreLink: '/jx/en/justAccepted?from=home' },
      { [JA]: paged([article({ versionLabel: -1 })]) },
      '/jx/en/home',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Accepted papers');
    expect(screen.getByRole('link', { name: 'More: Accepted papers' }).getAttribute('href')).toBe('/jx/en/justAccepted?from=home');
  });

  it('most read: ranked by views with a period selector made of links', async () => {
    const ranked = [article({ id: 1, title: '热门一' }), article({ id: 2, title: '热门二' })].map((a, i) => ({ ...a, rank: i + 1, value: 300 - i * 100 }));
    const { api } = await home({ mode: 'mostRead', limit: 5 }, { [RANK]: () => ranked });
    expect(api.calls.find((c) => c.path === RANK)!.params).toMatchObject({ siteId: 77, by: 'views', period: 'all', size: 5 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('热点文章');
    expect(screen.queryByRole('link', { name: /^更多/ })).toBeNull(); // no full most-read page to go to
    const selector = screen.getByRole('navigation', { name: '统计时段' });
    expect(
      within(selector)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['全部', '/jx/zh/home'],
      ['近3个月', '/jx/zh/home?range=3m'],
      ['近6个月', '/jx/zh/home?range=6m'],
      ['近1年', '/jx/zh/home?range=1y'],
      ['近2年', '/jx/zh/home?range=2y'],
      ['近3年', '/jx/zh/home?range=3y'],
    ]);
    expect(within(selector).getByRole('link', { current: 'page' }).textContent).toBe('全部');
    const items = within(document.querySelector('ol')!).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual(['热门一', '热门二']);
    expect(items[0]!.textContent).toContain('浏览 300');
  });

  it('most read: ?range= chooses the period; by chooses the counter', async () => {
    const { api } = await home(
      { mode: 'mostRead', limit: 5, by: 'downloads' },
      { [RANK]: () => [{ ...article({ id: 3 }), rank: 1, value: 42 }] },
      '/jx/en/home?range=1y',
    );
    expect(api.calls.find((c) => c.path === RANK)!.params).toMatchObject({ by: 'downloads', period: '1y' });
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('1 year');
    expect(screen.getByText('Downloads: 42')).toBeTruthy();
    cleanup();
    const bad = await home({ mode: 'mostRead', limit: 5, range: '6m' }, { [RANK]: () => [] }, '/jx/en/home?range=10y');
    expect(bad.api.calls.find((c) => c.path === RANK)!.params).toMatchObject({ period: '6m' });
    expect(screen.getByText('No data')).toBeTruthy();
  });
});

describe('article-list: loading', () => {
  it('shows the loading notice until its data is there, in both languages', () => {
    renderWithPage(<ArticleListView props={{ mode: 'onlineFirst' }} data={undefined} id="l" />, { path: '/zh/onlineFirst' });
    expect(screen.getByRole('status').textContent).toBe('加载中...');
    cleanup();
    renderWithPage(<ArticleListView props={{ mode: 'mostRead', limit: 5 }} data={undefined} id="l" />, { path: '/en/home' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
