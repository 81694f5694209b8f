/**
 * Shared pieces of the /rc-pub API: the envelope, parameter schemas, error formatting, the
 * request context (headers token, language, siteId) and site resolution.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigService } from './config-service';
import type { Operation } from './operation';
import type { RequestContext } from '../services/context';
import { STATUS } from '../../engine/data/api';
import { siteNotFoundMessage } from '../services/errors';

export { STATUS };

export type { RequestContext };

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
  /** Every /rc-pub operation by name, for the page server's data client (./operation.ts). */
  operations: Map<string, Operation>;
}

// ---- envelope ------------------------------------------------------------------------------

export interface EnvelopeValue<T = unknown> {
  status: number;
  data: T;
  message: string;
}

export const SUCCESS = 'success';

/** An envelope; status 0 carries message 'success'. */
export function envelopeValue<T>(data: T, status: number = STATUS.ok, message: string = SUCCESS): EnvelopeValue<T | null> {
  return { status, data: data === undefined ? null : data, message };
}

/** Serialise an envelope. */
export function envelope(data: unknown, status: number = STATUS.ok, message: string = SUCCESS): string {
  return JSON.stringify(envelopeValue(data, status, message));
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function sendEnvelope(reply: FastifyReply, value: EnvelopeValue, httpStatus = 200): FastifyReply {
  return sendJson(reply, JSON.stringify(value), httpStatus);
}

/** Send an already serialised JSON string (Fastify sends it as is). */
export function sendJson(reply: FastifyReply, json: string, httpStatus = 200): FastifyReply {
  return reply.code(httpStatus).type(JSON_TYPE).send(json);
}

export { siteNotFoundMessage };

/**
 * ajv coerces '1e999' to Infinity and lets it through integer/maximum checks: the message
 * refusing the first non-finite number among `values`, if any.
 */
export function nonFiniteParam(values: unknown, where: string): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
    if (typeof v === 'number' && !Number.isFinite(v)) return `${where}/${k} must be a finite number`;
  }
  return undefined;
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
