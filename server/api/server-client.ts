/**
 * The page server's data client: the same methods as the browser's (engine/data/client.ts), each
 * calling its operation's service in-process — parameters checked by the operation's own
 * validator, refusals turned into the envelope the HTTP route would send. No router, no reply
 * object, no JSON text between the service and the page loader.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DataClient } from '../../engine/data/client';
import type { Envelope, RequestHeaders } from '../../engine/data/api';
import { STATUS } from '../../engine/data/api';
import type { ServiceContext } from '../services/context';
import { answer, checkParams, type Operation } from './operation';
import { envelopeValue } from './shared';

/** Objects handed to loaders are frozen outside production: a loader changing API data is a bug. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const freeze = process.env.NODE_ENV !== 'production';

async function call(op: Operation, ctx: ServiceContext, log: FastifyBaseLogger, params: Record<string, unknown>): Promise<Envelope<unknown>> {
  const checked = checkParams(op, params);
  if (!checked.ok) return envelopeValue(null, STATUS.badRequest, checked.message);
  try {
    const { envelope } = await answer(() => op.run(ctx, checked.value as never));
    return freeze ? deepFreeze(envelope) : envelope;
  } catch (err) {
    log.error({ err, operation: op.name }, 'rc-pub service failed');
    return envelopeValue(null, STATUS.serverError, 'Internal server error');
  }
}

export function createServerDataClient(operations: ReadonlyMap<string, Operation>, ctx: ServiceContext, log: FastifyBaseLogger): DataClient {
  const client: Record<string, (params: Record<string, unknown>) => Promise<Envelope<unknown>>> = {};
  for (const [name, op] of operations) client[name] = (params) => call(op, ctx, log, params ?? {});
  return client as unknown as DataClient;
}

/** The data client of one page request on `app`, with what the reader's cookies say (token, language). */
export function pageDataClient(app: FastifyInstance, headers: RequestHeaders = {}): DataClient {
  const { config, operations } = app.masthead;
  return createServerDataClient(operations, { db: config.db, config, request: { token: headers.token, language: headers.language } }, app.log);
}
