/**
 * "Today" for date windows (year filters, rankings, "latest"): the real date, or MASTHEAD_TODAY
 * (YYYY-MM-DD) so tests and demos give the same answers on any day.
 */
export function today(): Date {
  const fixed = process.env.MASTHEAD_TODAY;
  if (fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return new Date(`${fixed}T00:00:00Z`);
  return new Date();
}

export function currentYear(): number {
  return today().getUTCFullYear();
}

/** 'YYYY-MM-DD' of today minus the given number of months. */
export function monthsAgo(months: number): string {
  const d = today();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}
