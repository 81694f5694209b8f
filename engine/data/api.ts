/**
 * The /rc-pub wire: the envelope every answer comes in, and the transport (`ApiClient`: a path and
 * its parameters) under the browser's data client (./client.ts) and test fixtures. Widgets and
 * loaders never use a transport: they get the typed data client.
 */
export interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

export type Params = Record<string, string | number | boolean | undefined | null>;

/** A transport: GET or POST a path under /rc-pub. */
export interface ApiClient {
  /** GET /rc-pub{path}; a timestamp parameter is added by the HTTP client. */
  get<T>(path: string, params?: Params): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, params?: Params): Promise<Envelope<T>>;
}

export interface RequestHeaders {
  token?: string;
  language?: string;
  siteId?: number | string;
}

/** Thrown by `unwrap` when an envelope carries a non-zero status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
  ) {
    super(message || `Request ${path} failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export async function unwrap<T>(path: string, p: Promise<Envelope<T>>): Promise<T> {
  const env = await p;
  if (env.status !== 0) throw new ApiError(env.status, env.message, path);
  return env.data;
}

/** Status codes the API uses besides 0. */
export const STATUS = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  notFound: 404,
  siteNotFound: 10404,
  siteForbidden: 10001,
  /** The site is down for maintenance: the error page shows the maintenance notice. */
  siteMaintenance: 10002,
  serverError: 500,
} as const;
