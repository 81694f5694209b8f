/**
 * Width-based menu overflow (spec 4 "Menu overflow"). Pure: no DOM, no window, so it is unit-tested
 * with numbers; MenuBar measures the items and the window and asks these functions.
 *
 * The spec lists the limits without naming the styles they belong to. Mapped to our 13 styles by
 * where the top-level items sit:
 *   - style 1 (band under the logo row, the classic header): min(1100, w - 180)
 *   - styles whose menu shares a row with the logo (2, 7, 8, 11): max(650, w - 820)
 *     ("overflow threshold 650 or window width minus 820"; the larger, so a wide window uses it)
 *   - styles 4, 5, 6, 13 (full-width band under the logo row): w - 430, or w - 820 once the header
 *     is fixed
 *   - any other style: min(w - 80, 1200), or min(w - 80, 1000) on the sites of
 *     NARROW_MENU_SITES ("certain sites": the ids with tweaks in spec 6)
 * The More entry takes the "top-level fixed offset" of 85 px (MORE_WIDTH).
 * Count-based styles keep their counts (spec 2.4): 9 shows 6 items, 10 two rows of 6, 12 the first
 * 5 (no More); 3 has only the side menu; navDistribution 0 spreads evenly with no More.
 */

/** Width reserved for the More entry: the spec's "top-level fixed offset". */
export const MORE_WIDTH = 85;
/** Resize debounce before the overflow is recomputed (spec 9). */
export const RESIZE_DEBOUNCE_MS = 300;
/** Sites whose default menu limit is 1000 instead of 1200 (spec 4 "certain sites"; ids of spec 6). */
export const NARROW_MENU_SITES: readonly number[] = [63, 763, 665];

/** Styles whose menu sits in the logo row. */
export const INLINE_MENU_STYLES: readonly number[] = [2, 7, 8, 11];
/** Styles with a full-width menu band under the logo row. */
export const BAND_MENU_STYLES: readonly number[] = [4, 5, 6, 13];

export interface MenuWidthOptions {
  /** The header is fixed (isCeiling, or scrolled past its height). */
  fixed?: boolean;
  siteId?: number;
}

/** Pixels the top-level menu items of `navStyle` may use in a window `windowWidth` wide. */
export function menuWidthLimit(navStyle: number, windowWidth: number, { fixed = false, siteId }: MenuWidthOptions = {}): number {
  const w = windowWidth;
  let limit: number;
  if (navStyle === 1) limit = Math.min(1100, w - 180);
  else if (INLINE_MENU_STYLES.includes(navStyle)) limit = Math.max(650, w - 820);
  else if (BAND_MENU_STYLES.includes(navStyle)) limit = fixed ? w - 820 : w - 430;
  else limit = Math.min(w - 80, 1200);
  // "certain sites 1000": those sites never give the menu more than 1000 px, whatever the style
  return siteId !== undefined && NARROW_MENU_SITES.includes(siteId) ? Math.min(limit, 1000) : limit;
}

/**
 * How many top-level items stay on the bar: all when they fit in `limit`; otherwise as many as fit
 * while leaving `moreWidth` for the More entry (possibly none).
 */
export function visibleCount(itemWidths: readonly number[], limit: number, moreWidth = MORE_WIDTH): number {
  const total = itemWidths.reduce((a, b) => a + b, 0);
  if (total <= limit) return itemWidths.length;
  let used = moreWidth;
  let n = 0;
  for (const w of itemWidths) {
    if (used + w > limit) break;
    used += w;
    n++;
  }
  return n;
}

/**
 * The first `count` items stay; the rest go into More, without items whose id (key) is already on
 * the bar or earlier in More (spec 4: "duplicates removed by id").
 */
export function splitOverflow<T extends { key: string }>(items: readonly T[], count: number): { visible: T[]; more: T[] } {
  const visible = items.slice(0, Math.max(0, count));
  const seen = new Set(visible.map((n) => n.key));
  const more: T[] = [];
  for (const n of items.slice(visible.length)) {
    if (seen.has(n.key)) continue;
    seen.add(n.key);
    more.push(n);
  }
  return { visible, more };
}
