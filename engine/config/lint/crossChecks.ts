/** Checks across files: the channel tree, module lists against channels, site records. */
import type { Node } from 'jsonc-parser';
import type { LintOptions } from './types';
import { childValue, pointerOf } from './positions';
import { type Doc, IssueList, fmt, isObject, positionText } from './context';

export interface SiteFolder {
  sld: string;
  docs: Doc[];
  site?: Doc;
  channels?: Doc;
  modules?: Doc;
}

interface ChannelRec {
  doc: Doc;
  key: string;
  id: string | number;
  idNode: Node;
  node: Node;
  pointer: string;
  /** The channel this one is nested in (`children`), if any. */
  enclosing?: ChannelRec;
  parentIdNode?: Node;
  parentId?: unknown;
  parent?: ChannelRec;
}

/** Channel ids compare by their text: 12 and "12" are the same channel (module list keys are text). */
function idKey(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && v !== '') return v;
  return undefined;
}

function isRootParent(v: unknown): boolean {
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

export interface ChannelIndex {
  /** Channel ids by site; a site is absent when its channels.json is missing or unreadable. */
  bySite: Map<string, Set<string>>;
}

export function checkChannels(sites: SiteFolder[], opts: LintOptions, issues: IssueList): ChannelIndex {
  const maxDepth = opts.maxMenuDepth ?? 3;
  const bySite = new Map<string, Set<string>>();
  const global = new Map<string, { sld: string; rec: ChannelRec }>();
  for (const site of sites) {
    const doc = site.channels;
    if (!doc) {
      bySite.set(site.sld, new Set());
      continue;
    }
    if (!doc.ok) continue;
    const recs = collectChannels(doc);
    const byId = new Map<string, ChannelRec>();
    for (const rec of recs) {
      const first = byId.get(rec.key);
      if (first) {
        issues.add(doc, rec.idNode, `${rec.pointer}/id`, `duplicate channel id ${fmt(rec.id)} (also at ${positionText(doc, first.idNode)})`, 'duplicate-channel-id');
        continue;
      }
      byId.set(rec.key, rec);
      const other = global.get(rec.key);
      if (other) {
        issues.add(
          doc,
          rec.idNode,
          `${rec.pointer}/id`,
          `channel id ${fmt(rec.id)} is already used by site ${other.sld} (${other.rec.doc.file.path}:${positionText(other.rec.doc, other.rec.idNode)}); channel ids must be unique across sites`,
          'duplicate-channel-id',
        );
      } else global.set(rec.key, { sld: site.sld, rec });
    }
    bySite.set(site.sld, new Set(byId.keys()));

    // Parents: nesting (children) decides; a parentId must agree with it, or name a channel.
    for (const rec of recs) {
      if (byId.get(rec.key) !== rec) continue;
      const ptr = `${rec.pointer}/parentId`;
      if (rec.enclosing) {
        rec.parent = rec.enclosing;
        if (rec.parentIdNode && idKey(rec.parentId) !== rec.enclosing.key) {
          issues.add(doc, rec.parentIdNode, ptr, `parentId ${fmt(rec.parentId)} does not match the enclosing channel ${fmt(rec.enclosing.id)}`, 'parent-mismatch');
        }
      } else if (!isRootParent(rec.parentId)) {
        const key = idKey(rec.parentId);
        const parent = key === undefined ? undefined : byId.get(key);
        if (parent) rec.parent = parent;
        else if (key !== undefined) {
          issues.add(doc, rec.parentIdNode, ptr, `parentId ${fmt(rec.parentId)} does not name a channel of this site`, 'missing-parent');
        }
      }
    }

    // Cycles, then depth.
    const state = new Map<ChannelRec, 'visiting' | 'done'>();
    const inCycle = new Set<ChannelRec>();
    for (const start of recs) {
      if (byId.get(start.key) !== start || state.has(start)) continue;
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
        const names = [first.id];
        for (let r = first.parent!; r !== first; r = r.parent!) names.push(r.id);
        names.push(first.id);
        issues.add(
          doc,
          first.parentIdNode ?? first.node,
          `${first.pointer}/parentId`,
          `parent cycle: ${names.map(fmt).join(' -> ')}`,
          'parent-cycle',
        );
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
    for (const rec of recs) {
      if (byId.get(rec.key) !== rec) continue;
      if (depthOf(rec) === maxDepth + 1) {
        issues.add(doc, rec.node, rec.pointer, `menu depth ${maxDepth + 1} exceeds the maximum of ${maxDepth} (channel ${fmt(rec.id)})`, 'menu-depth');
      }
    }
  }
  return { bySite };
}

/** modules.json keys must be channel ids of the same site. */
export function checkModuleListChannels(sites: SiteFolder[], index: ChannelIndex, issues: IssueList): void {
  for (const site of sites) {
    const doc = site.modules;
    if (!doc?.ok) continue;
    const ids = index.bySite.get(site.sld);
    if (!ids) continue; // channels.json unreadable: reported there
    const lists = childValue(doc.root, 'lists');
    if (lists?.type !== 'object') continue;
    for (const prop of lists.children ?? []) {
      const keyNode = prop.children?.[0];
      const key = keyNode?.value;
      if (typeof key !== 'string' || ids.has(key)) continue;
      const where = site.channels ? 'this site has no channel with that id' : 'this site has no channels.json';
      issues.add(doc, keyNode, pointerOf(['lists', key]), `module list for unknown channel id '${key}': ${where}`, 'unknown-module-channel');
    }
  }
}

/** site.json: sld matches the folder, siteId and sld unique, memberSiteIds name existing sites. */
export function checkSites(sites: SiteFolder[], opts: LintOptions, issues: IssueList): void {
  const ids = new Map<string, SiteFolder>();
  const slds = new Map<string, SiteFolder>();
  let allReadable = true;
  for (const site of sites) {
    const doc = site.site;
    if (!doc) {
      const anchor = site.docs[0];
      if (anchor) issues.add(anchor, undefined, '', `site folder sites/${site.sld}/ has no site.json`, 'missing-site-json');
      continue;
    }
    if (!doc.ok || !isObject(doc.value)) {
      allReadable = false;
      continue;
    }
    const v = doc.value;
    const idProp = v.siteId !== undefined ? 'siteId' : 'id';
    const idNode = childValue(doc.root, idProp);
    if (v.id !== undefined && v.siteId !== undefined && idKey(v.id) !== idKey(v.siteId)) {
      issues.add(doc, childValue(doc.root, 'id'), '/id', `id ${fmt(v.id)} differs from siteId ${fmt(v.siteId)}; both name the site`, 'site-id-mismatch');
    }
    const key = idKey(v[idProp]);
    if (key !== undefined) {
      const other = ids.get(key);
      if (other) issues.add(doc, idNode, `/${idProp}`, `${idProp} ${fmt(v[idProp])} is already used by site ${other.sld}`, 'duplicate-site-id');
      else ids.set(key, site);
    }
    if (typeof v.sld === 'string') {
      const sldNode = childValue(doc.root, 'sld');
      if (v.sld !== site.sld) {
        issues.add(doc, sldNode, '/sld', `sld '${v.sld}' does not match the folder name '${site.sld}'`, 'sld-folder-mismatch');
      }
      const other = slds.get(v.sld);
      if (other) issues.add(doc, sldNode, '/sld', `sld '${v.sld}' is already used by site folder ${other.sld}`, 'duplicate-sld');
      else slds.set(v.sld, site);
    }
  }
  if (!allReadable || opts.partialTree) return;
  for (const site of sites) {
    const doc = site.site;
    if (!doc?.ok || !isObject(doc.value)) continue;
    const members = childValue(doc.root, 'memberSiteIds');
    if (members?.type !== 'array') continue;
    (members.children ?? []).forEach((m, i) => {
      const key = idKey(m.value);
      if (key === undefined || ids.has(key)) return;
      issues.add(doc, m, `/memberSiteIds/${i}`, `memberSiteIds names site ${fmt(m.value)}, which does not exist`, 'unknown-member-site');
    });
  }
}
