/** Database: file location, WAL, migrations, seeding (one transaction), reseed and cache invalidation. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, seed, seedGeneration, isEmpty, DB_FILE_NAME, type MastheadDb } from '../../server/db/index';
import { buildApp } from '../../server/app';
import { FIXTURE_CONFIG_DIR, closeApp, get, tempDataDir } from './helpers';
import { migrations as migrations_ } from '../../server/db/migrations/index';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

async function open(label: string): Promise<{ db: MastheadDb; dir: string }> {
  const dir = tempDataDir(label);
  const db = await openDatabase(dir);
  cleanup.push(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { db, dir };
}

function copyFixture(label: string): string {
  const dir = tempDataDir(label);
  fs.cpSync(FIXTURE_CONFIG_DIR, dir, { recursive: true });
  cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('openDatabase', () => {
  it('creates <dir>/masthead.sqlite in WAL mode with every table, migrations recorded', async () => {
    const { db, dir } = await open('open');
    expect(fs.existsSync(path.join(dir, DB_FILE_NAME))).toBe(true);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode.rows[0]!.journal_mode).toBe('wal');
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    const names = tables.rows.map((r) => r.name);
    for (const t of ['sites', 'config_docs', 'channels', 'module_lists', 'files', 'visits', 'meta']) expect(names).toContain(t);
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(migrations.rows.map((r) => r.name)).toEqual(Object.keys(migrations_).sort());
    for (const t of ['articles', 'article_authors', 'periods', 'news', 'experts', 'collections']) expect(names).toContain(t);
    expect(await isEmpty(db)).toBe(true);
  });

  it('reopening runs no migration twice and keeps the data', async () => {
    const { db, dir } = await open('reopen');
    await seed(db, FIXTURE_CONFIG_DIR);
    await db.destroy();
    const again = await openDatabase(dir);
    cleanup.push(async () => void (await again.destroy()));
    expect(await isEmpty(again)).toBe(false);
    expect(await seedGeneration(again)).toBe(1);
  });

  it('uses MASTHEAD_DATA_DIR when no dir is given', async () => {
    const dir = tempDataDir('env');
    const prev = process.env.MASTHEAD_DATA_DIR;
    process.env.MASTHEAD_DATA_DIR = dir;
    try {
      const db = await openDatabase();
      await db.destroy();
      expect(fs.existsSync(path.join(dir, DB_FILE_NAME))).toBe(true);
    } finally {
      if (prev === undefined) delete process.env.MASTHEAD_DATA_DIR;
      else process.env.MASTHEAD_DATA_DIR = prev;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  it('loads defaults, sites, channels, module lists and files with the documented ids', async () => {
    const { db } = await open('seed');
    const report = await seed(db, FIXTURE_CONFIG_DIR);
    expect(report).toMatchObject({ sites: 5, channels: 6, moduleLists: 2, files: 2, warnings: [], generation: 1 });
    const files = await db.selectFrom('files').select(['id', 'content_type']).orderBy('id').execute();
    expect(files).toEqual([
      { id: 'defaults.logo.svg', content_type: 'image/svg+xml' },
      { id: 'emf.logo.png', content_type: 'image/png' },
    ]);
    const parts = await db.selectFrom('config_docs').select(['site_id', 'part', 'source_file']).where('site_id', '=', 3).orderBy('part').execute();
    expect(parts.map((p) => p.part)).toEqual(['footer', 'functional-control', 'header', 'layout:home', 'tools']);
    expect(parts.find((p) => p.part === 'layout:home')!.source_file).toBe('sites/emf/layouts/home.json');
    const defaults = await db.selectFrom('config_docs').select('part').where('site_id', '=', 0).execute();
    expect(defaults.map((d) => d.part)).toContain('layout:article');
    const site = await db.selectFrom('sites').selectAll().where('sld', '=', 'closed').executeTakeFirstOrThrow();
    expect(site).toMatchObject({ site_id: 4, status: 10001, type: 'single', domain: null });
  });

  it('reseeding replaces everything and bumps the generation; visits survive', async () => {
    const { db } = await open('reseed');
    await seed(db, FIXTURE_CONFIG_DIR);
    await db.insertInto('visits').values({ site_id: 3, total: 5, today: 1, day: '2020-01-01' }).execute();
    const r = await seed(db, FIXTURE_CONFIG_DIR);
    expect(r.generation).toBe(2);
    const count = await db.selectFrom('sites').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
    expect((await db.selectFrom('visits').selectAll().execute()).length).toBe(1);
  });

  it('a broken file fails the seed naming the file and leaves the database untouched', async () => {
    const { db } = await open('broken');
    await seed(db, FIXTURE_CONFIG_DIR);
    const dir = copyFixture('broken-config');
    fs.writeFileSync(path.join(dir, 'sites/emf/header.json'), '{ nope');
    await expect(seed(db, dir)).rejects.toThrow(/sites\/emf\/header\.json/);
    expect(await seedGeneration(db)).toBe(1);
    const header = await db.selectFrom('config_docs').select('json').where('site_id', '=', 3).where('part', '=', 'header').executeTakeFirstOrThrow();
    expect(JSON.parse(header.json)).toMatchObject({ navStyle: 7 });
  });

  it('rejects duplicate site ids and a missing config dir', async () => {
    const { db } = await open('dupes');
    const dir = copyFixture('dupes-config');
    fs.writeFileSync(path.join(dir, 'sites/jnem/site.json'), JSON.stringify({ schemaVersion: 1, siteId: 3, sld: 'jnem' }));
    await expect(seed(db, dir)).rejects.toThrow(/siteId 3/);
    await expect(seed(db, path.join(dir, 'missing'))).rejects.toThrow(/not found/);
  });

  it('warns about documents without schemaVersion and folders without site.json', async () => {
    const { db } = await open('warn');
    const dir = copyFixture('warn-config');
    fs.writeFileSync(path.join(dir, 'sites/jnem/footer.json'), JSON.stringify({ copyright: 'x' }));
    fs.mkdirSync(path.join(dir, 'sites/empty'));
    const r = await seed(db, dir);
    expect(r.warnings).toEqual(expect.arrayContaining([expect.stringContaining('sites/jnem/footer.json'), expect.stringContaining('sites/empty')]));
  });
});

describe('app seeding and cache invalidation', () => {
  it('seeds on first start only; a reseed by another process is picked up', async () => {
    const dataDir = tempDataDir('app-reseed');
    const configDir = copyFixture('app-reseed-config');
    const app = await buildApp({ dataDir, configDir, recheckMs: 0 });
    cleanup.push(() => closeApp(app, dataDir));
    const before = await get<{ navStyle: number }>(app, '/front/site/getConfigHeader', { siteId: 3 });
    expect(before.body.data.navStyle).toBe(7);

    // Another process (npm run seed) reloads the database.
    fs.writeFileSync(path.join(configDir, 'sites/emf/header.json'), JSON.stringify({ schemaVersion: 1, navStyle: 9 }));
    const other = await openDatabase(dataDir);
    await seed(other, configDir);
    await other.destroy();

    const after = await get<{ navStyle: number; greeting: string }>(app, '/front/site/getConfigHeader', { siteId: 3 });
    expect(after.body.data.navStyle).toBe(9);
    expect(after.body.data.greeting).toBe('集团欢迎');
  });

  it('an in-process reseed clears the caches at once', async () => {
    const dataDir = tempDataDir('app-reseed2');
    const configDir = copyFixture('app-reseed2-config');
    const app = await buildApp({ dataDir, configDir });
    cleanup.push(() => closeApp(app, dataDir));
    expect((await get<{ navStyle: number }>(app, '/front/site/getConfigHeader', { siteId: 3 })).body.data.navStyle).toBe(7);
    fs.rmSync(path.join(configDir, 'sites/emf/header.json'));
    await app.masthead.config.reseed();
    expect((await get<{ navStyle: number }>(app, '/front/site/getConfigHeader', { siteId: 3 })).body.data.navStyle).toBe(4);
  });

  it('a second start does not reseed', async () => {
    const dataDir = tempDataDir('app-restart');
    const first = await buildApp({ dataDir, configDir: FIXTURE_CONFIG_DIR });
    await first.close();
    const second = await buildApp({ dataDir, configDir: FIXTURE_CONFIG_DIR });
    cleanup.push(() => closeApp(second, dataDir));
    expect(await seedGeneration(second.masthead.config.db)).toBe(1);
  });
});
