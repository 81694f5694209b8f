/**
 * Texts live with the widgets: a namespace's files are `<widget>/i18n/<name>.<lang>.json` when one
 * widget uses it, `widgets/shared/i18n/<name>.<lang>.json` when several do, and a definition lists
 * the namespaces its code uses (`texts`). A browser page loads only the namespaces its widgets
 * declare, so a widget whose code uses a namespace it does not declare would show raw keys after a
 * client-side navigation. Checked here: every widget's code (its folder and the code it imports
 * from widgets/shared or, for now, another widget's folder) against its declaration, and every
 * declaration against the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgets } from './index';
import engineTexts from '../engine/i18n/locales/en.json';
import { UI_LANGS } from '../engine/routing/pageKinds';

const root = path.dirname(new URL(import.meta.url).pathname);
const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');

/** Every widget text file: widgets/<...>/i18n/<name>.<lang>.json. */
const textFiles = (function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return path.basename(dir) === 'i18n' && e.name.endsWith('.json') ? [p] : [];
  });
})(root);
const NAMES = [...new Set(textFiles.map((f) => path.basename(f).split('.')[0]!))];
const USE = new RegExp(`['"\`](${NAMES.join('|')})\\.`, 'g');
const SHARED = path.join(root, 'shared/i18n');

/**
 * Namespaces a widget reaches in another widget's code but never shows: search-results and
 * advanced-search import site-header/parts/search.ts, which takes only ACCOUNT_PAGE_KINDS from
 * parts/model.ts (a file that also makes the header's group-entrance label).
 */
const REACHED_NOT_SHOWN: Record<string, string[]> = { 'search-results': ['header'], 'advanced-search': ['header'] };

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|testing\.tsx?$|Testing\.tsx?$/.test(name);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return isSource(e.name) ? [p] : [];
  });
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => fs.existsSync(c) && fs.statSync(c).isFile() && isSource(c));
}

/** The widget's own source files and every widgets/ source file they import, directly or not (type imports aside). */
function reach(dir: string): string[] {
  const seen = new Set<string>();
  const todo = sources(dir);
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    const src = fs.readFileSync(f, 'utf8');
    for (const m of src.matchAll(/(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const to = resolve(f, (m[1] ?? m[2])!);
      if (to?.startsWith(root + path.sep)) todo.push(to);
    }
  }
  return [...seen];
}

const folders = fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'shared' && e.name !== 'testing');
const dirs = folders.flatMap((family) => fs.readdirSync(path.join(root, family.name)).map((w) => path.join(root, family.name, w)));
const dirOf = (type: string) =>
  dirs.find((d) => path.basename(d) === type) ?? dirs.find((d) => fs.existsSync(path.join(d, 'index.ts')) && fs.readFileSync(path.join(d, 'index.ts'), 'utf8').includes(`type: '${type}'`));

describe('widget text namespaces', () => {
  it.each(widgets.map((w) => [w.type, w] as const))('%s declares every namespace its code uses, and no other', (type, def) => {
    const dir = dirOf(type);
    expect(dir, `folder of ${type}`).toBeDefined();
    const used = new Map<string, Set<string>>();
    for (const f of reach(dir!)) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(USE)) used.set(m[1]!, (used.get(m[1]!) ?? new Set()).add(rel(f)));
    }
    for (const ns of REACHED_NOT_SHOWN[type] ?? []) if ([...(used.get(ns) ?? [])].every((f) => !f.startsWith(`${rel(dir!)}/`))) used.delete(ns);
    const where = Object.fromEntries([...used].map(([ns, files]) => [ns, [...files]]));
    expect([...used.keys()].sort(), `${type} uses these namespaces (${JSON.stringify(where)})`).toEqual((def.texts ?? []).map((ns) => ns.name).sort());
  });

  it.each(widgets.map((w) => [w.type, w] as const))("%s's namespaces load their files, from its folder or widgets/shared", async (type, def) => {
    const dir = dirOf(type)!;
    for (const ns of def.texts ?? []) {
      const own = path.join(dir, 'i18n');
      const folder = fs.existsSync(path.join(own, `${ns.name}.zh.json`)) ? own : SHARED;
      for (const lang of UI_LANGS) {
        const file = path.join(folder, `${ns.name}.${lang}.json`);
        expect(fs.existsSync(file), `${rel(file)} (namespace ${ns.name} of ${type})`).toBe(true);
        expect((await ns.load(lang)).default, `${ns.name}.load('${lang}') gives ${rel(file)}`).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
      }
    }
  });

  it('every text file belongs to a declared namespace; a widget folder holds only its own', () => {
    const declaredBy = new Map<string, string[]>();
    for (const w of widgets) for (const ns of w.texts ?? []) declaredBy.set(ns.name, [...(declaredBy.get(ns.name) ?? []), w.type]);
    for (const f of textFiles) {
      const name = path.basename(f).split('.')[0]!;
      expect(path.basename(f), rel(f)).toMatch(/^[A-Za-z]+\.(zh|en)\.json$/);
      expect(declaredBy.get(name), `${rel(f)}: no widget declares "${name}"`).toBeDefined();
      if (path.dirname(f) !== SHARED) {
        // only the owner declares a namespace kept in a widget folder; several users: widgets/shared/i18n
        const owner = widgets.find((w) => dirOf(w.type) === path.dirname(path.dirname(f)))?.type;
        expect(declaredBy.get(name), `${rel(f)} is used by other widgets too; move it to widgets/shared/i18n`).toEqual([owner]);
      }
    }
  });

  it("no widget namespace takes a name of the engine's own texts (one would overwrite the other)", () => {
    expect(NAMES.filter((n) => n in engineTexts)).toEqual([]);
  });
});
