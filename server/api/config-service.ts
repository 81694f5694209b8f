/**
 * The config service: sites, effective (merged) config parts, layouts, channels, module lists and
 * files, read from the database and memoised in memory.
 *
 * Effective config of (site, part) = mergeLayers(defaults, group, site) where the group is the
 * group site whose site.json `memberSiteIds` lists the site (docs/architecture.md, "Inheritance").
 * Everything is cached per seed generation: an in-process reseed clears the caches at once; a
 * reseed by another process (`npm run seed`) is noticed within `recheckMs` (default 1 s).
 */
import { mergeLayers, type MergeResult } from '../../engine/config/merge';
import { seedGeneration, type MastheadDb } from '../db/database';
import { seed as seedDb, type SeedReport } from '../db/seed';
import { findChannel } from '../../engine/routing/channel';

export type Json = Record<string, unknown>;

export interface SiteEntry {
  siteId: number;
  sld: string;
  domain: string | null;
  status: number;
  type: string;
  /** The Site record as the API returns it (no schemaVersion; id = siteId). */
  record: Json;
  memberSiteIds: number[];
}

export interface SiteIndex {
  byId: Map<number, SiteEntry>;
  bySld: Map<string, SiteEntry>;
  byDomain: Map<string, SiteEntry>;
  /** Group of each member site id. */
  groupOf: Map<number, SiteEntry>;
  /** All sites by ascending id. */
  list: SiteEntry[];
}

export interface ConfigDoc {
  value: Json;
  sourceFile: string;
}

export interface LayerInfo {
  /** 'defaults' | 'group' | 'site' */
  name: 'defaults' | 'group' | 'site';
  siteId: number;
  sld: string | null;
  /** Documents of this layer by part ('header', 'layout:home', ...). */
  docs: Record<string, Json>;
  /** Source file of each document, relative to the config dir. */
  sources: Record<string, string>;
}

export interface ChannelNode extends Json {
  id: number;
  children?: ChannelNode[];
}

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** Layer names used in provenance. */
export const LAYER_NAMES = { defaults: 'defaults', group: 'group', site: 'site' } as const;

const DOC_META_KEYS = ['schemaVersion', '$schema'];

/** The entity inside a document: the document without its schemaVersion (and editor $schema). */
export function entityOf(doc: unknown): Json {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return {};
  const out: Json = { ...(doc as Json) };
  for (const k of DOC_META_KEYS) delete out[k];
  return out;
}

