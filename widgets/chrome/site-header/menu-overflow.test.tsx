// @vitest-environment jsdom
/**
 * Width-based "More" overflow in the browser (spec 4): jsdom has no layout, so the measuring row's
 * spans get a mocked width of ITEM px each; the window width is set and a resize dispatched.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import Style1 from './styles/Style1';
import Style4 from './styles/Style4';
import Style9 from './styles/Style9';
import { fixtureBundle, fixtureChannels, renderWithPage } from '../../testing/renderWithPage';
import type { SiteBundle } from '../../../engine/config/bundle';

const ITEM = 150;
let measured = true;

function setWindowWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: w });
}

function resizeTo(w: number) {
  setWindowWidth(w);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** Labels of the top-level entries of the (first) main menubar. */
function topLevel(name = '主菜单'): string[] {
  const bar = screen.getAllByRole('menubar', { name })[0]!;
  return within(bar)
    .getAllByRole('menuitem')
    .filter((el) => el.parentElement?.parentElement === bar)
    .map((el) => el.textContent ?? '');
}

function moreItems(label: string): string[] {
  const more = screen.getAllByRole('menuitem', { name: label })[0]!;
  fireEvent.mouseEnter(more.parentElement!);
  const items = within(screen.getByRole('menu', { name: label }))
    .getAllByRole('menuitem')
    .map((e) => e.textContent ?? '');
  fireEvent.mouseLeave(screen.getAllByRole('menubar')[0]!);
  return items;
}

beforeEach(() => {
  measured = true;
  vi.useFakeTimers();
  setWindowWidth(1440);
  const zero = new DOMRect(0, 0, 0, 0);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return measured && this.parentElement?.hasAttribute('data-menu-measure') ? new DOMRect(0, 0, ITEM, 48) : zero;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setWindowWidth(1024);
});

const style1 = <Style1 props={{}} data={undefined} id="h" />;
// the six visible fixture items: 6 x 150 = 900 px
const ALL = ['首页', '期刊浏览', '最新录用', '编委会', '资讯', '投稿系统'];

