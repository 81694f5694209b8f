/** Where a file sits in the site-configs tree and which doc schema validates it. */
import { DOC_SCHEMA_BY_FILE, SITE_ONLY_FILES } from '../../../schemas/catalog';

export type Layer = { kind: 'defaults' } | { kind: 'site'; sld: string };

export interface FilePlace {
  /** Path relative to the site-configs root, '/'-separated. */
  rel: string;
  /** undefined when the file is not where site-configs files belong. */
  layer: Layer | undefined;
  /** Path inside the layer folder: 'header.json', 'layouts/home.json'. */
  name: string;
}

/** Doc schema id by file name inside a layer folder, from schemas/catalog.ts. */
export const DOC_SCHEMAS: Readonly<Record<string, string>> = DOC_SCHEMA_BY_FILE;

/** Files that only a site folder may hold (not defaults/). */
export const SITE_ONLY: readonly string[] = SITE_ONLY_FILES;

function splitPath(p: string): string[] {
  return p.replace(/\\/g, '/').split('/').filter((s) => s !== '' && s !== '.');
}

function placeOf(rest: string[]): { ok: boolean; name: string } {
  if (rest.length === 1) return { ok: true, name: rest[0] };
  if (rest.length === 2 && rest[0] === 'layouts') return { ok: true, name: rest.join('/') };
  return { ok: false, name: rest.join('/') };
}

/** Classifies a file by its path relative to the site-configs root (or finds that root in `path`). */
export function placeFile(path: string, rel?: string): FilePlace {
  if (rel !== undefined) {
    const segs = splitPath(rel);
    return placeRel(segs) ?? { rel: segs.join('/'), layer: undefined, name: segs.join('/') };
  }
  const segs = splitPath(path);
  // The last `defaults/` or `sites/<sld>/` from which the rest is a valid layer path.
  for (let i = segs.length - 2; i >= 0; i--) {
    if (segs[i] !== 'defaults' && segs[i] !== 'sites') continue;
    const placed = placeRel(segs.slice(i));
    if (placed) return placed;
  }
  const name = segs.join('/');
  return { rel: name, layer: undefined, name };
}

function placeRel(segs: string[]): FilePlace | undefined {
  const rel = segs.join('/');
  if (segs[0] === 'defaults') {
    const p = placeOf(segs.slice(1));
    if (p.ok) return { rel, layer: { kind: 'defaults' }, name: p.name };
  } else if (segs[0] === 'sites' && segs.length >= 3) {
    const p = placeOf(segs.slice(2));
    if (p.ok) return { rel, layer: { kind: 'site', sld: segs[1] }, name: p.name };
  }
  return undefined;
}

/**
 * Why a file is not where site-configs files go: outside defaults/ and sites/<sld>/ ('outside'), or a
 * site-only file in defaults/ ('site-only'). undefined when it is in place.
 */
export function misplacement(place: FilePlace): 'outside' | 'site-only' | undefined {
  if (!place.layer) return 'outside';
  if (place.layer.kind === 'defaults' && SITE_ONLY.includes(place.name)) return 'site-only';
  return undefined;
}

/**
 * The doc schema id for a file name inside a layer ('header.json', 'layouts/home.json'). Accepts
 * catalog keys with or without '.json', and 'layouts/*.json' / 'layouts/' / 'layouts' for layouts.
 */
export function docSchemaFor(name: string, table: Readonly<Record<string, string>>): string | undefined {
  const direct = table[name] ?? table[name.replace(/\.json$/, '')];
  if (direct) return direct;
  if (name.startsWith('layouts/')) {
    return table['layouts/*.json'] ?? table['layouts/*'] ?? table['layouts/'] ?? table['layouts'] ?? table['layout'];
  }
  return undefined;
}

export function isLayoutName(name: string): boolean {
  return name.startsWith('layouts/') && name.endsWith('.json');
}

/** 'layouts/home.json' -> 'home'. */
export function layoutPageOf(name: string): string {
  return name.slice('layouts/'.length).replace(/\.json$/, '');
}
