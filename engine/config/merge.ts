/**
 * Layered configuration merge: defaults -> group -> site (docs/architecture.md, "Inheritance").
 *
 * - Plain objects merge key by key.
 * - Arrays and scalars (string, number, boolean, null) replace whatever was there, whole.
 * - A layer whose value is `undefined` (a missing document) is skipped; so is an `undefined`
 *   property inside a layer (JSON has no undefined).
 *
 * Provenance maps JSON pointers (RFC 6901) to the name of the layer that set the value there:
 * one entry for every leaf (scalar, empty object, empty array, and every scalar inside an array)
 * and one for every array (the array as a whole came from one layer, since arrays replace).
 * When a later layer replaces a subtree, the earlier entries under it are dropped.
 *
 * Pure and free of node imports: it runs in the page server, the browser and the playground.
 */

export interface Layer {
  name: string;
  value: unknown;
}

export type Provenance = Record<string, string>;

export interface MergeResult<T = unknown> {
  value: T;
  provenance: Provenance;
}

type PlainObject = Record<string, unknown>;

export function isPlainObject(v: unknown): v is PlainObject {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Escape one reference token of a JSON pointer. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Split a JSON pointer into unescaped tokens ('' -> []). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Sets an own, enumerable property even for the key "__proto__" (no prototype pollution). */
function setOwn(target: PlainObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Deep copy of JSON-like data; drops undefined properties. */
function cloneJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : cloneJson(x)));
  if (isPlainObject(v)) {
    const out: PlainObject = {};
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (x !== undefined) setOwn(out, k, cloneJson(x));
    }
    return out;
  }
  return v;
}

function dropUnder(provenance: Provenance, pointer: string): void {
  const prefix = pointer + '/';
  for (const k of Object.keys(provenance)) {
    if (k === pointer || k.startsWith(prefix)) delete provenance[k];
  }
}

/** Record provenance for a value that was set whole by `layer`. */
function recordAll(provenance: Provenance, pointer: string, v: unknown, layer: string): void {
  if (Array.isArray(v)) {
    provenance[pointer] = layer;
    v.forEach((x, i) => recordAll(provenance, `${pointer}/${i}`, x, layer));
    return;
  }
  if (isPlainObject(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) {
      provenance[pointer] = layer;
      return;
    }
    for (const k of keys) recordAll(provenance, `${pointer}/${escapePointerToken(k)}`, v[k], layer);
    return;
  }
  provenance[pointer] = layer;
}

function mergeInto(base: unknown, over: unknown, pointer: string, layer: string, provenance: Provenance): unknown {
  if (isPlainObject(base) && isPlainObject(over)) {
    const keys = Object.keys(over);
    if (keys.length === 0) {
      // An empty object over an object changes nothing; it is still a leaf when base was empty.
      if (Object.keys(base).length === 0) provenance[pointer] = layer;
      return base;
    }
    // An object that was recorded as an empty leaf gets real children now.
    if (provenance[pointer] !== undefined && Object.keys(base).length === 0) delete provenance[pointer];
    for (const k of keys) {
      const x = over[k];
      if (x === undefined) continue;
      const child = `${pointer}/${escapePointerToken(k)}`;
      const had = Object.prototype.hasOwnProperty.call(base, k);
      setOwn(base, k, mergeInto(had ? base[k] : undefined, x, child, layer, provenance));
    }
    return base;
  }
  // Replacement: arrays, scalars, or an object over a non-object.
  dropUnder(provenance, pointer);
  const copy = cloneJson(over);
  recordAll(provenance, pointer, copy, layer);
  return copy;
}

/**
 * Merge layers in order (first = lowest precedence). Inputs are never mutated; the result is a
 * fresh value. With no defined layer the value is `undefined` and provenance is empty.
 */
export function mergeLayers<T = unknown>(layers: readonly Layer[]): MergeResult<T> {
  const provenance: Provenance = {};
  let value: unknown = undefined;
  for (const layer of layers) {
    if (layer.value === undefined) continue;
    value = mergeInto(value, layer.value, '', layer.name, provenance);
  }
  return { value: value as T, provenance };
}

/**
 * The layer that set the value at `pointer`: the exact entry, else the nearest recorded ancestor
 * (e.g. an element inside a replaced array), else — for an object — the single layer all its
 * recorded descendants come from, or 'mixed' when they differ. undefined when nothing is known.
 */
export function originOf(provenance: Provenance, pointer: string): string | undefined {
  const exact = provenance[pointer];
  if (exact !== undefined) return exact;
  const tokens = parsePointer(pointer);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const anc = tokens.slice(0, i).map((t) => '/' + escapePointerToken(t)).join('');
    const hit = provenance[anc];
    if (hit !== undefined) return hit;
  }
  const prefix = pointer + '/';
  let found: string | undefined;
  for (const [k, v] of Object.entries(provenance)) {
    if (!k.startsWith(prefix)) continue;
    if (found === undefined) found = v;
    else if (found !== v) return 'mixed';
  }
  return found;
}
