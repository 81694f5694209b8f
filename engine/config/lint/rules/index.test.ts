/** rules/index.ts lists every rule folder, and each folder holds a rule, its fixture and its test. */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { rules } from './index';
import { isFileRule } from '../rule';

const dir = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('rules/index.ts', () => {
  it('lists each rule folder once, under its id', () => {
    const ids = rules.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(folders);
  });

  it('runs the rules of one file before the rules across site folders', () => {
    const kinds = rules.map((r) => (isFileRule(r) ? 'file' : 'sites'));
    expect(kinds.indexOf('sites')).toBe(kinds.lastIndexOf('file') + 1);
  });

  it.each(rules.map((r) => [r.meta.id, r] as const))('%s: meta, index.ts, test and fixture tree', (id, rule) => {
    expect(['error', 'warning']).toContain(rule.meta.severity);
    expect(rule.meta.docs).toMatch(/^\S.*\S$/);
    expect(rule.meta.docs).not.toContain('\n');
    for (const other of rule.meta.supersedes ?? []) expect(rules.map((r) => r.meta.id)).toContain(other);
    const folder = path.join(dir, id);
    expect(existsSync(path.join(folder, 'index.ts'))).toBe(true);
    expect(existsSync(path.join(folder, `${id}.test.ts`))).toBe(true);
    expect(existsSync(path.join(folder, 'fixture')) || existsSync(path.join(folder, 'fixtures'))).toBe(true);
  });
});
