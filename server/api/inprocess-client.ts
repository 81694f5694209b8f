/**
 * An ApiClient for the page server that calls the /rc-pub handlers in-process (no HTTP hop): GETs
 * directly (./direct-routes.ts), anything else and every GET the direct path declines with
 * app.inject. Same envelopes as over HTTP.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiClient, Envelope, Params, RequestHeaders } from '../../engine/data/api';

const PREFIX = '/rc-pub';

function toQuery(params?: Params): Record<string, string> {
  const q: Record<string, string> = {};
  if (!params) return q;
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    q[k] = String(v);
  }
  return q;
}

function toHeaders(h?: RequestHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  if (h?.token) out.token = h.token;
  if (h?.language) out.language = h.language;
  if (h?.siteId !== undefined && h.siteId !== null && h.siteId !== '') out.siteid = String(h.siteId);
  return out;
}

function parse<T>(path: string, statusCode: number, body: string, contentType: string | undefined): Envelope<T> {
  if (contentType && !contentType.includes('json')) {
    return { status: statusCode === 200 ? 0 : statusCode, data: body as unknown as T, message: statusCode === 200 ? 'success' : `HTTP ${statusCode}` };
  }
  try {
    const env = JSON.parse(body) as Envelope<T>;
    if (env && typeof env === 'object' && typeof env.status === 'number') return env;
  } catch {
    // fall through
  }
  return { status: statusCode >= 400 ? statusCode : 500, data: null as T, message: `Invalid response from ${path} (HTTP ${statusCode})` };
}

export function createInProcessClient(app: FastifyInstance, headers?: RequestHeaders): ApiClient {
  const base = toHeaders(headers);
  const url = (path: string) => PREFIX + (path.startsWith('/') ? path : `/${path}`);
  return {
    async get<T>(path: string, params?: Params): Promise<Envelope<T>> {
      const query = toQuery(params);
      const direct = await app.masthead.direct.call(app, url(path), query, base);
      if (direct?.envelope) return direct.envelope as Envelope<T>;
      if (direct?.body !== undefined) return parse<T>(path, direct.statusCode, direct.body, 'application/json');
      const res = await app.inject({ method: 'GET', url: url(path), query, headers: base });
      return parse<T>(path, res.statusCode, res.body, res.headers['content-type'] as string | undefined);
    },
    async post<T>(path: string, body?: unknown, params?: Params): Promise<Envelope<T>> {
      const res = await app.inject({
        method: 'POST',
        url: url(path),
        query: toQuery(params),
        headers: { ...base, 'content-type': 'application/json' },
        payload: JSON.stringify(body ?? {}),
      });
      return parse<T>(path, res.statusCode, res.body, res.headers['content-type'] as string | undefined);
    },
  };
}
