/**
 * Provenance of a part: which layer (defaults, group, site) set each leaf of the value, computed
 * with the engine's mergeLayers from the documents /front/site/getConfigLayers returns. Leaves the
 * operator changed are marked as playground edits; leaves no layer holds were added by the server
 * (visit counters, resolved URLs). Pure: no DOM, no fetching.
 */
import { escapePointerToken, isPlainObject, mergeLayers, originOf, parsePointer, type Layer } from '../../engine/config/merge';
import type { ConfigLayer } from '../api';
import { PART_INFO, type PartKey } from '../parts';

export const EDIT_ORIGIN = 'playground edit';
export const SERVER_ORIGIN = 'server';
export const REMOVED_ORIGIN = 'removed in playground';

export interface ProvenanceRow {
  pointer: string;
  /** The value now (undefined for a removed leaf). */
  value: unknown;
  /** The layer name, EDIT_ORIGIN, SERVER_ORIGIN or REMOVED_ORIGIN. */
  origin: string;
  /** The merged layers' value, when it differs from `value`. */
  layerValue?: unknown;
}

export interface ProvenanceResult {
  rows: ProvenanceRow[];
  /** Layers that hold a document for this part, in merge order. */
  layersUsed: string[];
  /** Why nothing could be computed. */
  note?: string;
  /** Something to know about the rows. */
  info?: string;
}

/**
 * A document of a layer by its file name. The server keys documents by part: the file name
 * without '.json' ('header', 'basic-info') and 'layout:<page>' for layouts/<page>.json; an array
 * of {name, doc} and a nested `layouts` object are accepted too.
 */
export function docOf(docs: unknown, file: string): unknown {
  const bare = file.replace(/\.json$/, '');
  const layoutKey = bare.replace(/^layouts\//, 'layout:');
  if (Array.isArray(docs)) {
    for (const d of docs) {
      if (!isPlainObject(d)) continue;
      const name = d.name ?? d.file ?? d.path;
      if (typeof name === 'string' && (name === file || name === bare || name.endsWith(`/${file}`))) return d.doc ?? d.value ?? d.content;
    }
    return undefined;
  }
  if (!isPlainObject(docs)) return undefined;
  if (file in docs) return docs[file];
  if (bare in docs) return docs[bare];
  if (layoutKey in docs) return docs[layoutKey];
  const m = /^layouts\/(.+)$/.exec(bare);
  if (m) {
    const layouts = docs.layouts;
    if (isPlainObject(layouts)) return layouts[m[1]!] ?? layouts[`${m[1]}.json`];
  }
  return undefined;
}

/** A site-configs document turned into the API value it contributes. */
export function valueOfDoc(part: PartKey, doc: unknown, channelId?: string, keepVersion = false): unknown {
  if (doc === undefined || doc === null) return undefined;
  const info = PART_INFO[part];
  if (part === 'moduleList') {
    if (!isPlainObject(doc) || !isPlainObject(doc.lists) || channelId === undefined) return undefined;
    return doc.lists[channelId];
  }
  if (info.listDoc) return isPlainObject(doc) ? doc.items : Array.isArray(doc) ? doc : undefined;
  if (isPlainObject(doc)) {
    const { schemaVersion, $schema: _s, ...rest } = doc;
    return keepVersion && schemaVersion !== undefined ? { schemaVersion, ...rest } : rest;
  }
  return doc;
}

/** Every leaf of a value: scalars, empty objects and arrays; array elements one by one. */
export function leaves(value: unknown, pointer = '', out: { pointer: string; value: unknown }[] = []): { pointer: string; value: unknown }[] {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push({ pointer, value });
    value.forEach((v, i) => leaves(v, `${pointer}/${i}`, out));
  } else if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) out.push({ pointer, value });
    for (const k of keys) leaves(value[k], `${pointer}/${escapePointerToken(k)}`, out);
  } else {
    out.push({ pointer, value });
  }
  return out;
}

/** The value at a JSON pointer; `has` is false when the path does not exist. */
export function valueAt(root: unknown, pointer: string): { has: boolean; value: unknown } {
  let v = root;
  for (const t of parsePointer(pointer)) {
    if (Array.isArray(v) && /^(0|[1-9]\d*)$/.test(t) && Number(t) < v.length) v = v[Number(t)];
    else if (isPlainObject(v) && Object.prototype.hasOwnProperty.call(v, t)) v = v[t];
    else return { has: false, value: undefined };
  }
  return { has: true, value: v };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface ProvenanceInput {
  part: PartKey;
  layers: readonly ConfigLayer[];
  /** The value as loaded from the API. */
  original: unknown;
  /** The value being edited (undefined when its JSON does not parse: the original is shown). */
  current: unknown;
  pageKind: string;
  /** Module lists are keyed by channel id. */
  channelId?: string;
}

export function computeProvenance(input: ProvenanceInput): ProvenanceResult {
  const info = PART_INFO[input.part];
  if (!info.layerDoc) return { rows: [], layersUsed: [], note: `${info.label} is not stored in site-configs: the server computes it.` };
  const file = info.layerDoc.replace('{page}', input.pageKind);
  // The API keeps schemaVersion in some values (layouts): then it is a leaf like any other.
  const keepVersion = isPlainObject(input.original) && 'schemaVersion' in input.original;
  let stack: Layer[];
  let note: string | undefined;
  if (info.siteOnly) {
    // Not inherited: the site's own document is the whole value (the server does not list it
    // among the layers, so the loaded value stands in for it).
    const own = input.layers[input.layers.length - 1];
    const fromLayer = own ? valueOfDoc(input.part, docOf(own.docs, file), input.channelId, keepVersion) : undefined;
    stack = [{ name: own?.name ?? 'site', value: fromLayer ?? input.original }];
    note = `${info.label} is not inherited: it comes from the site's own ${file} alone.`;
  } else {
    stack = input.layers
      .map((l) => ({ name: l.name, value: valueOfDoc(input.part, docOf(l.docs, file), input.channelId, keepVersion) }))
      .filter((l) => l.value !== undefined);
  }
  const { value: merged, provenance } = mergeLayers(stack);
  const current = input.current === undefined ? input.original : input.current;
  const rows: ProvenanceRow[] = [];
  const seen = new Set<string>();
  for (const leaf of leaves(current)) {
    seen.add(leaf.pointer);
    const orig = valueAt(input.original, leaf.pointer);
    const fromLayers = valueAt(merged, leaf.pointer);
    if (!orig.has || !same(orig.value, leaf.value)) {
      rows.push({ pointer: leaf.pointer, value: leaf.value, origin: EDIT_ORIGIN, ...(fromLayers.has ? { layerValue: fromLayers.value } : {}) });
    } else if (fromLayers.has && same(fromLayers.value, leaf.value)) {
      rows.push({ pointer: leaf.pointer, value: leaf.value, origin: originOf(provenance, leaf.pointer) ?? SERVER_ORIGIN });
    } else {
      rows.push({ pointer: leaf.pointer, value: leaf.value, origin: SERVER_ORIGIN, ...(fromLayers.has ? { layerValue: fromLayers.value } : {}) });
    }
  }
  // Leaves the operator deleted.
  if (input.current !== undefined) {
    for (const leaf of leaves(input.original)) {
      if (seen.has(leaf.pointer) || valueAt(current, leaf.pointer).has) continue;
      rows.push({ pointer: leaf.pointer, value: undefined, origin: REMOVED_ORIGIN, layerValue: leaf.value });
    }
  }
  return { rows, layersUsed: stack.map((l) => l.name), ...(note ? { info: note } : {}) };
}
