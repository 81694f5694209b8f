/**
 * The demo data in site-configs/ validates against the document schemas and has the shape the
 * other folders rely on (six sites with exact ids, layouts for every page kind, menu trees that
 * exercise filtering, files that exist).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { validators } from './generated/validators.js';
import { docSchemaIdForFile, SITE_ONLY_FILES } from './catalog';
import type { Channel, FooterConfig, HeaderConfig, Layout, ModuleInstance, Site } from './generated/types';
import { PAGE_KINDS } from '../engine/routing/pageKinds';
import { loadSchemas } from '../scripts/gen';
import { widgets } from '../widgets';

const CONFIGS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../site-configs');
const SITE_IDS: Record<string, number> = { all: 1, cmg: 2, emf: 3, closed: 4, jnem: 502, amr: 735 };
// every registered widget type, plus the engine's channel-content slot
const WIDGET_TYPES = new Set([...widgets.map((w) => w.type), 'channel-content']);
const FILE_URL = /\/rc-pub\/front\/files\/get\?id=([A-Za-z0-9_-]+)\.([A-Za-z0-9_.-]+)/g;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}
function read<T = Obj>(rel: string): T {
  return JSON.parse(readFileSync(path.join(CONFIGS, rel), 'utf8')) as T;
}
function readIf<T = Obj>(rel: string): T | undefined {
  return existsSync(path.join(CONFIGS, rel)) ? read<T>(rel) : undefined;
}
function merge(a: unknown, b: unknown): unknown {
  if (!isObj(a) || !isObj(b)) return b === undefined ? a : b;
  const out: Obj = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = merge(a[k], v);
  return out;
}
const slds = readdirSync(path.join(CONFIGS, 'sites')).sort();
const sites: Record<string, Site> = Object.fromEntries(slds.map((s) => [s, read<Site>(`sites/${s}/site.json`)]));
function groupOf(sld: string): string | undefined {
  const id = sites[sld]!.siteId;
  return slds.find((g) => sites[g]!.memberSiteIds?.includes(id));
}
/** The effective config of a part: defaults -> group -> site. */
function effective<T>(sld: string, file: string): T {
  const layers = ['defaults', ...(groupOf(sld) ? [`sites/${groupOf(sld)}`] : []), `sites/${sld}`];
  let v: unknown = undefined;
  for (const l of layers) v = merge(v, readIf(`${l}/${file}`));
  return v as T;
}
function flatten(items: Channel[], depth = 1): (Channel & { depth: number })[] {
  return items.flatMap((c) => [{ ...c, depth }, ...flatten(c.children ?? [], depth + 1)]);
}

