/**
 * A fetch-based ApiClient for the footer's calls after hydration (the visit counter). The engine's
 * HTTP client loads axios on first use, and the footer mounts on every page: counting visits
 * through it would put axios into the initial JavaScript of every page with a counter (the home
 * page must load no axios before use). Same contract as engine/data/http.ts: /rc-pub prefix, the
 * token / language / siteId headers, a timestamp on GET, the 600000 ms timeout.
 */
import type { ApiClient, Envelope, Params, RequestHeaders } from '../../../engine/data/api';
import { REQUEST_TIMEOUT_MS } from '../../../engine/data/http';
import { parseCookies } from '../../../engine/data/cookies';

function query(params: Params | undefined): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) qs.append(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

export function fetchApi(headers: RequestHeaders): ApiClient {
  const h: Record<string, string> = {};
  const token = headers.token ?? parseCookies(typeof document === 'undefined' ? '' : document.cookie).commonToken;
  if (token) h.token = token;
  if (headers.language) h.language = headers.language;
  if (headers.siteId !== undefined) h.siteId = String(headers.siteId);

  async function call<T>(method: 'GET' | 'POST', path: string, params: Params | undefined, body?: unknown): Promise<Envelope<T>> {
    const res = await fetch(`/rc-pub${path}${query(params)}`, {
      method,
      headers: body === undefined ? h : { ...h, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (json && typeof json === 'object' && 'status' in json) return json as Envelope<T>;
    return { status: res.status >= 400 ? res.status : 500, data: null as T, message: `HTTP ${res.status}` };
  }

  return {
    get: (path, params) => call('GET', path, { ...params, timestamp: Date.now() }),
    post: (path, body, params) => call('POST', path, params, body ?? {}),
  };
}
