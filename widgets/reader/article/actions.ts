/**
 * What the article page does in the browser after load (never during render): count the view,
 * resolve a /thesisDetails#<doi> link, ask for the PDF. All through browserApi().
 */
import { browserApi } from '../../../engine/data/browserApi';
import { STATUS } from '../../../engine/data/api';
import { isLoggedInName, readCookie } from '../../../engine/state/session';
import { linkRoute, queryString, withSlds } from '../../../engine/routing/menu';
import type { RouteMatch } from '../../../engine/routing/match';
import type { Lang } from '../../../engine/routing/pageKinds';

/** Count one view of the article (spec 7.1: fired, answer ignored). */
export async function countView(id: number): Promise<void> {
  try {
    await browserApi().updateCount({ id, type: 'view' });
  } catch {
    // a lost counter must never disturb the reader
  }
}

/** The DOI in a location hash: `#10.1234/x`, `#doi=...`, `#/10.1234/x`, `#doi:...` (URL-encoded or not). */
export function doiFromHash(hash: string): string {
  let h = hash.replace(/^#/, '');
  try {
    h = decodeURIComponent(h);
  } catch {
    // keep it as typed
  }
  return h.replace(/^\/+/, '').replace(/^doi=/i, '').trim();
}

export type DoiResolution = { kind: 'found'; id: number } | { kind: 'notFound' } | { kind: 'error' };

export async function resolveDoi(doi: string): Promise<DoiResolution> {
  if (doi.length < 3) return { kind: 'notFound' };
  try {
    const env = await browserApi().articleByDoi({ doi });
    const found = env.data as { id?: unknown } | null;
    if (env.status === 0 && found && typeof found.id === 'number') return { kind: 'found', id: found.id };
    return env.status === STATUS.notFound || env.status === STATUS.badRequest ? { kind: 'notFound' } : { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

/** A return address for the login page: a path on this origin only (no scheme, no //host). */
export function safeReturnPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** /login?lang=..&url=<this page> (with slds on a site-label route, as the header's login link). */
export function loginHref(route: Pick<RouteMatch, 'family' | 'sld' | 'query'>, lang: Lang, currentPath: string): string {
  return withSlds(`/login${queryString({ lang, url: safeReturnPath(currentPath) })}`, linkRoute(route));
}

export function isLoggedIn(): boolean {
  return isLoggedInName(readCookie(document.cookie, 'userName'));
}

export type DownloadResult = { kind: 'login' } | { kind: 'started' } | { kind: 'error' };

/**
 * Spec 6: downloading needs a login. Anonymous readers are told so at once; members ask the
 * download endpoint, which may still answer 401 (an expired session); a URL in the answer opens.
 */
export async function downloadPdf(id: number): Promise<DownloadResult> {
  if (!isLoggedIn()) return { kind: 'login' };
  try {
    const env = await browserApi().download({ id, type: 'pdf' });
    if (env.status === STATUS.unauthorized) return { kind: 'login' };
    if (env.status !== 0) return { kind: 'error' };
    const d = env.data as { url?: unknown } | string | null;
    const url = typeof d === 'string' ? d : d && typeof d.url === 'string' ? d.url : '';
    if (url && /^(https?:\/\/|\/(?!\/))/i.test(url)) nav.assign(url);
    return { kind: 'started' };
  } catch {
    return { kind: 'error' };
  }
}

/** Page navigation, in one object so tests can watch it (jsdom cannot navigate). */
export const nav = {
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
