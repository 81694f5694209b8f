/**
 * How a service says "no": a ServiceError carries the envelope status and message the client sees
 * (and, rarely, data — a closed site's record with 10001). The route adapter and the server data
 * client turn it into the same envelope; anything else thrown is a server fault (500, logged).
 */
import { STATUS } from '../../engine/data/api';

export class ServiceError extends Error {
  constructor(
    /** Envelope status: 404, 10404, 400 ... */
    readonly status: number,
    message: string,
    /** HTTP status of the answer (200 unless the client's request was malformed: 400). */
    readonly httpStatus = 200,
    /** Envelope data (null unless the answer carries something beside the refusal). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** Unknown id: HTTP 200, status 404, a message naming it. */
export function notFound(message: string): ServiceError {
  return new ServiceError(STATUS.notFound, message);
}

/** A combination of parameters the schema cannot express: HTTP 400 naming the parameter. */
export function badRequest(message: string): ServiceError {
  return new ServiceError(STATUS.badRequest, message, 400);
}

export function siteNotFoundMessage(key: string | number): string {
  return `Site not found: ${key}`;
}

export function siteNotFound(key: string | number): ServiceError {
  return new ServiceError(STATUS.siteNotFound, siteNotFoundMessage(key));
}

export const ARTICLE_NOT_FOUND = 'Article id is not exist.';

export function articleNotFound(id: number | string): ServiceError {
  return notFound(`${ARTICLE_NOT_FOUND} (id: ${id})`);
}
