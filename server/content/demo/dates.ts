/** Date helpers for the demo content: everything is dated relative to DEMO_ANCHOR (UTC days). */

/**
 * The fixed "now" of the demo content: every date is at or before it, so answers do not depend
 * on the day the seed runs. Tests set MASTHEAD_TODAY to it (server/content/clock.ts).
 */
export const DEMO_ANCHOR = '2026-11-01';

const DAY = 86_400_000;

export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
}

export function isoOfDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export const ANCHOR_DAY = dayNumber(DEMO_ANCHOR);
export const ANCHOR_YEAR = Number(DEMO_ANCHOR.slice(0, 4));

export function addDays(iso: string, days: number): string {
  return isoOfDay(dayNumber(iso) + days);
}

export function ymd(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
