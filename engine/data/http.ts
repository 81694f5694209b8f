import type { AxiosInstance } from 'axios';
import type { ApiClient, Envelope, Params, RequestHeaders } from './api';

/** Spec 7: request timeout 600000 ms. */
export const REQUEST_TIMEOUT_MS = 600_000;

let axiosPromise: Promise<AxiosInstance> | undefined;

/** axios is loaded on first use: a server-rendered page makes no API call before navigation. */
function instance(): Promise<AxiosInstance> {
  axiosPromise ??= import('axios').then(({ default: axios }) =>
    axios.create({ baseURL: '/rc-pub', timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true }),
  );
  return axiosPromise;
}

function clean(params: Params | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

function asEnvelope<T>(status: number, body: unknown): Envelope<T> {
  if (body && typeof body === 'object' && 'status' in body) return body as Envelope<T>;
  return { status: status >= 400 ? status : 500, data: null as T, message: `HTTP ${status}` };
}

/** The browser's ApiClient: axios to /rc-pub with the spec's headers and a timestamp on GET. */
export function createHttpClient(headers: () => RequestHeaders): ApiClient {
  const h = () => {
    const v = headers();
    const out: Record<string, string> = {};
    if (v.token) out.token = v.token;
    if (v.language) out.language = v.language;
    if (v.siteId !== undefined) out.siteId = String(v.siteId);
    return out;
  };
  return {
    async get<T>(path: string, params?: Params) {
      const ax = await instance();
      const res = await ax.get(path, { params: { ...clean(params), timestamp: Date.now() }, headers: h() });
      return asEnvelope<T>(res.status, res.data);
    },
    async post<T>(path: string, body?: unknown, params?: Params) {
      const ax = await instance();
      const res = await ax.post(path, body ?? {}, { params: clean(params), headers: h() });
      return asEnvelope<T>(res.status, res.data);
    },
  };
}