function toInt(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** Normalise a host name: lower case, no port, no trailing dot. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h; // IPv6 literal: leave as is
  const colon = h.indexOf(':');
  if (colon >= 0) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

export interface ConfigServiceOptions {
  /** How often (ms) to look for a reseed by another process. 0 = on every call. */
  recheckMs?: number;
  /** The config dir used by `reseed()`. */
  configDir?: string;
}

export class ConfigService {
  private generation = -1;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  private sitesP: Promise<SiteIndex> | undefined;
  private docsP = new Map<number, Promise<Map<string, ConfigDoc>>>();
  private mergedP = new Map<string, Promise<MergeResult<Json | undefined>>>();
  private channelsP = new Map<number, Promise<ChannelNode[]>>();
  private files = new Map<string, Promise<StoredFile | null>>();
  private filesBytes = 0;
  private readonly recheckMs: number;
  readonly configDir: string;
  /** Listeners called after the caches were cleared (a reseed was seen). */
  private listeners: (() => void)[] = [];
  private invalidations = 0;

  constructor(
    readonly db: MastheadDb,
    opts: ConfigServiceOptions = {},
  ) {
    this.recheckMs = opts.recheckMs ?? 1000;
    this.configDir = opts.configDir ?? 'site-configs';
  }

  onInvalidate(fn: () => void): void {
    this.listeners.push(fn);
  }

  /**
   * A number that changes whenever the configuration may have changed (a reseed here or, noticed
   * within recheckMs, by another process): caches built from config answers key on it.
   */
  async version(): Promise<number> {
    await this.fresh();
    return this.invalidations;
  }

  /** Drop every cache. */
  invalidate(): void {
    this.invalidations++;
    this.sitesP = undefined;
    this.docsP.clear();
    this.mergedP.clear();
    this.channelsP.clear();
    this.files.clear();
    this.filesBytes = 0;
    for (const fn of this.listeners) fn();
  }

  /** Reload site-configs into the database and clear the caches. */
  async reseed(configDir = this.configDir): Promise<SeedReport> {
    const report = await seedDb(this.db, configDir);
    this.invalidate();
    this.generation = report.generation;
    this.checkedAt = Date.now();
    return report;
  }

  /** Clear the caches when the seed generation changed (at most once per recheckMs). */
  async fresh(): Promise<void> {
    const now = Date.now();
    if (this.generation >= 0 && now - this.checkedAt < this.recheckMs) return;
    if (this.checking) return this.checking;
    this.checking = (async () => {
      try {
        const g = await seedGeneration(this.db);
        if (g !== this.generation) {
          if (this.generation >= 0) this.invalidate();
          this.generation = g;
        }
        this.checkedAt = Date.now();
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  private memo<K, V>(map: Map<K, Promise<V>>, key: K, build: () => Promise<V>): Promise<V> {
    const hit = map.get(key);
    if (hit) return hit;
    const p = build();
    map.set(key, p);
    // A failed build is not cached.
    p.catch(() => {
      if (map.get(key) === p) map.delete(key);
    });
    return p;
  }

  // ---- sites -------------------------------------------------------------------------------

  sites(): Promise<SiteIndex> {
    if (!this.sitesP) {
      const p = this.loadSites();
      this.sitesP = p;
      p.catch(() => {
        if (this.sitesP === p) this.sitesP = undefined;
      });
    }
    return this.sitesP;
  }

  private async loadSites(): Promise<SiteIndex> {
    const rows = await this.db.selectFrom('sites').selectAll().orderBy('site_id').execute();
    const idx: SiteIndex = { byId: new Map(), bySld: new Map(), byDomain: new Map(), groupOf: new Map(), list: [] };
    for (const r of rows) {
      const parsed = JSON.parse(r.json) as Json;
      const record = entityOf(parsed);
      record.siteId = r.site_id;
      if (record.id === undefined) record.id = r.site_id;
      if (record.status === undefined) record.status = r.status;
      const members = Array.isArray(parsed.memberSiteIds)
        ? parsed.memberSiteIds.map(toInt).filter((n): n is number => n !== undefined && n !== r.site_id)
        : [];
      const entry: SiteEntry = {
        siteId: r.site_id,
        sld: r.sld,
        domain: r.domain,
        status: r.status,
        type: r.type,
        record,
        memberSiteIds: members,
      };
      idx.byId.set(entry.siteId, entry);
      idx.bySld.set(entry.sld.toLowerCase(), entry);
      if (entry.domain) idx.byDomain.set(normaliseHost(entry.domain), entry);
      idx.list.push(entry);
    }
    // The group of a site: the group site listing it in memberSiteIds. Sites of type 'group'
    // win over other kinds (e.g. an aggregate 'all' site listing members); lower ids win ties.
    const rank = (s: SiteEntry) => (s.type === 'group' || s.record.groupSite === 1 ? 0 : 1);
    const groups = idx.list.filter((s) => s.memberSiteIds.length > 0).sort((a, b) => rank(a) - rank(b) || a.siteId - b.siteId);
    for (const g of groups) {
      for (const m of g.memberSiteIds) if (!idx.groupOf.has(m)) idx.groupOf.set(m, g);
    }
    return idx;
  }

  async site(siteId: number): Promise<SiteEntry | undefined> {
    return (await this.sites()).byId.get(siteId);
  }

  async siteBySld(sld: string): Promise<SiteEntry | undefined> {
    return (await this.sites()).bySld.get(sld.toLowerCase());
  }

  /** By domain (host, port ignored); a host equal to a site's sld matches too. */
  async siteByDomain(domain: string): Promise<SiteEntry | undefined> {
    const idx = await this.sites();
    const host = normaliseHost(domain);
    return idx.byDomain.get(host) ?? idx.bySld.get(host);
  }

  async groupOf(siteId: number): Promise<SiteEntry | null> {
    return (await this.sites()).groupOf.get(siteId) ?? null;
  }

  // ---- documents and merging ---------------------------------------------------------------

  /** Documents of one layer (site id 0 = defaults), by part. */
  docsOf(siteId: number): Promise<Map<string, ConfigDoc>> {
    return this.memo(this.docsP, siteId, async () => {
      const rows = await this.db.selectFrom('config_docs').select(['part', 'json', 'source_file']).where('site_id', '=', siteId).execute();
      const m = new Map<string, ConfigDoc>();
      for (const r of rows) m.set(r.part, { value: JSON.parse(r.json) as Json, sourceFile: r.source_file });
      return m;
    });
  }

  /** The layers of a site in merge order: defaults, group (if any), site. */
  async layersOf(site: SiteEntry): Promise<{ name: LayerInfo['name']; entry: SiteEntry | null; docs: Map<string, ConfigDoc> }[]> {
    const group = await this.groupOf(site.siteId);
    const layers: { name: LayerInfo['name']; entry: SiteEntry | null; docs: Map<string, ConfigDoc> }[] = [
      { name: 'defaults', entry: null, docs: await this.docsOf(0) },
    ];
    if (group) layers.push({ name: 'group', entry: group, docs: await this.docsOf(group.siteId) });
    layers.push({ name: 'site', entry: site, docs: await this.docsOf(site.siteId) });
    return layers;
  }

  /**
   * Effective document of a part for a site, with provenance ('defaults' | 'group' | 'site').
   * The value is undefined when no layer has the part. The result is shared: do not mutate it.
   */
  effective(site: SiteEntry, part: string): Promise<MergeResult<Json | undefined>> {
    return this.memo(this.mergedP, `${site.siteId}|${part}`, async () => {
      const layers = await this.layersOf(site);
      return mergeLayers<Json | undefined>(layers.map((l) => ({ name: l.name, value: l.docs.get(part)?.value })));
    });
  }

  /** Only the defaults layer of a part (for calls without a site). */
  async defaultsOf(part: string): Promise<Json | undefined> {
    return (await this.docsOf(0)).get(part)?.value;
  }

  /** The merged layout of a page kind; undefined when no layer defines it. */
  async layout(site: SiteEntry, page: string): Promise<Json | undefined> {
    const r = await this.effective(site, `layout:${page}`);
    return r.value;
  }

  /** Every layer's raw documents, for the playground's provenance view. */
  async configLayers(site: SiteEntry): Promise<LayerInfo[]> {
    const layers = await this.layersOf(site);
    return layers.map((l) => {
      const docs: Record<string, Json> = {};
      const sources: Record<string, string> = {};
      for (const [part, d] of [...l.docs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        docs[part] = d.value;
        sources[part] = d.sourceFile;
      }
      return { name: l.name, siteId: l.entry?.siteId ?? 0, sld: l.entry?.sld ?? null, docs, sources };
    });
  }

  // ---- channels and module lists -----------------------------------------------------------

  /** The channel tree of a site: children nested and sorted; parentIndex filled in. */
  channelTree(siteId: number): Promise<ChannelNode[]> {
    return this.memo(this.channelsP, siteId, async () => {
      const rows = await this.db
        .selectFrom('channels')
        .select(['id', 'parent_id', 'sort', 'json'])
        .where('site_id', '=', siteId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const nodes = new Map<number, ChannelNode>();
      for (const r of rows) nodes.set(r.id, { ...(JSON.parse(r.json) as Json), id: r.id, children: [] });
      const roots: ChannelNode[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id)!;
        const parent = r.parent_id !== null && r.parent_id !== r.id ? nodes.get(r.parent_id) : undefined;
        if (parent) parent.children!.push(node);
        else roots.push(node);
      }
      const fill = (list: ChannelNode[], top: number | undefined, seen: Set<number>) => {
        list.forEach((n, i) => {
          if (seen.has(n.id)) return;
          seen.add(n.id);
          const topIndex = top ?? i;
          if (n.parentIndex === undefined) n.parentIndex = topIndex;
          if (n.parentId === undefined) n.parentId = 0;
          fill(n.children ?? [], topIndex, seen);
        });
      };
      fill(roots, undefined, new Set());
      return roots;
    });
  }

  /** Flat list (depth first, tree order), without children. */
  async channelList(siteId: number): Promise<Json[]> {
    const out: Json[] = [];
    const walk = (list: ChannelNode[]) => {
      for (const n of list) {
        const { children, ...rest } = n;
        out.push(rest);
        if (children) walk(children);
      }
    };
    walk(await this.channelTree(siteId));
    return out;
  }

  /** A channel with its subtree; siteId narrows the search when ids repeat across sites. */
  async channel(channelId: number, siteId?: number): Promise<ChannelNode | undefined> {
    let q = this.db.selectFrom('channels').select(['site_id']).where('id', '=', channelId);
    if (siteId !== undefined) q = q.where('site_id', '=', siteId);
    const row = await q.orderBy('site_id').executeTakeFirst();
    if (!row) return undefined;
    const find = (list: ChannelNode[]): ChannelNode | undefined => {
      for (const n of list) {
        if (n.id === channelId) return n;
        const hit = find(n.children ?? []);
        if (hit) return hit;
      }
      return undefined;
    };
    return find(await this.channelTree(row.site_id));
  }

  /** The channel a catch-all page names (route, then code, then id), as the engine resolves it. */
  async channelByKey(siteId: number, key: string): Promise<ChannelNode | null> {
    return findChannel(await this.channelTree(siteId), key);
  }

  /** The module list of a channel; null when neither the list nor the channel exists. */
  async moduleList(channelId: number, siteId?: number): Promise<unknown[] | null> {
    let q = this.db.selectFrom('module_lists').select(['json']).where('channel_id', '=', channelId);
    if (siteId !== undefined) q = q.where('site_id', '=', siteId);
    const row = await q.orderBy('site_id').executeTakeFirst();
    if (row) return JSON.parse(row.json) as unknown[];
    return (await this.channel(channelId, siteId)) ? [] : null;
  }

  // ---- files -------------------------------------------------------------------------------

  /** A stored file; cached in memory up to 64 MB in total. */
  file(id: string): Promise<StoredFile | null> {
    const hit = this.files.get(id);
    if (hit) return hit;
    const p = (async () => {
      const row = await this.db.selectFrom('files').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes as Uint8Array);
      return { contentType: row.content_type, bytes, etag: `"${this.generation}-${bytes.length}-${fnv1a(bytes)}"` };
    })();
    p.then(
      (f) => {
        const size = f ? f.bytes.length : 0;
        if (this.filesBytes + size > 64 * 1024 * 1024 || !f) this.files.delete(id);
        else this.filesBytes += size;
      },
      () => this.files.delete(id),
    );
    this.files.set(id, p);
    return p;
  }

  // ---- visits ------------------------------------------------------------------------------

  async visits(siteId: number): Promise<{ sumVisits: number; todayVisits: number }> {
    const row = await this.db.selectFrom('visits').select(['total', 'today', 'day']).where('site_id', '=', siteId).executeTakeFirst();
    if (!row) return { sumVisits: 0, todayVisits: 0 };
    return { sumVisits: row.total, todayVisits: row.day === today() ? row.today : 0 };
  }

  /** Count one visit (today in UTC) and return the new counters. */
  async countVisit(siteId: number): Promise<{ sumVisits: number; todayVisits: number }> {
    const day = today();
    await this.db
      .insertInto('visits')
      .values({ site_id: siteId, total: 1, today: 1, day })
      .onConflict((oc) =>
        oc.column('site_id').doUpdateSet((eb) => ({
          total: eb('visits.total', '+', 1),
          today: eb.case().when('visits.day', '=', day).then(eb('visits.today', '+', 1)).else(1).end(),
          day,
        })),
      )
      .execute();
    return this.visits(siteId);
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function fnv1a(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}
