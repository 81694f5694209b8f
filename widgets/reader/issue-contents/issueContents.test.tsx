// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import issueContents from './index';
import { limitArticles, type PeriodInfo } from './load';
import { GROUP, article, fail, period, renderLists } from './testing';
import IssueContentsView from './View';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(cleanup);

const MAIN = [{ id: 'ic', type: 'issue-contents' }];
const P = {
  latest: period({ year: 2026, issue: 3 }),
  mid: period({ year: 2026, issue: 2 }),
  old: period({ year: 2026, issue: 1 }),
};
const tree = [P.latest, P.mid, P.old];

function infoOf(p = P.mid): PeriodInfo {
  return {
    period: p,
    total: 5,
    columns: [
      {
        id: 11,
        name: '研究论文',
        enName: 'Research Articles',
        articles: [article({ title: '甲', enTitle: 'Alpha' }), article({ title: '乙', enTitle: 'Beta' })],
      },
      { id: 12, name: '综述', enName: 'Reviews', articles: [article({ title: '丙', enTitle: 'Gamma' })] },
      { id: null, name: null, enName: null, articles: [article({ title: '丁', enTitle: 'Delta' }), article({ title: '戊', enTitle: 'Epsilon' })] },
    ],
  };
}

const content = (info: (params: Record<string, unknown>) => unknown = () => infoOf()) => ({
  '/front/front-period/getPeriodInfo': (p: unknown) => info((p ?? {}) as Record<string, unknown>),
  '/front/front-period/getPeriodTree': () => tree,
});

