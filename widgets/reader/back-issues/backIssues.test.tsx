// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import backIssues from './index';
import { backIssueVariant } from './load';
import { byJournal } from './JournalTreeView';
import { GROUP, fail, period, renderLists, yearTree } from '../issue-contents/testing';
import YearTreeView from './YearTreeView';
import { renderWithPage } from '../../testing/renderWithPage';

afterEach(cleanup);

const MAIN = [{ id: 'bi', type: 'back-issues' }];
const content = (tree: unknown = yearTree()) => ({ '/front/front-period/getPeriodTree': () => tree });

describe('back-issues: choice of view', () => {
  it('follows the publication config: style 7 journal tree, backIssueStyle 3 year tree, else grid', () => {
    expect(backIssueVariant({ backIssueStyle: 3, style: 7 })).toBe('journalTree');
    expect(backIssueVariant({ backIssueStyle: 3, style: 1 })).toBe('yearTree');
    expect(backIssueVariant({ backIssueStyle: 1, style: 1 })).toBe('grid');
    expect(backIssueVariant(undefined)).toBe('grid');
  });
});

describe('back-issues: grid (default)', () => {
  it('shows each year with its issues linking to the issue pages, covers and the current issue marked', async () => {
    const { api, page, container } = await renderLists({ path: '/jx/zh/issues', widgets: [backIssues], main: MAIN, content: content() });
    expect(api.calls.find((c) => c.path === '/front/front-period/getPeriodTree')!.params).toMatchObject({
      siteId: 77,
      groupByYear: 1,
      periodAsc: 0,
      isBack: 0,
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2026年', '2025年']);
    const y2026 = screen.getByRole('region', { name: '2026年' });
    const links = within(y2026).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/jx/zh/issue/2026/3', '/jx/zh/issue/2026/2', '/jx/zh/issue/2026/1']);
    expect(links[0]!.textContent).toContain('第3期');
    expect(links[0]!.textContent).toContain('当期');
    expect(links[1]!.textContent).not.toContain('当期');
    expect(container.querySelectorAll('img[src="/rc-pub/front/files/get?id=jx.cover.svg"]').length).toBe(9);
    expect(page.head!.title).toBe('过刊浏览 - 测试学报');
    expect(page.head!.description).toBe('测试学报过刊浏览：2025—2026年共9期。');
  });

  it('reads in English', async () => {
    const { page } = await renderLists({ path: '/jx/en/issues', widgets: [backIssues], main: MAIN, content: content() });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2026', '2025']);
    expect(screen.getByRole('link', { name: /Issue 3 2026-03-25 Current/ }).getAttribute('href')).toBe('/jx/en/issue/2026/3');
    expect(page.head!.title).toBe('Back Issues - Journal of Tests');
    expect(page.head!.description).toBe('Back issues of Journal of Tests: 9 issues, 2025–2026.');
  });

  it('passes ascending and backOnly to the tree request', async () => {
    const { api } = await renderLists({
      path: '/jx/zh/issues',
      widgets: [backIssues],
      main: [{ id: 'bi', type: 'back-issues', props: { ascending: true, backOnly: true } }],
      content: content(),
    });
    expect(api.calls.find((c) => c.path === '/front/front-period/getPeriodTree')!.params).toMatchObject({ periodAsc: 1, isBack: 1 });
  });

  it('shows "No data" when there are no issues and "Data acquisition failed" when the request fails', async () => {
    await renderLists({ path: '/jx/zh/issues', widgets: [backIssues], main: MAIN, content: content([]) });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    cleanup();
    await renderLists({ path: '/jx/en/issues', widgets: [backIssues], main: MAIN, content: content([]) });
    expect(screen.getByText('No data')).toBeTruthy();
    cleanup();
    const { page } = await renderLists({
      path: '/jx/en/issues',
      widgets: [backIssues],
      main: MAIN,
      content: { '/front/front-period/getPeriodTree': () => fail(500) },
    });
    expect(screen.getByRole('alert').textContent).toBe('Data acquisition failed');
    expect(page.head!.title).toBe('Back Issues - Journal of Tests');
    cleanup();
    await renderLists({ path: '/jx/zh/issues', widgets: [backIssues], main: MAIN, failing: ['/front/front-period/getPeriodTree'] });
    expect(screen.getByRole('alert').textContent).toBe('数据获取失败');
  });
});

describe('back-issues: by-year tree (backIssueStyle 3)', () => {
  it('opens the current year, and every year opens and closes with its button', async () => {
    const { container } = await renderLists({
      path: '/jx/zh/issues',
      widgets: [backIssues],
      main: MAIN,
      publication: { backIssueStyle: 3, style: 1 },
      content: content(),
    });
    const y26 = screen.getByRole('button', { name: /2026年/ });
    const y25 = screen.getByRole('button', { name: /2025年/ });
    expect(y26.getAttribute('aria-expanded')).toBe('true');
    expect(y25.getAttribute('aria-expanded')).toBe('false');
    const panel25 = container.querySelector(`#${y25.getAttribute('aria-controls')}`) as HTMLElement;
    expect(panel25.hidden).toBe(true);
    // closed years are still in the HTML (server-rendered, crawlable), just hidden
    expect(panel25.querySelectorAll('a').length).toBe(6);
    expect(screen.getByRole('link', { name: /第3期.*当期/ }).getAttribute('href')).toBe('/jx/zh/issue/2026/3');
    expect(y25.textContent).toContain('共6期');
    fireEvent.click(y25);
    expect(y25.getAttribute('aria-expanded')).toBe('true');
    expect(panel25.hidden).toBe(false);
    expect(
      within(panel25)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))[0],
    ).toBe('/jx/zh/issue/2025/6');
    fireEvent.click(y26);
    expect(y26.getAttribute('aria-expanded')).toBe('false');
    expect((container.querySelector(`#${y26.getAttribute('aria-controls')}`) as HTMLElement).hidden).toBe(true);
    // keyboard: the nodes are buttons (Tab reaches them, Enter / Space activate them), inside headings
    expect(y25.tagName).toBe('BUTTON');
    expect(y25.getAttribute('type')).toBe('button');
    expect(y25.closest('h2')).not.toBeNull();
  });

  it('opens the newest year also when the list is oldest first', async () => {
    const asc = yearTree().reverse();
    await renderLists({ path: '/jx/en/issues', widgets: [backIssues], main: MAIN, publication: { backIssueStyle: 3 }, content: content(asc) });
    expect(screen.getByRole('button', { name: /^2026/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^2025/ }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('back-issues: journal tree (style 7)', () => {
  it('on a single site the journal is the root, open, with its years below', async () => {
    await renderLists({ path: '/jx/zh/issues', widgets: [backIssues], main: MAIN, publication: { backIssueStyle: 3, style: 7 }, content: content() });
    const root = screen.getByRole('button', { name: /测试学报/ });
    expect(root.getAttribute('aria-expanded')).toBe('true');
    expect(root.closest('h2')).not.toBeNull();
    const years = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(years.map((y) => y!.slice(0, 5))).toEqual(['2026年', '2025年']);
    expect(screen.getByRole('button', { name: /2026年/ }).getAttribute('aria-expanded')).toBe('true');
    const y25 = screen.getByRole('button', { name: /2025年/ });
    expect(y25.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(y25);
    expect(y25.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(root);
    expect(root.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a group site: journals -> years -> issues, links naming the journal', async () => {
    const t77 = yearTree(77);
    const t78 = [{ year: 2026, periods: [period({ siteId: 78, year: 2026, issue: 2 })] }];
    const merged = [{ year: 2026, periods: [...t77[0]!.periods, ...t78[0]!.periods] }, t77[1]!];
    const { api, container } = await renderLists({
      path: '/gx/en/issues',
      site: GROUP,
      widgets: [backIssues],
      main: MAIN,
      publication: { style: 7 },
      content: {
        '/front/front-period/getPeriodTree': () => merged,
        '/front/front-publication/search': () => ({
          list: [
            { siteId: 78, sld: 'jy', name: '示例学报', enName: 'Example Journal' },
            { siteId: 77, sld: 'jx', name: '测试学报', enName: 'Journal of Tests' },
          ],
          total: 2,
          page: 1,
          size: 100,
        }),
      },
    });
    expect(api.calls.find((c) => c.path === '/front/front-publication/search')!.params).toMatchObject({ siteId: 70 });
    const journals = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(journals).toEqual(['Example Journal Issues: 1', 'Journal of Tests Issues: 9']);
    for (const b of container.querySelectorAll('.journal > h2 > button')) expect(b.getAttribute('aria-expanded')).toBe('true');
    const ex = container.querySelector('.journal') as HTMLElement;
    expect(
      within(ex)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/gx/en/issue/2026/2?journal=78']);
    expect(screen.getByRole('link', { name: /Issue 3 .*Current/ }).getAttribute('href')).toBe('/gx/en/issue/2026/3?journal=77');
    // both journals' current issues are marked
    expect(screen.getAllByText('Current').length).toBe(2);
  });

  it('groups by journal in the journal-list order', () => {
    const tree = [
      { year: 2026, periods: [period({ siteId: 1, year: 2026, issue: 2 }), period({ siteId: 2, year: 2026, issue: 2 })] },
      { year: 2025, periods: [period({ siteId: 2, year: 2025, issue: 1 })] },
    ];
    const nodes = byJournal(tree, [2, 1, 9], (id) => `J${id}`);
    expect(nodes.map((n) => [n.name, n.years.map((y) => y.year)])).toEqual([
      ['J2', [2026, 2025]],
      ['J1', [2026]],
    ]);
  });
});

describe('back-issues: loading', () => {
  it('shows the loading notice until its data is there', () => {
    renderWithPage(<YearTreeView props={{}} data={undefined} id="b" />, { path: '/zh/issues' });
    expect(screen.getByRole('status').textContent).toBe('加载中...');
  });
});
