/**
 * Parameter and answer schemas shared by the content routes: ids, paging, languages, the paged
 * answer, the jump target. The services they describe live in server/services/content/.
 */
import { MAX_INT, siteIdParam } from '../shared';
import { DEFAULT_SIZE, MAX_SIZE } from '../../services/content/scope';

export { siteIdParam };

export const TAG = 'content';

// ---- parameter schemas -----------------------------------------------------------------------

export function idParam(what: string): Record<string, unknown> {
  return { type: 'integer', minimum: 1, maximum: MAX_INT, description: `${what} id (positive integer).` };
}

export const pageParam = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_INT,
  default: 1,
  description: 'Page number, 1-based (default 1). A page beyond the end answers an empty list.',
} as const;

export function sizeParam(def = DEFAULT_SIZE, max = MAX_SIZE): Record<string, unknown> {
  return { type: 'integer', minimum: 1, maximum: max, default: def, description: `Page size (default ${def}, max ${max}).` };
}

/** page + size properties of a querystring schema. */
export function pagingProps(def = DEFAULT_SIZE): Record<string, Record<string, unknown>> {
  return { page: pageParam, size: sizeParam(def) };
}

export const languageParam = {
  type: 'string',
  enum: ['zh', 'en', 'ru', 'ara', 'spa', 'fra', 'de'],
  description: 'Language segment of the answered path (default: the language header, else the target site default language).',
} as const;

export const qParam = {
  type: 'string',
  maxLength: 150,
  description: 'Optional text filter (substring, case-insensitive for Latin letters; max 150 characters).',
} as const;

// ---- answer schemas ---------------------------------------------------------------------------

export const looseObject = { type: 'object', additionalProperties: true } as const;

export function pagedSchema(item: Record<string, unknown> = looseObject): Record<string, unknown> {
  return {
    type: 'object',
    required: ['list', 'total', 'page', 'size'],
    properties: {
      list: { type: 'array', items: item },
      total: { type: 'integer', description: 'Number of items over all pages.' },
      page: { type: 'integer' },
      size: { type: 'integer' },
    },
  };
}

export const arraySchema = (item: Record<string, unknown> = looseObject) => ({ type: 'array', items: item });

export const jumpSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    url: { type: 'string' },
    siteId: { type: 'integer' },
    sld: { type: 'string' },
    domain: { type: ['string', 'null'] },
    sameSite: { type: 'boolean' },
    external: { type: 'boolean' },
  },
} as const;

