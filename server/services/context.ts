/**
 * What every service function gets: the database, the config service and what the caller said
 * about itself (the spec's request headers token, language, siteId). Built per request by the
 * route adapter (server/api/operation.ts) and per page by the page server's data client.
 */
import type { ConfigService } from '../api/config-service';
import type { MastheadDb } from '../db/database';

/** What the API reads from request headers (spec 7): token, language, siteId. */
export interface RequestContext {
  token?: string;
  language?: string;
  /** Header siteId when it is a positive integer. */
  siteId?: number;
}

export interface ServiceContext {
  db: MastheadDb;
  config: ConfigService;
  request: RequestContext;
}

/** A service: a plain function of the context and the (validated) parameters. */
export type Service<P = Record<string, unknown>, D = unknown> = (ctx: ServiceContext, params: P) => Promise<D> | D;
