/**
 * The footer's visit counter (spec 4, 7.1): in the browser, once per browser session and site,
 * POST /front/site/visit {siteId} counts the visit and answers the new counters; later mounts in
 * the same session read them again from the footer config (GET /front/site/getFooterConfig).
 */
import type { DataClient } from '../../../engine/data/client';

export interface Visits {
  sum: number;
  today: number;
}

/** sessionStorage key marking that this session's visit of a site was counted. */
export const visitFlagKey = (siteId: number | string) => `mastheadVisit:${siteId}`;

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function counters(data: unknown): Visits | undefined {
  const d = (data ?? {}) as { sumVisits?: unknown; todayVisits?: unknown };
  const sum = Number(d.sumVisits);
  const today = Number(d.todayVisits);
  return Number.isFinite(sum) && Number.isFinite(today) ? { sum, today } : undefined;
}

function flagged(storage: FlagStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Count the visit once per session, else re-read the counters; undefined when both fail. */
export async function freshVisits(api: DataClient, siteId: number | string, storage: FlagStorage | null): Promise<Visits | undefined> {
  const key = visitFlagKey(siteId);
  if (!flagged(storage, key)) {
    const env = await api.countVisit({ siteId: Number(siteId) });
    const v = env.status === 0 ? counters(env.data) : undefined;
    if (v) {
      try {
        storage?.setItem(key, '1');
      } catch {
        /* storage full or blocked: the next mount counts again, which is the lesser harm */
      }
      return v;
    }
  }
  const env = await api.footerConfig({ siteId: Number(siteId) });
  return env.status === 0 ? counters(env.data) : undefined;
}

/** The browser's sessionStorage, or null where it is unavailable (privacy modes). */
export function sessionStore(): FlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
