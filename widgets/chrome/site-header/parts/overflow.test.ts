import { describe, expect, it } from 'vitest';
import { MORE_WIDTH, NARROW_MENU_SITES, menuWidthLimit, splitOverflow, visibleCount } from './overflow';

describe('menuWidthLimit (spec 4 "Menu overflow")', () => {
  it('style 1: 1100, or the window minus 180 when narrower', () => {
    expect(menuWidthLimit(1, 1440)).toBe(1100);
    expect(menuWidthLimit(1, 1280)).toBe(1100);
    expect(menuWidthLimit(1, 1200)).toBe(1020);
    expect(menuWidthLimit(1, 1200, { fixed: true })).toBe(1020);
  });

  it('default: the window minus 80, at most 1200', () => {
    expect(menuWidthLimit(99, 1440)).toBe(1200);
    expect(menuWidthLimit(99, 1000)).toBe(920);
  });

  it('on the "certain sites" (63, 763, 665) the menu gets at most 1000 px in every style', () => {
    expect(menuWidthLimit(1, 1440, { siteId: 763 })).toBe(1000);
    expect(menuWidthLimit(4, 1600, { siteId: 665 })).toBe(1000);
    expect(menuWidthLimit(2, 1440, { siteId: 63 })).toBe(650);
    expect(NARROW_MENU_SITES).toEqual([63, 763, 665]);
    for (const siteId of NARROW_MENU_SITES) expect(menuWidthLimit(99, 1440, { siteId })).toBe(1000);
    expect(menuWidthLimit(99, 1000, { siteId: 63 })).toBe(920);
    expect(menuWidthLimit(99, 1440, { siteId: 2 })).toBe(1200);
  });

  it.each([2, 7, 8, 11])('menu in the logo row (style %i): threshold 650 or the window minus 820', (style) => {
    expect(menuWidthLimit(style, 1440)).toBe(650);
    expect(menuWidthLimit(style, 1470)).toBe(650);
    expect(menuWidthLimit(style, 1600)).toBe(780);
    expect(menuWidthLimit(style, 1000)).toBe(650);
  });

  it.each([4, 5, 6, 13])('band under the logo row (style %i): window minus 430, minus 820 when fixed', (style) => {
    expect(menuWidthLimit(style, 1440)).toBe(1010);
    expect(menuWidthLimit(style, 1440, { fixed: true })).toBe(620);
    expect(menuWidthLimit(style, 1200)).toBe(770);
  });
});

describe('visibleCount', () => {
  it('keeps every item when all fit, without reserving room for More', () => {
    expect(visibleCount([100, 100, 100], 300)).toBe(3);
    expect(visibleCount([], 0)).toBe(0);
  });

  it('leaves the 85 px top-level offset for More when something overflows', () => {
    expect(MORE_WIDTH).toBe(85);
    // 4 x 150 = 600; with More 685 > 650, so only 3 stay
    expect(visibleCount([150, 150, 150, 150, 150], 650)).toBe(3);
    expect(visibleCount([150, 150, 150, 150, 150], 685)).toBe(4);
    expect(visibleCount([150, 150, 150, 150, 150], 684)).toBe(3);
  });

  it('takes another reserve when given, and may leave only More', () => {
    expect(visibleCount([150, 150, 150, 150, 150], 650, 0)).toBe(4);
    expect(visibleCount([200, 100], 285)).toBe(1);
    expect(visibleCount([200, 100], 284)).toBe(0);
  });

  it('stops at the first item that does not fit (keeps the menu order)', () => {
    expect(visibleCount([100, 400, 50, 50], 400)).toBe(1);
  });
});

describe('splitOverflow', () => {
  const n = (key: string) => ({ key });

  it('keeps the first items and moves the rest into More', () => {
    const { visible, more } = splitOverflow([n('a'), n('b'), n('c'), n('d')], 2);
    expect(visible.map((x) => x.key)).toEqual(['a', 'b']);
    expect(more.map((x) => x.key)).toEqual(['c', 'd']);
  });

  it('removes duplicates by id from More', () => {
    const { visible, more } = splitOverflow([n('a'), n('b'), n('a'), n('c'), n('c'), n('d')], 2);
    expect(visible.map((x) => x.key)).toEqual(['a', 'b']);
    expect(more.map((x) => x.key)).toEqual(['c', 'd']);
  });

  it('handles a count of 0 and a count beyond the list', () => {
    expect(splitOverflow([n('a'), n('b')], 0).more.map((x) => x.key)).toEqual(['a', 'b']);
    expect(splitOverflow([n('a'), n('b')], 5)).toEqual({ visible: [n('a'), n('b')], more: [] });
  });
});
