/**
 * Seeding: (re)load site-configs/ into the database in one transaction (docs/architecture.md,
 * "site-configs/"). Visit counters survive a reseed; everything else is replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { MastheadDb } from './database';
import type { ChannelsTable, ConfigDocsTable, FilesTable, ModuleListsTable, SitesTable } from './schema';
import { seedContent, type ContentReport, type SeedContentOptions } from '../content/seed-content';

export interface SeedReport {
  configDir: string;
  sites: number;
  docs: number;
  channels: number;
  moduleLists: number;
  files: number;
  /** Problems that did not stop the seed (a missing schemaVersion, a skipped folder...). */
  warnings: string[];
  /** The new seed generation. */
  generation: number;
  /** The demo content written after the configs (absent with `content: false`). */
  content?: ContentReport;
}

export interface SeedOptions {
  /** Also (re)generate the demo content (server/content/seed-content.ts). Default true. */
  content?: boolean;
  /** Options of the content generator (counts, PRNG seed). */
  contentOptions?: SeedContentOptions;
}

/** Files in site folders that are not config parts. */
const SPECIAL_FILES = new Set(['site.json', 'channels.json', 'modules.json']);

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

interface Loaded {
  sites: Insertable<SitesTable>[];
  docs: Insertable<ConfigDocsTable>[];
  channels: Insertable<ChannelsTable>[];
  moduleLists: Insertable<ModuleListsTable>[];
  files: Insertable<FilesTable>[];
  warnings: string[];
}