describe('issue-contents: one issue', () => {
  it('groups the articles by column in column order, with the issue header and neighbours', async () => {
    const { page, api, container } = await renderLists({ path: '/jx/zh/issue/2026/2', widgets: [issueContents], main: MAIN, content: content() });
    expect(api.calls.find((c) => c.path === '/front/front-period/getPeriodInfo')!.params).toMatchObject({ siteId: 77, year: 2026, issue: 2 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2026年 第39卷 第2期');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['研究论文', '综述', '其他']);
    const sections = container.querySelectorAll('section.column');
    expect([...sections].map((s) => [...s.querySelectorAll('h4')].map((h) => h.textContent))).toEqual([['甲', '乙'], ['丙'], ['丁', '戊']]);
    expect(screen.getByText('出版日期：2026-02-25')).toBeTruthy();
    expect(screen.getByText('文章数：5')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '期次导航' });
    expect(
      within(nav)
        .getByRole('link', { name: /上一期/ })
        .getAttribute('href'),
    ).toBe('/jx/zh/issue/2026/1');
    expect(
      within(nav)
        .getByRole('link', { name: /下一期/ })
        .getAttribute('href'),
    ).toBe('/jx/zh/issue/2026/3');
    expect(within(nav).getByRole('link', { name: '全部过刊' }).getAttribute('href')).toBe('/jx/zh/issues');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('2026年 第39卷 第2期封面');
    expect(page.head!.title).toBe('2026年 第39卷 第2期 - 测试学报');
    expect(page.head!.description).toBe('测试学报2026年 第39卷 第2期目录，共5篇文章。');
    expect(page.head!.status).toBeUndefined();
  });

  it('titles the issue in English and names the columns in English', async () => {
    const { page } = await renderLists({ path: '/jx/en/issue/2026/2', widgets: [issueContents], main: MAIN, content: content() });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2026, Vol. 39, Issue 2');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Research Articles', 'Reviews', 'Other']);
    expect(page.head!.title).toBe('2026, Vol. 39, Issue 2 - Journal of Tests');
    expect(page.head!.description).toBe('Contents of Journal of Tests 2026, Vol. 39, Issue 2: 5 articles.');
  });

  it('without year and issue shows the latest issue (no next link)', async () => {
    const { api, page } = await renderLists({ path: '/jx/en/issue', widgets: [issueContents], main: MAIN, content: content(() => infoOf(P.latest)) });
    const params = api.calls.find((c) => c.path === '/front/front-period/getPeriodInfo')!.params!;
    expect(params.siteId).toBe(77);
    expect(params.year).toBeUndefined();
    expect(params.issue).toBeUndefined();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2026, Vol. 39, Issue 3');
    expect(screen.queryByRole('link', { name: /Next issue/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Previous issue/ }).getAttribute('href')).toBe('/jx/en/issue/2026/2');
    expect(page.head!.title).toContain('2026, Vol. 39, Issue 3');
  });

  it('an unknown issue shows "No data" and answers 404 (noindex)', async () => {
    const { page } = await renderLists({
      path: '/jx/en/issue/1999/4',
      widgets: [issueContents],
      main: MAIN,
      content: content(() => fail(404, 'Period not found: year 1999 issue 4')),
    });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(page.head!.status).toBe(404);
    expect(page.head!.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    cleanup();
    const zh = await renderLists({ path: '/jx/zh/issue/1999/4', widgets: [issueContents], main: MAIN, content: content(() => fail(404, 'nope')) });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(zh.page.head!.status).toBe(404);
  });

  it('a malformed year or issue is a 404 without asking the API', async () => {
    const { page, api } = await renderLists({ path: '/jx/zh/issue/abc/1', widgets: [issueContents], main: MAIN, content: content() });
    expect(page.head!.status).toBe(404);
    expect(api.calls.some((c) => c.path === '/front/front-period/getPeriodInfo')).toBe(false);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('a failed request shows "Data acquisition failed" in both languages, without a 404', async () => {
    const failing = ['/front/front-period/getPeriodInfo'];
    const { page } = await renderLists({ path: '/jx/zh/issue/2026/2', widgets: [issueContents], main: MAIN, content: content(), failing });
    expect(screen.getByRole('alert').textContent).toBe('数据获取失败');
    expect(page.head!.status).toBeUndefined();
    cleanup();
    await renderLists({ path: '/jx/en/issue/2026/2', widgets: [issueContents], main: MAIN, content: content(), failing });
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
  });

  it('an issue without articles keeps its header and says "No data"', async () => {
    await renderLists({
      path: '/jx/en/issue/2026/2',
      widgets: [issueContents],
      main: MAIN,
      content: content(() => ({ period: P.mid, total: 0, columns: [] })),
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2026, Vol. 39, Issue 2');
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('on a group site the journal query chooses a member journal and links keep it', async () => {
    const info = infoOf(period({ siteId: 78, year: 2026, issue: 2 }));
    const groupTree = [
      period({ siteId: 78, year: 2026, issue: 3 }),
      info.period,
      period({ siteId: 77, year: 2026, issue: 2 }),
      period({ siteId: 78, year: 2026, issue: 1 }),
    ];
    const { api, page } = await renderLists({
      path: '/gx/zh/issue/2026/2?journal=78',
      site: GROUP,
      widgets: [issueContents],
      main: MAIN,
      content: {
        '/front/front-period/getPeriodInfo': () => info,
        '/front/front-period/getPeriodTree': () => groupTree,
        '/front/front-publication/search': () => ({
          list: [
            { siteId: 77, sld: 'jx', name: '测试学报', enName: 'Journal of Tests' },
            { siteId: 78, sld: 'jy', name: '示例学报', enName: 'Example Journal' },
          ],
          total: 2,
          page: 1,
          size: 100,
        }),
      },
    });
    expect(api.calls.find((c) => c.path === '/front/front-period/getPeriodInfo')!.params).toMatchObject({ siteId: 78, year: 2026, issue: 2 });
    expect(screen.getByText('示例学报')).toBeTruthy();
    expect(screen.getByRole('link', { name: /上一期/ }).getAttribute('href')).toBe('/gx/zh/issue/2026/1?journal=78');
    expect(screen.getByRole('link', { name: /下一期/ }).getAttribute('href')).toBe('/gx/zh/issue/2026/3?journal=78');
    expect(page.head!.title).toBe('《示例学报》2026年 第39卷 第2期 - 测试期刊群');
  });

  it('on a group site a journal that is not a member is ignored', async () => {
    const { api } = await renderLists({ path: '/gx/zh/issue/2026/2?journal=5', site: GROUP, widgets: [issueContents], main: MAIN, content: content() });
    expect(api.calls.find((c) => c.path === '/front/front-period/getPeriodInfo')!.params).toMatchObject({ siteId: 70 });
  });
});

describe('issue-contents: latest issue on the home page', () => {
  it('shows the first `limit` articles of the latest issue with a link to the whole issue, without touching the page head', async () => {
    const { api, page } = await renderLists({
      path: '/jx/zh/home',
      widgets: [issueContents],
      main: [{ id: 'channel-content', type: 'channel-content' }],
      modules: { index: [{ id: 'home-issue', type: 'issue-contents', props: { latest: true, limit: 3 } }] },
      content: content(() => infoOf(P.latest)),
    });
    const params = api.calls.find((c) => c.path === '/front/front-period/getPeriodInfo')!.params!;
    expect(params.year).toBeUndefined();
    expect(api.calls.some((c) => c.path === '/front/front-period/getPeriodTree')).toBe(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('最新一期');
    expect(screen.getByRole('link', { name: '2026年 第39卷 第3期' }).getAttribute('href')).toBe('/jx/zh/issue/2026/3');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['甲', '乙', '丙']);
    expect(screen.getByRole('link', { name: '查看本期全部文章' }).getAttribute('href')).toBe('/jx/zh/issue/2026/3');
    expect(page.head!.title).toBe('测试学报');
    expect(page.head!.status).toBeUndefined();
  });

  it('takes its heading from title / enTitle and ignores the issue in the URL', async () => {
    const { api } = await renderLists({
      path: '/jx/en/issue/2025/1',
      widgets: [issueContents],
      main: [{ id: 'ic', type: 'issue-contents', props: { latest: true, title: '本期', enTitle: 'This Issue' } }],
      content: content(() => infoOf(P.latest)),
    });
    expect(api.calls.find((c) => c.path === '/front/front-period/getPeriodInfo')!.params!.year).toBeUndefined();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('This Issue');
    expect(screen.queryByRole('link', { name: 'All articles in this issue' })).toBeNull();
  });

  it('a failing latest issue shows the error notice and leaves the home page 200', async () => {
    const { page } = await renderLists({
      path: '/jx/en/home',
      widgets: [issueContents],
      main: [{ id: 'ic', type: 'issue-contents', props: { latest: true } }],
      content: content(() => fail(404, 'Period not found: site 77')),
    });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(page.head!.status).toBeUndefined();
  });
});

describe('limitArticles', () => {
  it('keeps the column grouping and drops emptied columns', () => {
    const cut = limitArticles(infoOf(), 3);
    expect(cut.columns.map((c) => c.articles.length)).toEqual([2, 1]);
    expect(cut.total).toBe(5);
    expect(limitArticles(infoOf(), 10).columns.map((c) => c.articles.length)).toEqual([2, 1, 2]);
  });
});

describe('issue-contents: loading', () => {
  it('shows the loading notice until its data is there', () => {
    renderWithPage(<IssueContentsView props={{}} data={undefined} id="i" />, { path: '/en/issue/2026/1' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
