/** Larger content sets: seedContent({ totalArticles }) and the gen:content script. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type MastheadDb } from '../../server/db/database';
import { seed } from '../../server/db/seed';
import { seedContent } from '../../server/content/seed-content';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const dbs: MastheadDb[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-content-scale-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const d of dbs) await d.destroy();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('seedContent at scale', () => {
  it('writes exactly totalArticles, spread over the journals, reaching back to earlier years', async () => {
    const db = await openDatabase(tempDir());
    dbs.push(db);
    await seed(db, path.join(root, 'site-configs'), { content: false });
    const started = performance.now();
    const report = await seedContent(db, { totalArticles: 6000, skipSearchIndex: true });
    const ms = performance.now() - started;
    expect(report.tables.articles).toBe(6000);
    expect(Object.values(report.articlesBySite).reduce((a, b) => a + b, 0)).toBe(6000);
    expect(Object.keys(report.articlesBySite).map(Number).sort((a, b) => a - b)).toEqual([3, 502, 735]);
    expect(ms).toBeLessThan(15000);

    const dois = await sql<{ n: number; d: number }>`select count(*) as n, count(distinct doi) as d from articles`.execute(db);
    expect(dois.rows[0]!.d).toBe(dois.rows[0]!.n);
    const years = await sql<{ site_id: number; lo: number; hi: number; issues: number }>`
      select site_id, min(year) as lo, max(year) as hi, count(*) as issues from periods group by site_id`.execute(db);
    for (const y of years.rows) {
      expect(y.hi).toBe(2026);
      expect(y.lo).toBeLessThan(2024);
    }
    // No article without authors; ids are unique per site block.
    const orphans = await sql<{ n: number }>`select count(*) as n from articles a where not exists (select 1 from article_authors w where w.article_id = a.id)`.execute(db);
    expect(orphans.rows[0]!.n).toBe(0);
    const largest = await sql<{ n: number }>`select max(c) as n from (select count(*) as c from articles where period_id is not null group by period_id)`.execute(db);
    expect(largest.rows[0]!.n).toBeLessThanOrEqual(60);
    // At large scale only a fraction carries references and HTML full text.
    const withRefs = await sql<{ n: number }>`select count(*) as n from articles where reference_list <> '[]'`.execute(db);
    expect(withRefs.rows[0]!.n).toBeGreaterThan(0);
    expect(withRefs.rows[0]!.n).toBeLessThan(600);
  }, 60000);
});

describe('npm run gen:content', () => {
  it('creates, migrates and seeds an empty data dir, then prints one JSON line', () => {
    const dir = tempDir();
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/gen-content.ts'), '--articles', '1200', '--data-dir', dir], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, MASTHEAD_LOG: '0' },
    });
    // One JSON line from the script (other modules' diagnostics, if any, are not its output).
    const lines = out.trim().split('\n').filter((l) => l.startsWith('{"dataDir"'));
    expect(lines.length).toBe(1);
    const r = JSON.parse(lines[0]!) as { articles: number; seededConfigs: boolean; seconds: number; dbBytes: number; dataDir: string };
    expect(r.articles).toBe(1200);
    expect(r.seededConfigs).toBe(true);
    expect(r.dataDir).toBe(dir);
    expect(r.seconds).toBeGreaterThan(0);
    expect(r.dbBytes).toBe(fs.statSync(path.join(dir, 'masthead.sqlite')).size);
  }, 120000);

  it('refuses a bad --articles value with a message naming it', () => {
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/gen-content.ts'), '--articles', 'many', '--data-dir', tempDir()], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).toThrow(/--articles must be a non-negative integer/);
  }, 60000);
});