function readJson(root: string, rel: string): unknown {
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch (e) {
    throw new SeedError(`${rel}: invalid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

function listDirs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

function positiveInt(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Config documents of one layer folder: `<part>.json` and `layouts/<pageKind>.json`. */
function loadDocs(root: string, relDir: string, siteId: number, out: Loaded): void {
  for (const name of listFiles(path.join(root, relDir))) {
    if (!name.endsWith('.json') || SPECIAL_FILES.has(name)) continue;
    const rel = path.posix.join(relDir, name);
    const doc = readJson(root, rel);
    checkDoc(rel, doc, out);
    out.docs.push({ site_id: siteId, part: name.slice(0, -5), json: JSON.stringify(doc), source_file: rel });
  }
  const layoutsRel = path.posix.join(relDir, 'layouts');
  for (const name of listFiles(path.join(root, layoutsRel))) {
    if (!name.endsWith('.json')) continue;
    const rel = path.posix.join(layoutsRel, name);
    const doc = readJson(root, rel);
    checkDoc(rel, doc, out);
    const page = name.slice(0, -5);
    if (isObject(doc) && typeof doc.page === 'string' && doc.page !== page) {
      out.warnings.push(`${rel}: "page" is '${doc.page}' but the file name says '${page}'; the file name wins`);
    }
    out.docs.push({ site_id: siteId, part: `layout:${page}`, json: JSON.stringify(doc), source_file: rel });
  }
}

function loadFiles(root: string, relDir: string, prefix: string, out: Loaded): void {
  const rel = path.posix.join(relDir, 'files');
  for (const name of listFiles(path.join(root, rel))) {
    out.files.push({
      id: `${prefix}.${name}`,
      content_type: contentTypeOf(name),
      bytes: fs.readFileSync(path.join(root, rel, name)),
    });
  }
}

function checkDoc(rel: string, doc: unknown, out: Loaded): void {
  if (!isObject(doc)) throw new SeedError(`${rel}: a config document must be a JSON object`);
  if (doc.schemaVersion === undefined) out.warnings.push(`${rel}: missing "schemaVersion"`);
  else if (doc.schemaVersion !== 1) out.warnings.push(`${rel}: schemaVersion ${String(doc.schemaVersion)} (expected 1)`);
}

function listOf(rel: string, doc: unknown): unknown[] {
  if (Array.isArray(doc)) return doc;
  if (isObject(doc) && Array.isArray(doc.items)) return doc.items;
  throw new SeedError(`${rel}: expected { "schemaVersion": 1, "items": [...] }`);
}

function loadChannels(root: string, rel: string, siteId: number, out: Loaded): void {
  const doc = readJson(root, rel);
  const seen = new Set<number>();
  const walk = (items: unknown[], parent: number | null, where: string): void => {
    items.forEach((item, index) => {
      if (!isObject(item)) throw new SeedError(`${rel}: ${where}/${index} is not an object`);
      const id = positiveInt(item.id);
      if (id === undefined) throw new SeedError(`${rel}: ${where}/${index}/id must be a positive integer`);
      if (seen.has(id)) throw new SeedError(`${rel}: duplicate channel id ${id}`);
      seen.add(id);
      const { children, ...rest } = item;
      const ownParent = positiveInt(item.parentId);
      const parentId = parent ?? ownParent ?? null;
      const sortRaw = item.sort ?? item.sortId ?? item.orderNum;
      const sort = typeof sortRaw === 'number' && Number.isFinite(sortRaw) ? sortRaw : Number(sortRaw ?? index) || index;
      const stored: Json = { ...rest, id, siteId: positiveInt(item.siteId) ?? siteId };
      if (parentId !== null) stored.parentId = parentId;
      out.channels.push({ id, site_id: siteId, parent_id: parentId, sort, json: JSON.stringify(stored) });
      if (Array.isArray(children)) walk(children, id, `${where}/${index}/children`);
      else if (children !== undefined && children !== null) {
        throw new SeedError(`${rel}: ${where}/${index}/children must be an array`);
      }
    });
  };
  walk(listOf(rel, doc), null, '/items');
}

function loadModules(root: string, rel: string, siteId: number, out: Loaded): void {
  const doc = readJson(root, rel);
  if (!isObject(doc) || !isObject(doc.lists)) throw new SeedError(`${rel}: expected { "schemaVersion": 1, "lists": { "<channelId>": [...] } }`);
  for (const [key, list] of Object.entries(doc.lists)) {
    const channelId = positiveInt(key);
    if (channelId === undefined) throw new SeedError(`${rel}: /lists/${key}: the key must be a channel id (positive integer)`);
    if (!Array.isArray(list)) throw new SeedError(`${rel}: /lists/${key} must be an array of module instances`);
    out.moduleLists.push({ channel_id: channelId, site_id: siteId, json: JSON.stringify(list) });
  }
}

/** Read every file of the config dir into rows (no database access). */
export function loadConfigDir(configDir: string): Loaded {
  const root = path.resolve(configDir);
  if (!fs.existsSync(root)) throw new SeedError(`Config directory not found: ${root}`);
  const out: Loaded = { sites: [], docs: [], channels: [], moduleLists: [], files: [], warnings: [] };

  loadDocs(root, 'defaults', 0, out);
  loadFiles(root, 'defaults', 'defaults', out);

  const bySld = new Map<string, number>();
  const byId = new Map<number, string>();
  for (const folder of listDirs(path.join(root, 'sites'))) {
    const relDir = path.posix.join('sites', folder);
    const siteRel = path.posix.join(relDir, 'site.json');
    if (!fs.existsSync(path.join(root, siteRel))) {
      out.warnings.push(`${relDir}: no site.json, folder skipped`);
      continue;
    }
    const site = readJson(root, siteRel);
    checkDoc(siteRel, site, out);
    const s = site as Json;
    const siteId = positiveInt(s.siteId ?? s.id);
    if (siteId === undefined) throw new SeedError(`${siteRel}: "siteId" must be a positive integer`);
    const sld = typeof s.sld === 'string' && s.sld !== '' ? s.sld : folder;
    if (sld !== folder) out.warnings.push(`${siteRel}: sld '${sld}' differs from the folder name '${folder}'`);
    if (bySld.has(sld)) throw new SeedError(`${siteRel}: duplicate sld '${sld}'`);
    if (byId.has(siteId)) throw new SeedError(`${siteRel}: siteId ${siteId} is also used by '${byId.get(siteId)}'`);
    bySld.set(sld, siteId);
    byId.set(siteId, sld);
    const type = typeof s.type === 'string' ? s.type : Number(s.groupSite) === 1 ? 'group' : 'single';
    const status = Number(s.status ?? 0);
    const domain = typeof s.domain === 'string' && s.domain.trim() !== '' ? s.domain.trim().toLowerCase() : null;
    const record: Json = { ...s, siteId, sld, type, status: Number.isFinite(status) ? status : 0 };
    out.sites.push({
      site_id: siteId,
      sld,
      domain,
      status: Number.isFinite(status) ? status : 0,
      type,
      json: JSON.stringify(record),
    });

    loadDocs(root, relDir, siteId, out);
    loadFiles(root, relDir, sld, out);
    const channelsRel = path.posix.join(relDir, 'channels.json');
    if (fs.existsSync(path.join(root, channelsRel))) loadChannels(root, channelsRel, siteId, out);
    const modulesRel = path.posix.join(relDir, 'modules.json');
    if (fs.existsSync(path.join(root, modulesRel))) loadModules(root, modulesRel, siteId, out);
  }
  return out;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Replace the database contents with what `configDir` holds, in one transaction. Throws (and
 * leaves the database untouched) when a file is unreadable or structurally wrong. Then, unless
 * `opts.content` is false, the demo content is regenerated (its own transaction, then the search
 * index); only the demo sites get content, so another config (e.g. the test fixture) gets none.
 */
export async function seed(db: MastheadDb, configDir = 'site-configs', opts: SeedOptions = {}): Promise<SeedReport> {
  const loaded = loadConfigDir(configDir);
  const generation = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('module_lists').execute();
    await trx.deleteFrom('channels').execute();
    await trx.deleteFrom('config_docs').execute();
    await trx.deleteFrom('files').execute();
    await trx.deleteFrom('sites').execute();
    await insertChunked(loaded.sites, (c) => trx.insertInto('sites').values(c).execute());
    await insertChunked(loaded.docs, (c) => trx.insertInto('config_docs').values(c).execute());
    await insertChunked(loaded.channels, (c) => trx.insertInto('channels').values(c).execute());
    await insertChunked(loaded.moduleLists, (c) => trx.insertInto('module_lists').values(c).execute());
    await insertChunked(loaded.files, (c) => trx.insertInto('files').values(c).execute(), 20);
    const row = await trx.selectFrom('meta').select('value').where('key', '=', 'seed_generation').executeTakeFirst();
    const next = (row ? Number(row.value) : 0) + 1;
    await trx
      .insertInto('meta')
      .values({ key: 'seed_generation', value: String(next) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(next) }))
      .execute();
    return next;
  });
  const content = opts.content === false ? undefined : await seedContent(db, opts.contentOptions);
  return {
    configDir: path.resolve(configDir),
    sites: loaded.sites.length,
    docs: loaded.docs.length,
    channels: loaded.channels.length,
    moduleLists: loaded.moduleLists.length,
    files: loaded.files.length,
    warnings: loaded.warnings,
    generation,
    ...(content ? { content } : {}),
  };
}
