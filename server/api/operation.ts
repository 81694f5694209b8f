/**
 * The route adapter: one call declares an /rc-pub operation — its name (the OpenAPI operationId
 * and the data client's method), URL, parameter and answer schemas — and the service that answers
 * it. The adapter registers the Fastify route (validation, docs) and records the operation so the
 * page server's data client (./server-client.ts) calls the same service with the same validator,
 * without HTTP.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../engine/data/api';
import { isAbsent } from '../../engine/data/client';
import { ServiceError } from '../services/errors';
import type { Service, ServiceContext } from '../services/context';
import { envelopeValue, formatValidation, headersSchema, nonFiniteParam, querySchema, responses, sendEnvelope } from './shared';

type Schema = Record<string, unknown>;

export interface OperationSpec {
  /**
   * GET (default) and/or POST; the first is the data client's. A POST takes the parameters as a
   * JSON body (the body schema, else the query's properties); the body wins over the query
   * string, whose schema defaults (page 1, ...) would otherwise hide what the body asked.
   */
  methods?: readonly ('GET' | 'POST')[];
  /** Path under /rc-pub; `:name` segments are path parameters. */
  url: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Querystring properties (`timestamp` is added) and the required ones. */
  query?: Record<string, Schema>;
  required?: string[];
  /** Path parameters (all required). */
  params?: Record<string, Schema>;
  /** JSON body schema of a POST. */
  body?: Schema;
  /** Schema of `data` on success. */
  data: Schema;
}

/** What the data client needs of an operation: its checks and its service. */
export interface Operation {
  name: string;
  method: 'GET' | 'POST';
  /** Path under /rc-pub, with `:name` path parameters. */
  url: string;
  /** Names of the path parameters (`:id` -> id). */
  pathKeys: string[];
  /** The schemas as declared (npm run gen makes the data client's types from them). */
  schemas: { query: Schema; params?: Schema; body?: Schema; data: Schema };
  query?: ValidateFunction;
  params?: ValidateFunction;
  body?: ValidateFunction;
  run: Service<never>;
}

/**
 * The one Ajv of the API, with Fastify's default options (@fastify/ajv-compiler): Fastify
 * validates requests with it (setValidatorCompiler in ./index.ts) and the data client checks its
 * parameters with the very same compiled functions.
 */
const apiAjv = addFormats(
  new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: false }),
);

export const compileValidator = ({ schema }: { schema: Schema }): ValidateFunction => apiAjv.compile(schema);

export function contextOf(req: FastifyRequest): ServiceContext {
  const { config } = req.server.masthead;
  return { db: config.db, config, request: req.masthead };
}

/** The envelope of a service's answer or refusal (other errors are thrown on). */
export async function answer(run: () => Promise<unknown> | unknown): Promise<{ envelope: Envelope<unknown>; httpStatus: number }> {
  try {
    return { envelope: envelopeValue(await run()), httpStatus: 200 };
  } catch (err) {
    if (err instanceof ServiceError) return { envelope: envelopeValue(err.data, err.status, err.message), httpStatus: err.httpStatus };
    throw err;
  }
}

/** Register an operation on `app` (an /rc-pub scope) and record it for the data client. */
export function operation<P>(app: FastifyInstance, name: string, spec: OperationSpec, run: Service<P>): void {
  const methods = spec.methods ?? ['GET'];
  const method = methods[0]!;
  const body = spec.body ?? { type: ['object', 'null'], properties: spec.query ?? {} };
  const querystring = querySchema(spec.query ?? {}, spec.required ?? []);
  const params = spec.params ? { type: 'object', properties: spec.params, required: Object.keys(spec.params) } : undefined;
  const schema: Schema = {
    operationId: name,
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    querystring,
    ...(params ? { params } : {}),
    headers: headersSchema,
    response: responses(spec.data),
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const input = { ...(req.query as object), ...((req.body as object | null) ?? {}), ...(req.params as object) } as P;
    const { envelope, httpStatus } = await answer(() => run(contextOf(req), input));
    return sendEnvelope(reply, envelope, httpStatus);
  };
  for (const m of methods) {
    const id = m === method ? name : `${name}${m === 'POST' ? 'Post' : 'Get'}`;
    app.route({ method: m, url: spec.url, schema: { ...schema, operationId: id, ...(m === 'POST' ? { body } : {}) }, handler });
  }
  app.masthead.operations.set(name, {
    name,
    method,
    url: spec.url,
    schemas: { query: querystring, params, body: method === 'POST' ? body : undefined, data: spec.data },
    pathKeys: [...spec.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!),
    query: compileValidator({ schema: querystring }),
    params: params ? compileValidator({ schema: params }) : undefined,
    body: method === 'POST' ? compileValidator({ schema: body }) : undefined,
    run: run as Service<never>,
  });
}

/** Check parameters the way the API checks a request (schema, then finite numbers); the error names the part and field. */
export function checkParams(op: Operation, input: Record<string, unknown>): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (isAbsent(v)) continue;
    (op.pathKeys.includes(k) ? path : query)[k] = v;
  }
  const parts: [string, ValidateFunction | undefined, Record<string, unknown>][] =
    op.method === 'POST' && op.body ? [['body', op.body, query]] : [['querystring', op.query, query], ['params', op.params, path]];
  for (const [where, validate, value] of parts) {
    if (validate && !validate(value)) return { ok: false, message: formatValidation(validate.errors ?? [], where).message };
    const infinite = nonFiniteParam(value, where);
    if (infinite) return { ok: false, message: infinite };
  }
  return { ok: true, value: { ...query, ...path } };
}

