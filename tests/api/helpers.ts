/**
 * Helpers of the API contract tests: a fresh app per test file (temp data dir, seeded from the
 * real site-configs/ when it holds sites, else tests/fixtures/site-configs), and facts about the
 * seed data read straight from the files so expectations hold for either data set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { getValidator } from '../../engine/validation';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REAL_CONFIG_DIR = path.join(root, 'site-configs');
export const FIXTURE_CONFIG_DIR = path.join(root, 'tests/fixtures/site-configs');

function hasSites(dir: string): boolean {
  const sites = path.join(dir, 'sites');
  if (!fs.existsSync(sites)) return false;
  return fs.readdirSync(sites).some((d) => fs.existsSync(path.join(sites, d, 'site.json')));
}

/** The config dir the tests seed from. */
export const CONFIG_DIR = hasSites(REAL_CONFIG_DIR) ? REAL_CONFIG_DIR : FIXTURE_CONFIG_DIR;

type Json = Record<string, unknown>;

export interface SiteFacts {
  sld: string;
  siteId: number;
  status: number;
  memberSiteIds: number[];
  dir: string;
  record: Json;
}

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

export function readSites(configDir = CONFIG_DIR): SiteFacts[] {
  const sitesDir = path.join(configDir, 'sites');
  return fs
    .readdirSync(sitesDir)
    .filter((d) => fs.existsSync(path.join(sitesDir, d, 'site.json')))
    .map((d) => {
      const record = readJson(path.join(sitesDir, d, 'site.json'));
      return {
        sld: String(record.sld ?? d),
        siteId: Number(record.siteId ?? record.id),
        status: Number(record.status ?? 0),
        memberSiteIds: Array.isArray(record.memberSiteIds) ? (record.memberSiteIds as number[]) : [],
        dir: path.join(sitesDir, d),
        record,
      };
    })
    .sort((a, b) => a.siteId - b.siteId);
}

export const SITES = readSites();

/** The group whose memberSiteIds lists the site (type 'group' first, then lower id). */
export function groupOf(siteId: number): SiteFacts | undefined {
  const groups = SITES.filter((s) => s.memberSiteIds.includes(siteId) && s.siteId !== siteId);
  const rank = (s: SiteFacts) => (s.record.type === 'group' || s.record.groupSite === 1 ? 0 : 1);
  return groups.sort((a, b) => rank(a) - rank(b) || a.siteId - b.siteId)[0];
}

/** An open site, preferably one that belongs to a group (exercises all three layers). */
export const OPEN_SITE: SiteFacts = (() => {
  const open = SITES.filter((s) => s.status === 0);
  const s = open.find((x) => groupOf(x.siteId)) ?? open[0];
  if (!s) throw new Error(`no open site in ${CONFIG_DIR}`);
  return s;
})();

export const CLOSED_SITE: SiteFacts | undefined = SITES.find((s) => s.status === 10001);
export const GROUP_SITE: SiteFacts | undefined = SITES.find((s) => s.memberSiteIds.length > 0);
export const CHANNEL_SITE: SiteFacts | undefined = SITES.find((s) => fs.existsSync(path.join(s.dir, 'channels.json')));
export const UNKNOWN_SITE_ID = 987654;
export const UNKNOWN_SLD = 'no-such-site';

export function readDoc(layerDir: string, part: string): Json | undefined {
  const file = part.startsWith('layout:')
    ? path.join(layerDir, 'layouts', `${part.slice(7)}.json`)
    : path.join(layerDir, `${part}.json`);
  return fs.existsSync(file) ? readJson(file) : undefined;
}

export function defaultsDir(): string {
  return path.join(CONFIG_DIR, 'defaults');
}

/** Every (layer dir) of a site in merge order. */
export function layerDirs(site: SiteFacts): string[] {
  const g = groupOf(site.siteId);
  return [defaultsDir(), ...(g ? [g.dir] : []), site.dir];
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `masthead-${label}-`));
}

export async function makeApp(label: string, configDir = CONFIG_DIR): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = tempDataDir(label);
  const app = await buildApp({ dataDir, configDir, logger: false });
  return { app, dataDir };
}

export async function closeApp(app: FastifyInstance | undefined, dataDir?: string): Promise<void> {
  await app?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

export interface Env<T = unknown> {
  status: number;
  data: T;
  message: string;
}

export async function get<T = unknown>(
  app: FastifyInstance,
  url: string,
  query: Record<string, string | number | boolean> = {},
  headers: Record<string, string> = {},
): Promise<{ res: LightMyRequestResponse; body: Env<T> }> {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) q[k] = String(v);
  const res = await app.inject({ method: 'GET', url: `/rc-pub${url}`, query: q, headers });
  return { res, body: JSON.parse(res.body) as Env<T> };
}

export async function post<T = unknown>(app: FastifyInstance, url: string, payload: unknown): Promise<{ res: LightMyRequestResponse; body: Env<T> }> {
  const res = await app.inject({ method: 'POST', url: `/rc-pub${url}`, payload: payload as Json });
  return { res, body: JSON.parse(res.body) as Env<T> };
}

/** Schema errors of a value against an entity schema id ([] = valid). */
export function schemaErrors(schemaId: string, value: unknown): string[] {
  const v = getValidator(schemaId);
  if (!v) throw new Error(`no validator for ${schemaId}`);
  return v(value).map((e) => `${e.pointer || '/'} ${e.message}`);
}

/** Entity = document without schemaVersion / $schema. */
export function entity(doc: Json | undefined): Json {
  const out: Json = { ...(doc ?? {}) };
  delete out.schemaVersion;
  delete out.$schema;
  return out;
}

/**
 * Ask the page server's data client (server/api/server-client.ts) what GET `path` asks over HTTP:
 * the operation whose URL matches, with the query and path parameters as its parameters.
 */
export async function askInProcess(app: FastifyInstance, path: string, query: Record<string, unknown>, headers: { language?: string; token?: string; siteId?: number } = {}) {
  const { createServerDataClient } = await import('../../server/api/server-client');
  const { config, operations } = app.masthead;
  for (const op of operations.values()) {
    const keys: string[] = [];
    const re = new RegExp(`^${op.url.replace(/:([A-Za-z]+)/g, (_m, k: string) => (keys.push(k), '([^/]+)'))}$`);
    const m = re.exec(path);
    if (!m) continue;
    const params: Record<string, unknown> = { ...query };
    keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1]!)));
    const client = createServerDataClient(operations, { db: config.db, config, request: headers }, app.log) as unknown as Record<string, (p: unknown) => Promise<unknown>>;
    return client[op.name]!(params);
  }
  throw new Error(`no operation answers ${path}`);
}
