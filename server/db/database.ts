import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import type { DB } from './schema';
import { staticMigrationProvider } from './migrations/index';

export type MastheadDb = Kysely<DB>;

export const DB_FILE_NAME = 'masthead.sqlite';

/** The data directory: explicit argument, else $MASTHEAD_DATA_DIR, else ./data. */
export function resolveDataDir(dir?: string): string {
  return path.resolve(dir ?? process.env.MASTHEAD_DATA_DIR ?? 'data');
}

/**
 * Kysely's SQLite driver prepares a statement for every query, and preparing costs about as much
 * as running a short SELECT. A page view runs the same few dozen SQL texts each time, so prepared
 * statements are kept and reused (least recently used dropped beyond `max`). Nothing here streams
 * (`.stream()` would iterate a shared statement), so reuse is safe.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source);
    } else {
      stmt = sqlite.prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, stmt);
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Open (creating when needed) `<dir>/masthead.sqlite` in WAL mode and run every pending
 * migration. `dir` defaults to $MASTHEAD_DATA_DIR or ./data. Pass ':memory:' for a throwaway
 * in-memory database.
 */
export async function openDatabase(dir?: string): Promise<MastheadDb> {
  let file: string;
  if (dir === ':memory:') {
    file = ':memory:';
  } else {
    const d = resolveDataDir(dir);
    fs.mkdirSync(d, { recursive: true });
    file = path.join(d, DB_FILE_NAME);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

/** Run all pending migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: MastheadDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticMigrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The seed generation, bumped by every seed; caches compare it to notice a reseed. */
export async function seedGeneration(db: MastheadDb): Promise<number> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'seed_generation').executeTakeFirst();
  return row ? Number(row.value) : 0;
}

export async function isEmpty(db: MastheadDb): Promise<boolean> {
  const row = await db.selectFrom('sites').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
