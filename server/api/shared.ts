/**
 * Shared pieces of the /rc-pub API: the envelope, parameter schemas, error formatting, the
 * request context (headers token, language, siteId) and site resolution.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigService, SiteEntry } from './config-service';
import type { DirectRoutes } from './direct-routes';
import { DirectReply } from './direct-reply';
import { STATUS } from '../../engine/data/api';

export { STATUS };

/** What the API reads from request headers (spec 7): token, language, siteId. */
export interface RequestContext {
  token?: string;
  language?: string;
  /** Header siteId when it is a positive integer. */
  siteId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    masthead: RequestContext;
  }
  interface FastifyInstance {
    masthead: MastheadServices;
  }
}

export interface MastheadServices {
  config: ConfigService;
  /** The /rc-pub GET handlers for direct in-process calls (the page server's API client). */
  direct: DirectRoutes;
}

// ---- envelope ------------------------------------------------------------------------------

export interface EnvelopeValue<T = unknown> {
  status: number;
  data: T;
  message: string;
}

export const SUCCESS = 'success';

/** Serialise an envelope; status 0 carries message 'success'. */
export function envelope(data: unknown, status: number = STATUS.ok, message: string = SUCCESS): string {
  return JSON.stringify({ status, data: data === undefined ? null : data, message });
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Send an envelope. To the page server's direct calls it goes as the object itself; over HTTP as
 * JSON. Handlers pass objects they built for this answer (never a cached one), so nothing is shared.
 */
export function sendEnvelope(reply: FastifyReply, data: unknown, status: number = STATUS.ok, message: string = SUCCESS, httpStatus = 200): FastifyReply {
  if (reply instanceof DirectReply) return reply.sendEnvelope({ status, data: data === undefined ? null : data, message }, httpStatus) as unknown as FastifyReply;
  return sendJson(reply, envelope(data, status, message), httpStatus);
}

/** Send an already serialised JSON string (Fastify sends it as is). */
export function sendJson(reply: FastifyReply, json: string, httpStatus = 200): FastifyReply {
  return reply.code(httpStatus).type(JSON_TYPE).send(json);
}

export function siteNotFoundMessage(key: string | number): string {
  return `Site not found: ${key}`;
}

// ---- parameter schemas ---------------------------------------------------------------------

export const MAX_INT = 2147483647;

export const siteIdParam = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_INT,
  description: 'Site id (positive integer). Demo sites: all=1, cmg=2, emf=3, closed=4, jnem=502, amr=735.',
} as const;

export const channelIdParam = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_INT,
  description: 'Channel (menu item) id (positive integer).',
} as const;

export const timestampParam = {
  type: 'string',
  maxLength: 64,
  description: 'Cache buster added by the client to every GET; accepted and ignored.',
} as const;

export const sldParam = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
  description: 'Site short label (second-level domain), e.g. emf.',
} as const;

export const domainParam = {
  type: 'string',
  minLength: 1,
  maxLength: 253,
  pattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$',
  description: 'Host name the site answers on (a port is ignored).',
} as const;

/** Headers read by every route (documented in OpenAPI; never rejected). */
export const headersSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'Member token (from the commonToken cookie).' },
    language: { type: 'string', description: 'Interface language: zh or en (others fall back to en).' },
    siteid: { type: 'string', description: 'Current site id.' },
  },
} as const;

type PropSchema = Record<string, unknown>;

/** A querystring schema; every GET accepts `timestamp`. */
export function querySchema(props: Record<string, PropSchema>, required: string[] = []): Record<string, unknown> {
  return {
    type: 'object',
    properties: { ...props, timestamp: timestampParam },
    ...(required.length ? { required } : {}),
  };
}

/** Response schema of an envelope whose data is `data` (or null on a non-zero status). */
export function envelopeSchema(data: Record<string, unknown>, description = 'Envelope; status 0 = success.'): Record<string, unknown> {
  return {
    description,
    type: 'object',
    required: ['status', 'data', 'message'],
    properties: {
      status: { type: 'integer', description: '0 success; 10404 site not found; 10001 site closed; 404 not found.' },
      data: { anyOf: [data, { type: 'null' }] },
      message: { type: 'string' },
    },
  };
}

