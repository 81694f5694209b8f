/**
 * Direct in-process calls of the /rc-pub GET handlers, for the page server. An article page asks
 * the API eleven questions; through app.inject each one built an HTTP request and response in
 * memory and ran Fastify's whole lifecycle, which cost more than the answers themselves.
 *
 * Here the same handler functions are called with a small request/reply pair: routes are collected
 * as they are registered (onRoute), matched by the router Fastify itself uses (find-my-way, same
 * options), and their querystring and path parameters checked and coerced by Ajv with Fastify's
 * default options, from the routes' own schemas. Only the plain successful path runs here: when a
 * parameter is refused, a handler throws, or a reply is anything but JSON, `call` answers
 * `undefined` and the caller asks through app.inject, so errors keep their exact HTTP answers.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import FindMyWay from 'find-my-way';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { readRequestContext, type EnvelopeValue } from './shared';
import { DirectReply, deepFreeze } from './direct-reply';

export interface DirectAnswer {
  statusCode: number;
  /** The JSON text the handler sent, or */
  body?: string;
  /** the envelope itself (sendEnvelope: no JSON text made only to be parsed again). */
  envelope?: EnvelopeValue;
}

interface DirectRoute {
  handler: (req: unknown, reply: unknown) => unknown;
  query?: ValidateFunction;
  params?: ValidateFunction;
}

// Route-level hooks would be skipped by a direct call: such routes always go through inject.
const ROUTE_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse'] as const;

// Answers their handlers keep as JSON text (site lookups, layouts, search options: memoString)
// come back as the very same string on every page view: each is parsed once, frozen (it is shared
// by every later page), and the least recently used dropped beyond PARSED_MAX.
const PARSED_MAX = 500;
const parsed = new Map<string, EnvelopeValue>();

function parsedOnce(json: string): EnvelopeValue | undefined {
  let env = parsed.get(json);
  if (env) {
    parsed.delete(json);
  } else {
    try {
      env = JSON.parse(json) as EnvelopeValue;
    } catch {
      return undefined;
    }
    if (!env || typeof env !== 'object' || typeof env.status !== 'number') return undefined;
    deepFreeze(env);
    if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  }
  parsed.set(json, env);
  return env;
}

/** Non-finite numbers (ajv turns '1e999' into Infinity) are refused by a content preHandler. */
function allFinite(values: unknown): boolean {
  if (!values || typeof values !== 'object') return true;
  for (const v of Object.values(values)) if (typeof v === 'number' && !Number.isFinite(v)) return false;
  return true;
}

export class DirectRoutes {
  private readonly router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  // Fastify's default validator options (@fastify/ajv-compiler), formats included.
  private readonly ajv = addFormats(
    new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: false }),
  );

  /** Collect the GET routes under `prefix` registered on `app` from now on. */
  constructor(app: FastifyInstance, prefix: string) {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('GET') || !route.url.startsWith(`${prefix}/`) || route.url.includes('*')) return;
      if (ROUTE_HOOKS.some((h) => route[h] !== undefined)) return;
      const schema = (route.schema ?? {}) as { querystring?: object; params?: object };
      const entry: DirectRoute = {
        handler: route.handler as DirectRoute['handler'],
        query: schema.querystring ? this.ajv.compile(schema.querystring) : undefined,
        params: schema.params ? this.ajv.compile(schema.params) : undefined,
      };
      this.router.on('GET', route.url, () => undefined, entry);
    });
  }

  /**
   * Answer a GET directly, or `undefined` when it must go through app.inject (unknown path,
   * refused parameter, error, non-JSON reply).
   */
  async call(app: FastifyInstance, url: string, query: Record<string, string>, headers: Record<string, string>): Promise<DirectAnswer | undefined> {
    const found = this.router.find('GET', url);
    if (!found) return undefined;
    const route = found.store as DirectRoute;
    const q: Record<string, unknown> = { ...query };
    const params: Record<string, unknown> = { ...found.params };
    if (route.query && !route.query(q)) return undefined;
    if (route.params && !route.params(params)) return undefined;
    if (!allFinite(q) || !allFinite(params)) return undefined;
    const req = { query: q, params, headers, url, server: app, log: app.log, masthead: {} as unknown };
    req.masthead = readRequestContext(req as never);
    const reply = new DirectReply();
    try {
      await route.handler.call(app, req, reply);
    } catch {
      // Unsupported reply or a failing handler: the inject retry gives the exact answer (and the
      // error handler's log line).
      return undefined;
    }
    if (!reply.sent) return undefined;
    if (reply.envelope) return { statusCode: reply.statusCode, envelope: reply.envelope };
    if (reply.body === undefined) return undefined;
    const envelope = parsedOnce(reply.body);
    return envelope ? { statusCode: reply.statusCode, envelope } : { statusCode: reply.statusCode, body: reply.body };
  }
}
