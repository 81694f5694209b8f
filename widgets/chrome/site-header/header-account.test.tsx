// @vitest-environment jsdom
/** Account pages (spec 2.2) and the legacy author-portal button of site 735 (spec 2.4). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { SiteHeaderViewProps } from './types';
import Style1 from './styles/Style1';
import Style2 from './styles/Style2';
import Style3 from './styles/Style3';
import Style4 from './styles/Style4';
import Style5 from './styles/Style5';
import Style6 from './styles/Style6';
import Style7 from './styles/Style7';
import Style8 from './styles/Style8';
import Style9 from './styles/Style9';
import Style10 from './styles/Style10';
import Style11 from './styles/Style11';
import Style12 from './styles/Style12';
import Style13 from './styles/Style13';
import { fixtureBundle, renderWithPage } from '../../testing/renderWithPage';
import { useUiStore } from '../../../engine/state/ui';

afterEach(() => {
  cleanup();
  useUiStore.setState({ sideMenuOpen: false });
});

const styles: Array<[number, ComponentType<SiteHeaderViewProps>]> = [
  [1, Style1],
  [2, Style2],
  [3, Style3],
  [4, Style4],
  [5, Style5],
  [6, Style6],
  [7, Style7],
  [8, Style8],
  [9, Style9],
  [10, Style10],
  [11, Style11],
  [12, Style12],
  [13, Style13],
];

const el = (View: ComponentType<SiteHeaderViewProps>) => <View props={{}} data={undefined} id="h" />;

describe('header on account pages', () => {
  it.each(['/login?lang=zh&url=%2Fzh%2Fhome', '/quickLogin?lang=zh', '/register?lang=zh', '/forgetCode?lang=zh', '/accountBinding?lang=zh', '/zh/personal'])(
    'hides the title navigation on %s (every style)',
    (path) => {
      for (const [n, View] of styles) {
        renderWithPage(el(View), { path });
        const header = screen.getByRole('banner', { name: '网站页眉' });
        expect(header.getAttribute('data-nav-style'), `style ${n}`).toBe(String(n));
        expect(screen.queryByRole('menubar'), `style ${n}`).toBeNull();
        expect(screen.queryByRole('search'), `style ${n}`).toBeNull();
        expect(screen.queryByRole('button', { name: '打开菜单' }), `style ${n}`).toBeNull();
        expect(screen.queryByRole('dialog', { hidden: true }), `style ${n}`).toBeNull();
        expect(screen.getByRole('link', { name: '中国医学期刊首页' }).getAttribute('href'), `style ${n}`).toBe('/zh/home');
        expect(screen.getByText('English').closest('a'), `style ${n}`).toBeTruthy();
        cleanup();
      }
    },
  );

  it('shows a home-page link on /personal only', () => {
    renderWithPage(el(Style1), { path: '/personal?lang=en' });
    const home = screen.getByRole('link', { name: 'Home page' });
    expect(home.getAttribute('href')).toBe('/en/home');
    expect(screen.getByText('中文').closest('a')!.getAttribute('href')).toBe('/personal?lang=zh');
    cleanup();
    renderWithPage(el(Style1), { path: '/login?lang=en' });
    expect(screen.queryByRole('link', { name: 'Home page' })).toBeNull();
  });

  it('keeps the language toggle off when switchLanguage is off', () => {
    renderWithPage(el(Style1), { path: '/zh/personal', bundle: fixtureBundle({ header: { switchLanguage: 0 } }) });
    expect(screen.queryByText('English')).toBeNull();
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/zh/home');
  });

  it('shows the full header elsewhere', () => {
    renderWithPage(el(Style1), { path: '/zh/issues' });
    expect(screen.getByRole('menubar', { name: '主菜单' })).toBeTruthy();
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
  });
});

describe('legacy author portal', () => {
  const amr = (url?: string, siteId = 735) =>
    fixtureBundle({
      site: { id: siteId, siteId },
      header: { configData: { cssContent: '', customButtonList: [], ...(url ? { authorPortalUrl: url } : {}) } },
    });

  it('shows on site 735 in the utilities and the side menu, opening an external portal in a new tab', () => {
    renderWithPage(el(Style1), { bundle: amr('https://author.amr.example.org/') });
    const utility = screen.getByRole('link', { name: '作者投稿（旧版）' });
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const side = within(screen.getByRole('dialog', { name: '网站菜单' })).getByRole('link', { name: '作者投稿（旧版）' });
    for (const a of [utility, side]) {
      expect(a.getAttribute('href')).toBe('https://author.amr.example.org/');
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('says Author portal (legacy) in English and stays in the tab for a site path', () => {
    renderWithPage(el(Style11), { path: '/en/home', bundle: amr('/journalx/author') });
    const a = screen.getByRole('link', { name: 'Author portal (legacy)' });
    expect(a.getAttribute('href')).toBe('/journalx/author');
    expect(a.getAttribute('target')).toBeNull();
  });

  it('is absent on other sites and without a URL', () => {
    renderWithPage(el(Style1), { bundle: amr('https://author.amr.example.org/', 2) });
    expect(screen.queryByText('作者投稿（旧版）')).toBeNull();
    cleanup();
    renderWithPage(el(Style1), { bundle: amr(undefined) });
    expect(screen.queryByText('作者投稿（旧版）')).toBeNull();
    cleanup();
    renderWithPage(el(Style1), { bundle: amr('javascript:alert(1)') });
    expect(screen.queryByText('作者投稿（旧版）')).toBeNull();
  });
});
