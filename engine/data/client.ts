/**
 * The typed data client: one method per /rc-pub operation (`api.articleDetail({ id })`), the
 * names, parameters and answers generated from the API's own route schemas (`npm run gen`,
 * schemas/generated/endpoints.ts). Loaders and widgets call only this. On the page server its
 * methods call the services directly (server/api/server-client.ts); in the browser and in test
 * fixtures they go through a transport — the wire form, a path and its parameters (./http.ts).
 */
import { ENDPOINTS, type EndpointName, type Endpoints } from '../../schemas/generated/endpoints';
import type { ApiClient, Envelope } from './api';

export type { EndpointName, Endpoints };

export type ParamsOf<K extends EndpointName> = Endpoints[K]['params'];
export type DataOf<K extends EndpointName> = Endpoints[K]['data'];

export type DataClient = { readonly [K in EndpointName]: (params: ParamsOf<K>) => Promise<Envelope<DataOf<K>>> };

/** Empty, null and undefined parameters are absent (spec 3): they are not sent. */
export function isAbsent(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** `/front/front-article/:id` with { id: 7, siteId: 1 } -> path `/front/front-article/7`, rest { siteId: 1 }. */
export function fillPath(path: string, params: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!isAbsent(v)) rest[k] = v;
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = rest[key];
    delete rest[key];
    return encodeURIComponent(String(v));
  });
  return { path: filled, rest };
}

/** A data client whose methods go through a transport (axios in the browser, a fixture in tests). */
export function createDataClient(transport: ApiClient): DataClient {
  const client: Record<string, (params: Record<string, unknown>) => Promise<Envelope<unknown>>> = {};
  for (const [name, [method, template]] of Object.entries(ENDPOINTS)) {
    client[name] = (params) => {
      const { path, rest } = fillPath(template, params ?? {});
      return method === 'POST' ? transport.post(path, rest) : transport.get(path, rest as never);
    };
  }
  return client as unknown as DataClient;
}