describe('site-configs/', () => {
  const files = walk(CONFIGS).map((f) => path.relative(CONFIGS, f).split(path.sep).join('/'));

  it('every JSON file validates against its document schema', () => {
    const problems: string[] = [];
    for (const rel of files.filter((f) => f.endsWith('.json'))) {
      const parts = rel.split('/');
      const inLayer = parts[0] === 'defaults' ? parts.slice(1).join('/') : parts.slice(2).join('/');
      const id = docSchemaIdForFile(inLayer);
      if (!id) {
        problems.push(`${rel}: not a config document`);
        continue;
      }
      if (parts[0] === 'defaults' && SITE_ONLY_FILES.includes(inLayer as (typeof SITE_ONLY_FILES)[number])) problems.push(`${rel}: site-only file in defaults`);
      const v = validators[id];
      if (!v(JSON.parse(readFileSync(path.join(CONFIGS, rel), 'utf8')))) {
        problems.push(`${rel} (${id}): ${(v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds exactly the six demo sites with their ids, kinds and languages', () => {
    expect(slds).toEqual(Object.keys(SITE_IDS).sort());
    for (const sld of slds) {
      const s = sites[sld]!;
      expect(s.sld, sld).toBe(sld);
      expect(s.siteId, sld).toBe(SITE_IDS[sld]);
      expect(s.id, sld).toBe(SITE_IDS[sld]);
      for (const f of ['site.json', 'channels.json', 'modules.json', 'header.json', 'footer.json']) {
        expect(existsSync(path.join(CONFIGS, 'sites', sld, f)), `${sld}/${f}`).toBe(true);
      }
    }
    expect(sites.all).toMatchObject({ type: 'all', status: 0 });
    expect(sites.cmg).toMatchObject({ type: 'group', groupSite: 1, groupType: 1, memberSiteIds: [735, 502] });
    expect(sites.amr).toMatchObject({ type: 'single', defaultLanguage: 'zh' });
    expect(sites.jnem).toMatchObject({ type: 'single' });
    expect(sites.emf).toMatchObject({ type: 'single', defaultLanguage: 'en', languages: ['en'] });
    expect(sites.closed).toMatchObject({ status: 10001 });
    expect(groupOf('amr')).toBe('cmg');
    expect(groupOf('jnem')).toBe('cmg');
  });

  it('uses at least 5 navStyles and 4 preset themes plus one custom colour theme', () => {
    const styles = new Set(slds.map((s) => effective<HeaderConfig>(s, 'header.json').navStyle));
    expect(styles.size).toBeGreaterThanOrEqual(5);
    const presets = new Set(slds.map((s) => sites[s]!.colour).filter((c) => c !== 0));
    expect(presets.size).toBeGreaterThanOrEqual(4);
    const custom = slds.map((s) => sites[s]!).filter((s) => s.colour === 0);
    expect(custom.length).toBeGreaterThanOrEqual(1);
    for (const s of custom) for (const c of [s.colour1, s.colour2, s.colour3]) expect(c).toMatch(/^#[0-9a-fA-F]{6}$/);
    expect(effective<HeaderConfig>('emf', 'header.json')).toMatchObject({ defaultLanguage: 'en', switchLanguage: 0 });
  });

  it('has full default layouts for every page kind; site layouts are sparse and name their page', () => {
    for (const kind of PAGE_KINDS) {
      const l = readIf<Layout>(`defaults/layouts/${kind}.json`);
      expect(l, `defaults/layouts/${kind}.json`).toBeDefined();
      expect(l!.page).toBe(kind);
      for (const region of ['header', 'main', 'footer']) expect(l!.regions[region], `${kind}/${region}`).toBeDefined();
      expect(l!.regions.header![0]!.type).toBe('site-header');
      expect(l!.regions.footer![0]!.type).toBe('site-footer');
    }
    for (const rel of files.filter((f) => /\/layouts\/[^/]+\.json$/.test(f))) {
      const l = read<Layout>(rel);
      expect(l.page, rel).toBe(path.basename(rel, '.json'));
    }
  });

  it('layouts and module lists use only known widget types, unique ids per region or list', () => {
    const lists: [string, ModuleInstance[]][] = [];
    for (const rel of files.filter((f) => /layouts\/[^/]+\.json$/.test(f))) {
      const l = read<Layout>(rel);
      for (const [name, list] of Object.entries(l.regions)) lists.push([`${rel}#${name}`, list]);
    }
    for (const sld of slds) {
      const m = read<{ lists: Record<string, ModuleInstance[]> }>(`sites/${sld}/modules.json`);
      for (const [id, list] of Object.entries(m.lists)) lists.push([`sites/${sld}/modules.json#${id}`, list]);
    }
    for (const [where, list] of lists) {
      const ids = list.map((m) => m.id);
      expect(new Set(ids).size, `${where}: duplicate module ids`).toBe(ids.length);
      for (const m of list) {
        expect(WIDGET_TYPES.has(m.type), `${where}: unknown widget type ${m.type}`).toBe(true);
        if (m.type === 'rich-text') {
          const p = m.props as { html?: string; enHtml?: string };
          expect(typeof p.html === 'string' && p.html.length > 0, `${where}/${m.id}: html`).toBe(true);
          expect(`${p.html} ${p.enHtml ?? ''}`).not.toMatch(/lorem|ipsum/i);
        }
        if (m.type === 'news-banner') expect(m.props).toMatchObject({ height: 90, autoplay: false });
        if (m.type === 'floating-toolbar' || m.type === 'back-to-top') expect([1, 2]).toContain((m.props as { style: number }).style);
      }
    }
  });

  it('module props pass the widget schemas that exist (widgets/*/*/schema.json)', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const widgetSchemas = loadSchemas().filter((s) => s.kind === 'widget');
    for (const s of widgetSchemas) ajv.addSchema(s.schema);
    const known = new Set(widgetSchemas.map((s) => s.$id));
    const problems: string[] = [];
    const checkList = (where: string, list: ModuleInstance[]): void => {
      for (const m of list) {
        const id = `widget/${m.type}`;
        if (!known.has(id)) continue;
        const v = ajv.getSchema(id)!;
        if (!v(m.props ?? {})) problems.push(`${where}/${m.id}: ${ajv.errorsText(v.errors)}`);
      }
    };
    for (const rel of files.filter((f) => /layouts\/[^/]+\.json$/.test(f))) {
      for (const [name, list] of Object.entries(read<Layout>(rel).regions)) checkList(`${rel}#${name}`, list);
    }
    for (const sld of slds) {
      for (const [id, list] of Object.entries(read<{ lists: Record<string, ModuleInstance[]> }>(`sites/${sld}/modules.json`).lists)) {
        checkList(`sites/${sld}/modules.json#${id}`, list);
      }
    }
    expect(problems).toEqual([]);
  });

  it('channel trees: 2-3 levels, >= 12 enabled items, spec 2.3 codes, filtering cases, consistent ids', () => {
    const required = ['index', 'directory', 'backissue', 'singleFirst', 'latestOffer', 'jump', 'periodIntroduce', 'aboutus', 'virtualAlbum', 'item', 'newNews', 'editorial', 'science'];
    const excluded = ['situation', 'reader', 'contact', 'carousel', 'quick', 'selnews', 'selmag', 'selarticle', 'priority', 'column', 'introduce', 'subaboutus', 'subcontact', 'first', 'selPicture'];
    const allIds = new Set<number>();
    for (const sld of slds) {
      const items = read<{ items: Channel[] }>(`sites/${sld}/channels.json`).items;
      const flat = flatten(items);
      for (const c of flat) {
        expect(allIds.has(c.id), `channel id ${c.id} used twice`).toBe(false);
        allIds.add(c.id);
        expect(c.siteId, `${sld}/${c.id}`).toBe(SITE_IDS[sld]);
      }
      const check = (list: Channel[], parentId: number): void => {
        for (const c of list) {
          expect(c.parentId, `${sld}/${c.id} parentId`).toBe(parentId);
          check(c.children ?? [], c.id);
        }
      };
      check(items, 0);
      expect(Math.max(...flat.map((c) => c.depth)), sld).toBe(3);
      expect(flat.filter((c) => c.enable === '1').length, sld).toBeGreaterThanOrEqual(12);
      const codes = new Set(flat.filter((c) => c.enable === '1').map((c) => c.code));
      for (const code of required) expect(codes.has(code), `${sld} lacks code ${code}`).toBe(true);
      expect(flat.some((c) => c.enable === '0'), `${sld}: no disabled item`).toBe(true);
      expect(flat.some((c) => excluded.includes(c.code)), `${sld}: no excluded code`).toBe(true);
      for (const j of flat.filter((c) => c.code === 'jump')) expect(j.linkValue, `${sld}/${j.id}`).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      const lang = sites[sld]!.languages ?? ['zh', 'en'];
      const named = flat.filter((c) => c.enable === '1' && lang.every((l) => (l === 'zh' ? c.name : c.enName)));
      expect(named.length, `${sld}: named items`).toBeGreaterThanOrEqual(12);
      // module lists are keyed by this site's channel ids, and cover the text channels
      const lists = read<{ lists: Record<string, ModuleInstance[]> }>(`sites/${sld}/modules.json`).lists;
      const ids = new Set(flat.map((c) => String(c.id)));
      for (const key of Object.keys(lists)) expect(ids.has(key), `${sld}/modules.json: ${key} is not a channel of ${sld}`).toBe(true);
      for (const c of flat.filter((x) => ['periodIntroduce', 'aboutus'].includes(x.code) && x.depth > 1 || x.code === 'aboutus')) {
        expect(lists[String(c.id)]?.length, `${sld}: channel ${c.id} (${c.code}) has no module list`).toBeGreaterThan(0);
      }
    }
  });

  it('custom buttons exercise the enabled filter and the cut to three', () => {
    const lists = slds.map((s) => effective<HeaderConfig>(s, 'header.json').configData?.customButtonList ?? []);
    expect(lists.some((l) => l.filter((b) => b.customButtonStatus === 1).length > 3)).toBe(true);
    expect(lists.some((l) => l.some((b) => b.customButtonStatus === 0))).toBe(true);
  });

  it('footers carry contact and legal lines; some show the visit counter', () => {
    for (const sld of slds) {
      const f = effective<FooterConfig>(sld, 'footer.json');
      expect(f.postcode, sld).toMatch(/^\d{6}$/);
      expect(f.email, sld).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(f.phone, sld).toBeTruthy();
      expect(f.icp, sld).toMatch(/ICP备\d+号/);
      expect(f.enCopyright, sld).toMatch(/©/);
      if (sites[sld]!.languages?.includes('zh') !== false) {
        expect(f.address, sld).toBeTruthy();
        expect(f.copyright, sld).toMatch(/©/);
      }
      expect(f.enAddress, sld).toBeTruthy();
    }
    expect(slds.filter((s) => effective<FooterConfig>(s, 'footer.json').showVisits === 1).length).toBeGreaterThan(0);
    expect(slds.filter((s) => effective<FooterConfig>(s, 'footer.json').showVisits !== 1).length).toBeGreaterThan(0);
  });

  it('every referenced file exists in its layer (/rc-pub/front/files/get?id=<sld>.<file>)', () => {
    const missing: string[] = [];
    for (const rel of files.filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(path.join(CONFIGS, rel), 'utf8');
      for (const m of text.matchAll(FILE_URL)) {
        const [layer, name] = [m[1]!, m[2]!];
        const p = layer === 'defaults' ? `defaults/files/${name}` : `sites/${layer}/files/${name}`;
        if (!existsSync(path.join(CONFIGS, p))) missing.push(`${rel}: ${m[0]}`);
      }
    }
    expect(missing).toEqual([]);
    for (const rel of files.filter((f) => f.endsWith('.svg'))) {
      const svg = readFileSync(path.join(CONFIGS, rel), 'utf8');
      expect(svg.trimStart().startsWith('<svg '), rel).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), rel).toBe(true);
      expect(svg, rel).not.toMatch(/<script|on[a-z]+=/i);
    }
  });
});
