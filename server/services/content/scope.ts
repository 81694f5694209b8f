/**
 * What every content service shares: the site scope a site shows (unknown site -> 10404), paging,
 * where an item of another site opens (jump targets) and the small value rules of spec 3.
 */
import { siteScope } from '../../content/scope';
import type { ConfigService, SiteEntry } from '../../api/config-service';
import { siteNotFound } from '../errors';

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

/** The site's content scope, or a 10404 refusal. */
export async function contentScope(config: ConfigService, siteId: number): Promise<ContentScope> {
  await config.fresh();
  const scope = await siteScope(config, siteId);
  const site = await config.site(siteId);
  if (!scope || !site) throw siteNotFound(siteId);
  if (scope.kind === 'all') {
    const idx = await config.sites();
    return { site, siteIds: idx.list.map((s) => s.siteId), all: true };
  }
  return { site, siteIds: scope.siteIds, all: false };
}

export function inContentScope(scope: ContentScope, siteId: number): boolean {
  return scope.all || scope.siteIds.includes(siteId);
}

// ---- paging -------------------------------------------------------------------------------------

export const DEFAULT_SIZE = 10;
export const SEARCH_SIZE = 20;
export const MAX_SIZE = 100;

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

// ---- values -------------------------------------------------------------------------------------

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
