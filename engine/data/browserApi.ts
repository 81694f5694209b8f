/**
 * The one browser data client widgets use for requests after the page has loaded (search paging,
 * tabs, analyze): the spec's headers (token from the commonToken cookie, language, siteId of the
 * current page). Never call it while rendering — only in effects and event handlers. Tests swap
 * its transport with `setBrowserApi(fixtureApi(...))`.
 */
import type { ApiClient } from './api';
import { createDataClient, type DataClient } from './client';
import { createHttpClient } from './http';
import { parseCookies } from './cookies';

let current: DataClient | undefined;
let siteId: number | undefined;

/** The shared browser client (created on first use). */
export function browserApi(): DataClient {
  current ??= createDataClient(
    createHttpClient(() => {
      const c = parseCookies(typeof document === 'undefined' ? '' : document.cookie);
      return { token: c.commonToken, language: c.language, siteId };
    }),
  );
  return current;
}

/** The site whose pages are shown (its id goes in the siteId header). */
export function setBrowserSite(id: number | undefined): void {
  siteId = id;
}

/** Replace the transport (tests: a fixture API; undefined restores the HTTP client). */
export function setBrowserApi(transport: ApiClient | undefined): void {
  current = transport && createDataClient(transport);
}
