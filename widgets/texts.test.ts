/**
 * A browser page loads only the text namespaces its widgets declare (definition `texts`), so a
 * widget whose code uses a namespace it does not declare would show raw keys after a client-side
 * navigation. Every widget folder's code is checked against its declaration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgets } from './index';
import { TEXT_NAMESPACES } from '../engine/i18n/namespaces';

const root = path.dirname(new URL(import.meta.url).pathname);
const USE = new RegExp(`['"\`](${TEXT_NAMESPACES.join('|')})\\.`, 'g');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|testing\.tsx?$|Testing\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('widget text namespaces', () => {
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'shared' && e.name !== 'testing');
  const dirOf = new Map<string, string>();
  for (const family of folders) for (const w of fs.readdirSync(path.join(root, family.name))) dirOf.set(w, path.join(root, family.name, w));

  it.each(widgets.map((w) => [w.type, w] as const))('%s declares every namespace its code uses', (type, def) => {
    const dir = dirOf.get(type) ?? [...dirOf.entries()].find(([, d]) => fs.existsSync(path.join(d, 'index.ts')) && fs.readFileSync(path.join(d, 'index.ts'), 'utf8').includes(`type: '${type}'`))?.[1];
    expect(dir, `folder of ${type}`).toBeDefined();
    const used = new Set<string>();
    for (const f of sources(dir!)) for (const m of fs.readFileSync(f, 'utf8').matchAll(USE)) used.add(m[1]!);
    expect([...used].sort(), `${type} uses these namespaces`).toEqual([...(def.texts ?? [])].sort());
  });

  it('the shared reader parts use no page-family namespace (they go with every widget)', () => {
    const used = sources(path.join(root, 'shared')).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(USE)].map((m) => `${path.basename(f)}: ${m[1]}`));
    expect(used).toEqual([]);
  });
});