export const errorEnvelopeSchema = {
  description: 'Bad parameter: status 400, data null, message naming the parameter.',
  type: 'object',
  required: ['status', 'data', 'message'],
  properties: {
    status: { type: 'integer' },
    data: { type: 'null' },
    message: { type: 'string' },
  },
} as const;

/** Responses of a JSON route: 200 envelope and 400 error envelope. */
export function responses(data: Record<string, unknown>): Record<string, unknown> {
  return { 200: envelopeSchema(data), 400: errorEnvelopeSchema };
}

/** A $ref to a schema from schemas/ by $id. */
export function ref(id: string): Record<string, unknown> {
  return { $ref: `${id}#` };
}

export const anyObject = { type: 'object', additionalProperties: true } as const;

// ---- validation errors ---------------------------------------------------------------------

interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Validation message naming the parameter: "querystring/siteId must be integer",
 * "querystring/siteId is required", "querystring/type must be one of: article, ...".
 */
export function formatValidation(errors: AjvErrorLike[], dataVar: string): Error {
  const e = errors[0];
  if (!e) return new Error(`${dataVar} is invalid`);
  const where = `${dataVar}${e.instancePath}`;
  let msg: string;
  if (e.keyword === 'required' && typeof e.params?.missingProperty === 'string') {
    msg = `${where}/${e.params.missingProperty} is required`;
  } else if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) {
    msg = `${where} must be one of: ${(e.params.allowedValues as unknown[]).map(String).join(', ')}`;
  } else if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string') {
    msg = `${where}/${e.params.additionalProperty} is not allowed`;
  } else {
    msg = `${where} ${e.message ?? 'is invalid'}`;
  }
  return new Error(msg);
}

/** The API's error handler: client mistakes are 4xx envelopes, never 500. */
export function apiErrorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.validation) {
    return sendJson(reply, JSON.stringify({ status: 400, data: null, message: error.message }), 400);
  }
  const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (code >= 400 && code < 500) {
    // Bad JSON body, unsupported media type, body too large, ...
    return sendJson(reply, JSON.stringify({ status: code, data: null, message: error.message }), code);
  }
  request.log.error({ err: error }, 'rc-pub handler failed');
  return sendJson(reply, JSON.stringify({ status: STATUS.serverError, data: null, message: 'Internal server error' }), 500);
}

// ---- request context -----------------------------------------------------------------------

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined) return undefined;
  const t = s.trim();
  return t === '' || t === 'null' || t === 'undefined' ? undefined : t;
}

export function readRequestContext(request: FastifyRequest): RequestContext {
  const h = request.headers;
  const ctx: RequestContext = {};
  const token = headerValue(h.token);
  if (token) ctx.token = token;
  const language = headerValue(h.language);
  if (language) ctx.language = language;
  const sid = headerValue(h.siteid);
  if (sid && /^[1-9][0-9]{0,9}$/.test(sid) && Number(sid) <= MAX_INT) ctx.siteId = Number(sid);
  return ctx;
}

// ---- site resolution -----------------------------------------------------------------------

/** The site or, when unknown, the 10404 envelope already sent. */
export async function siteOrReply(svc: ConfigService, reply: FastifyReply, siteId: number): Promise<SiteEntry | undefined> {
  const site = await svc.site(siteId);
  if (!site) {
    sendJson(reply, envelope(null, STATUS.siteNotFound, siteNotFoundMessage(siteId)));
    return undefined;
  }
  return site;
}

/**
 * Answer with a memoised serialised envelope for a site: the unknown-site answer is not cached
 * (ids come from clients), the success answer is cached until the next reseed.
 */
export async function cachedForSite(
  svc: ConfigService,
  reply: FastifyReply,
  siteId: number,
  key: string,
  build: (site: SiteEntry) => Promise<unknown> | unknown,
): Promise<FastifyReply> {
  await svc.fresh();
  const site = await siteOrReply(svc, reply, siteId);
  if (!site) return reply;
  const json = await svc.memoString(`${key}|${siteId}`, async () => envelope(await build(site)));
  return sendJson(reply, json);
}
