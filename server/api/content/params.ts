/**
 * Shared pieces of the content endpoints: parameter schemas (ids, paging), the paged answer,
 * site scope resolution (unknown site -> status 10404) and the not-found answers.
 */
import type { FastifyReply } from 'fastify';
import { siteScope } from '../../content/scope';
import type { ConfigService, SiteEntry } from '../config-service';
import { MAX_INT, STATUS, envelope, headersSchema, querySchema, responses, sendEnvelope, sendJson, siteIdParam, siteNotFoundMessage } from '../shared';

export { headersSchema, querySchema, responses, siteIdParam };

export const TAG = 'content';

// ---- parameter schemas -----------------------------------------------------------------------

export function idParam(what: string): Record<string, unknown> {
  return { type: 'integer', minimum: 1, maximum: MAX_INT, description: `${what} id (positive integer).` };
}

export const DEFAULT_SIZE = 10;
export const SEARCH_SIZE = 20;
export const MAX_SIZE = 100;

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

// ---- paging -------------------------------------------------------------------------------------

export interface Paging {
  page: number;
  size: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export function offsetOf(p: Paging): number {
  return (p.page - 1) * p.size;
}

/** Paging from validated query values (defaults applied by the schema, but be safe). */
export function paging(q: { page?: number; size?: number }, def = DEFAULT_SIZE): Paging {
  return { page: q.page ?? 1, size: q.size ?? def };
}

// ---- site scope -----------------------------------------------------------------------------------

/**
 * The content a site shows (server/content/scope.ts siteScope): its site ids — for the `all`
 * site every configured site id, so queries keep using the (site_id, ...) indexes.
 */
export interface ContentScope {
  site: SiteEntry;
  siteIds: number[];
  all: boolean;
}

/** The site's content scope, or undefined after sending the 10404 answer. */
export async function scopeOrReply(svc: ConfigService, reply: FastifyReply, siteId: number): Promise<ContentScope | undefined> {
  await svc.fresh();
  const scope = await siteScope(svc, siteId);
  const site = await svc.site(siteId);
  if (!scope || !site) {
    sendJson(reply, envelope(null, STATUS.siteNotFound, siteNotFoundMessage(siteId)));
    return undefined;
  }
  if (scope.kind === 'all') {
    const idx = await svc.sites();
    return { site, siteIds: idx.list.map((s) => s.siteId), all: true };
  }
  return { site, siteIds: scope.siteIds, all: false };
}

export function inContentScope(scope: ContentScope, siteId: number): boolean {
  return scope.all || scope.siteIds.includes(siteId);
}

// ---- answers ------------------------------------------------------------------------------------

export function ok(reply: FastifyReply, data: unknown): FastifyReply {
  return sendEnvelope(reply, data);
}

/** Unknown id: HTTP 200, status 404, a message naming the id. */
export function notFound(reply: FastifyReply, message: string): FastifyReply {
  return sendEnvelope(reply, null, STATUS.notFound, message);
}

export const ARTICLE_NOT_FOUND = 'Article id is not exist.';

export function articleNotFound(reply: FastifyReply, id: number | string): FastifyReply {
  return notFound(reply, `${ARTICLE_NOT_FOUND} (id: ${id})`);
}

/** Bad combination of parameters the schema cannot express: HTTP 400 naming the parameter. */
export function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return sendJson(reply, envelope(null, STATUS.badRequest, message), 400);
}

// ---- site paths ---------------------------------------------------------------------------------

/** The language of a path on `target`: requested (when the site offers it), else its default. */
export function pathLanguage(target: SiteEntry, requested: string | undefined): string {
  const langs = Array.isArray(target.record.languages) ? (target.record.languages as unknown[]).map(String) : [];
  const def = typeof target.record.defaultLanguage === 'string' && target.record.defaultLanguage ? target.record.defaultLanguage : 'zh';
  if (requested && (langs.length === 0 || langs.includes(requested))) return requested;
  return def;
}

export interface JumpTarget {
  /** Path to open: in-site (`/<lang>/...`) when the item belongs to the asking site, else `/<sld>/<lang>/...`. */
  path: string;
  /** Absolute URL on the owning site's domain when it has one and differs from the asking site; else the path. */
  url: string;
  siteId: number;
  sld: string;
  domain: string | null;
  /** true when the item belongs to the asking site (or one of the sites it shows). */
  sameSite: boolean;
  /** true for an external link (reprinted news with a source link). */
  external: boolean;
}

/**
 * Where an item of `owner` opens when asked from `from`: in-site path when owner is `from`,
 * else the owner's site path by sld (and absolute URL when the owner has a domain).
 */
export function jumpTarget(from: SiteEntry, owner: SiteEntry, rest: string, requestedLang: string | undefined): JumpTarget {
  const lang = pathLanguage(owner, requestedLang);
  const same = from.siteId === owner.siteId;
  const local = `/${lang}/${rest}`;
  const path = same ? local : `/${owner.sld}${local}`;
  const url = !same && owner.domain ? `https://${owner.domain}${local}` : path;
  return { path, url, siteId: owner.siteId, sld: owner.sld, domain: owner.domain, sameSite: same, external: false };
}

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

/** Empty, 'null' and 'undefined' strings count as absent (spec 3). */
export function present(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const t = v.trim();
  return t === '' || t === 'null' || t === 'undefined' ? null : v;
}

/** URL of a stored file id (`/rc-pub/front/files/get?id=...`); ids that already are URLs pass. */
export function fileUrl(id: string | null): string | null {
  const v = present(id);
  if (!v) return null;
  if (/^(https?:)?\/\//.test(v) || v.startsWith('/')) return v;
  return `/rc-pub/front/files/get?id=${encodeURIComponent(v)}`;
}

// ---- route helper -------------------------------------------------------------------------------

export interface RouteSpec {
  summary: string;
  description?: string;
  /** Querystring properties (timestamp is added). */
  query?: Record<string, Record<string, unknown>>;
  required?: string[];
  /** Path parameters (all required). */
  params?: Record<string, Record<string, unknown>>;
  /** Schema of `data` on success. */
  data: Record<string, unknown>;
}

/** Fastify route options of a content GET: tag, summary, query/params schemas, responses. */
export function routeSchema(spec: RouteSpec): { schema: Record<string, unknown> } {
  const schema: Record<string, unknown> = {
    tags: [TAG],
    summary: spec.summary,
    querystring: querySchema(spec.query ?? {}, spec.required ?? []),
    headers: headersSchema,
    response: responses(spec.data),
  };
  if (spec.description) schema.description = spec.description;
  if (spec.params) schema.params = { type: 'object', properties: spec.params, required: Object.keys(spec.params) };
  return { schema };
}