describe('menu overflow by width (style 1: min(1100, window - 180))', () => {
  it('moves items into 更多 as the window narrows and back as it widens (debounced 300 ms)', () => {
    renderWithPage(style1);
    expect(topLevel()).toEqual(ALL); // 900 <= 1100

    resizeTo(900); // limit 720: 85 for More leaves room for 4
    expect(topLevel()).toEqual(ALL); // not before the debounce
    act(() => vi.advanceTimersByTime(299));
    expect(topLevel()).toEqual(ALL);
    act(() => vi.advanceTimersByTime(1));
    expect(topLevel()).toEqual(['首页', '期刊浏览', '最新录用', '编委会', '更多']);
    expect(moreItems('更多')).toEqual(['资讯', '投稿系统']);

    resizeTo(700); // limit 520: 2 fit
    act(() => vi.advanceTimersByTime(300));
    expect(topLevel()).toEqual(['首页', '期刊浏览', '更多']);
    expect(moreItems('更多')).toEqual(['最新录用', '编委会', '资讯', '投稿系统']);

    resizeTo(1440);
    act(() => vi.advanceTimersByTime(300));
    expect(topLevel()).toEqual(ALL);
    expect(screen.queryByRole('menuitem', { name: '更多' })).toBeNull();
  });

  it('says More in English', () => {
    setWindowWidth(800); // limit 620: 3 fit
    renderWithPage(style1, { path: '/en/home' });
    // English drops 资讯 (no enName): 5 items
    expect(topLevel('Main menu')).toEqual(['Home', 'Browse', 'Just Accepted', 'More']);
    expect(moreItems('More')).toEqual(['Editorial Board', 'Submission']);
  });

  it('keeps the More entry reachable by keyboard, its submenu listing the overflowed items', () => {
    setWindowWidth(900);
    renderWithPage(style1);
    const bar = screen.getByRole('menubar', { name: '主菜单' });
    const home = within(bar).getAllByRole('menuitem')[0]!;
    act(() => home.focus());
    fireEvent.keyDown(home, { key: 'End' });
    const more = document.activeElement as HTMLElement;
    expect(more.textContent).toBe('更多');
    expect(more.tabIndex).toBe(0);
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: '更多' });
    expect(within(menu).getAllByRole('menuitem').map((e) => e.textContent)).toEqual(['资讯', '投稿系统']);
    expect(document.activeElement?.textContent).toBe('资讯');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(more);
  });

  it('keeps one tab stop, and focus on the bar, when the focused item moves into More', () => {
    renderWithPage(style1);
    const bar = screen.getByRole('menubar', { name: '主菜单' });
    const last = within(bar).getAllByRole('menuitem').find((e) => e.textContent === '投稿系统')!;
    act(() => last.focus());
    expect(last.tabIndex).toBe(0);
    resizeTo(700);
    act(() => vi.advanceTimersByTime(300));
    const tops = within(bar)
      .getAllByRole('menuitem')
      .filter((el) => el.parentElement?.parentElement === bar);
    expect(tops.filter((e) => e.tabIndex === 0).map((e) => e.textContent)).toEqual(['更多']);
    expect(document.activeElement?.textContent).toBe('更多');
  });

  it('hides the measuring row from assistive technology and keyboard', () => {
    renderWithPage(style1);
    const row = document.querySelector('[data-menu-measure]')!;
    expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(row.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect([...row.children].map((e) => e.textContent)).toEqual(ALL);
  });

  it('keeps the per-style count while nothing is laid out (phone widths)', () => {
    measured = false;
    setWindowWidth(700);
    renderWithPage(style1);
    expect(topLevel()).toEqual(ALL); // 6 items, count 8
  });

  it('uses the forced count of moreAfter regardless of the width', () => {
    renderWithPage(<Style1 props={{ moreAfter: 3 }} data={undefined} id="h" />);
    expect(topLevel()).toEqual(['首页', '期刊浏览', '最新录用', '更多']);
    resizeTo(700);
    act(() => vi.advanceTimersByTime(300));
    expect(topLevel()).toEqual(['首页', '期刊浏览', '最新录用', '更多']);
  });

  it('spreads evenly and never shows More with navDistribution 0', () => {
    setWindowWidth(700);
    renderWithPage(style1, { bundle: fixtureBundle({ header: { navDistribution: 0 } }) });
    expect(topLevel()).toEqual(ALL);
  });
});

describe('menu overflow of a band style (4: window - 430, or - 820 when fixed)', () => {
  it('fits all items normally and fewer once the header is fixed by isCeiling', () => {
    renderWithPage(<Style4 props={{}} data={undefined} id="h" />);
    expect(topLevel()).toEqual(ALL); // limit 1010
    cleanup();
    renderWithPage(<Style4 props={{}} data={undefined} id="h" />, { bundle: fixtureBundle({ header: { isCeiling: 1 } }) });
    expect(topLevel()).toEqual(['首页', '期刊浏览', '最新录用', '更多']); // limit 620: 3 fit
  });

  it('recomputes when the header becomes fixed after scrolling', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'HEADER' ? 120 : 0;
    });
    renderWithPage(<Style4 props={{}} data={undefined} id="h" />);
    expect(topLevel()).toEqual(ALL);
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 400 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(document.querySelector('header')!.hasAttribute('data-fixed')).toBe(true);
    expect(topLevel()).toEqual(['首页', '期刊浏览', '最新录用', '更多']);
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(topLevel()).toEqual(ALL);
  });
});

describe('fixed counts stay (spec 2.4)', () => {
  it('style 9 keeps exactly 6 items on the main bar at any width', () => {
    const extra = [9, 10].map((id) => ({ id, name: `栏目${id}`, enName: `C${id}`, code: 'news', enable: '1', children: [] }));
    setWindowWidth(800);
    renderWithPage(<Style9 props={{}} data={undefined} id="h" />, { bundle: fixtureBundle({ channels: [...fixtureChannels, ...extra] as SiteBundle['channels'] }) });
    expect(topLevel()).toEqual([...ALL, '更多']);
    expect(moreItems('更多')).toEqual(['栏目9', '栏目10']);
  });
});
