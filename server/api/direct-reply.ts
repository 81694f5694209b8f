/**
 * The reply object of a direct in-process call (./direct-routes.ts): the few reply methods our
 * handlers use, recording what they send. Anything else throws Unsupported, and the call goes
 * through app.inject instead.
 */
import type { EnvelopeValue } from './shared';

export class Unsupported extends Error {}

/** The reply methods our handlers use (sendJson: code/type/send); anything else is unsupported. */
export class DirectReply {
  statusCode = 200;
  sent = false;
  body: string | undefined;
  envelope: EnvelopeValue | undefined;
  private contentType = '';
  code(c: number): this {
    this.statusCode = c;
    return this;
  }
  status(c: number): this {
    return this.code(c);
  }
  type(t: string): this {
    this.contentType = t;
    return this;
  }
  header(name: string, value: string): this {
    if (name.toLowerCase() === 'content-type') this.contentType = value;
    return this;
  }
  /** The envelope as an object, for the page server's loaders (see sendEnvelope in ./shared). */
  sendEnvelope(envelope: EnvelopeValue, httpStatus: number): this {
    // Tests and development freeze it: a loader changing API data in place is a bug the JSON
    // round trip used to hide.
    this.envelope = process.env.NODE_ENV === 'production' ? envelope : deepFreeze(envelope);
    this.statusCode = httpStatus;
    this.sent = true;
    return this;
  }
  send(payload?: unknown): this {
    if (typeof payload !== 'string' || !this.contentType.includes('json')) throw new Unsupported('not a JSON reply');
    this.body = payload;
    this.sent = true;
    return this;
  }
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
