/**
 * A site's channel tree as the channel rules see it (built once per channels.json, shared by the rules
 * duplicate-channel-id, parent-mismatch, missing-parent, parent-cycle, menu-depth and
 * unknown-module-channel). It only models; the rules judge and report.
 */
import type { Node } from 'jsonc-parser';
import { childValue, pointerOf } from './positions';
import { type Doc, type SiteFolder, idKey } from './context';

export interface ChannelRec {
  doc: Doc;
  /** The id as text (see idKey). */
  key: string;
  id: string | number;
  idNode: Node;
  node: Node;
  pointer: string;
  /** The channel this one is nested in (`children`), if any. */
  enclosing?: ChannelRec;
  parentIdNode?: Node;
  parentId?: unknown;
  /** The resolved parent: the enclosing channel, else the channel parentId names (first of each id only). */
  parent?: ChannelRec;
}

export interface ChannelCycle {
  /** The member that comes first in the file; the cycle is reported there. */
  first: ChannelRec;
  /** Ids from `first` along parents back to `first` (first id repeated at the end). */
  ids: (string | number)[];
}

export interface ChannelTree {
  doc: Doc;
  /** Every channel with an id, in document order (later channels reusing an id included). */
  recs: ChannelRec[];
  /** The first channel of each id. */
  byId: Map<string, ChannelRec>;
  cycles: ChannelCycle[];
  /** Menu depth (1 for a top-level channel); Infinity in a cycle. */
  depthOf(rec: ChannelRec): number;
}

/** Whether `rec` is the first channel with its id (later ones are duplicates). */
export function isFirstOfId(tree: ChannelTree, rec: ChannelRec): boolean {
  return tree.byId.get(rec.key) === rec;
}

export function isRootParent(v: unknown): boolean {
  return v === undefined || v === null || v === 0 || v === '0' || v === '';
}

function collectChannels(doc: Doc): ChannelRec[] {
  const out: ChannelRec[] = [];
  const walk = (list: Node | undefined, path: (string | number)[], enclosing: ChannelRec | undefined) => {
    if (list?.type !== 'array') return;
    (list.children ?? []).forEach((node, i) => {
      if (node.type !== 'object') return;
      const here = [...path, i];
      const idNode = childValue(node, 'id');
      const key = idKey(idNode?.value);
      let rec: ChannelRec | undefined;
      if (idNode && key !== undefined) {
        const parentIdNode = childValue(node, 'parentId');
        rec = {
          doc,
          key,
          id: idNode.value as string | number,
          idNode,
          node,
          pointer: pointerOf(here),
          enclosing,
          parentIdNode,
          parentId: parentIdNode?.value,
        };
        out.push(rec);
      }
      walk(childValue(node, 'children'), [...here, 'children'], rec ?? enclosing);
    });
  };
  walk(childValue(doc.root, 'items'), ['items'], undefined);
  return out;
}

function buildTree(doc: Doc): ChannelTree {
  const recs = collectChannels(doc);
  const byId = new Map<string, ChannelRec>();
  for (const rec of recs) if (!byId.has(rec.key)) byId.set(rec.key, rec);
  const firsts = recs.filter((r) => byId.get(r.key) === r);

  // Parents: nesting (children) decides; otherwise the channel parentId names, if any.
  for (const rec of firsts) {
    if (rec.enclosing) rec.parent = rec.enclosing;
    else if (!isRootParent(rec.parentId)) {
      const key = idKey(rec.parentId);
      const parent = key === undefined ? undefined : byId.get(key);
      if (parent) rec.parent = parent;
    }
  }

  // Cycles.
  const cycles: ChannelCycle[] = [];
  const state = new Map<ChannelRec, 'visiting' | 'done'>();
  const inCycle = new Set<ChannelRec>();
  for (const start of firsts) {
    if (state.has(start)) continue;
    const path: ChannelRec[] = [];
    let cur: ChannelRec | undefined = start;
    while (cur && !state.has(cur)) {
      state.set(cur, 'visiting');
      path.push(cur);
      cur = cur.parent;
    }
    if (cur && state.get(cur) === 'visiting') {
      const cycle = path.slice(path.indexOf(cur));
      cycle.forEach((r) => inCycle.add(r));
      const first = cycle.reduce((a, b) => (b.node.offset < a.node.offset ? b : a));
      // Walk from `first` along parents back to itself.
      const ids = [first.id];
      for (let r = first.parent!; r !== first; r = r.parent!) ids.push(r.id);
      ids.push(first.id);
      cycles.push({ first, ids });
    }
    path.forEach((r) => state.set(r, 'done'));
  }

  const depth = new Map<ChannelRec, number>();
  const depthOf = (r: ChannelRec): number => {
    if (inCycle.has(r)) return Infinity;
    const known = depth.get(r);
    if (known !== undefined) return known;
    const d = r.parent ? depthOf(r.parent) + 1 : 1;
    depth.set(r, d);
    return d;
  };
  return { doc, recs, byId, cycles, depthOf };
}

const trees = new WeakMap<Doc, ChannelTree>();

/** The site's channel tree; undefined when it has no channels.json or that file does not parse. */
export function channelTreeOf(site: SiteFolder): ChannelTree | undefined {
  const doc = site.channels;
  if (!doc?.ok) return undefined;
  let tree = trees.get(doc);
  if (!tree) trees.set(doc, (tree = buildTree(doc)));
  return tree;
}
