import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, withStatementCache } from './database';
import { idsIn, prepared, type Param } from './prepared';
import type { DB } from './schema';

const open: SQLite.Database[] = [];
afterEach(() => {
  for (const d of open.splice(0)) d.close();
});

/** An in-memory database whose real `prepare` is spied on, behind the statement cache. */
function spied(max?: number) {
  const raw = new SQLite(':memory:');
  open.push(raw);
  const prepare = vi.spyOn(raw, 'prepare');
  return { raw, prepare, cached: withStatementCache(raw, max) };
}

describe('statement cache (withStatementCache)', () => {
  it('prepares each SQL text once and hands back the same statement', () => {
    const { cached, prepare } = spied();
    const a = cached.prepare('select ? as v');
    expect(cached.prepare('select ? as v')).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(a.get(1)).toEqual({ v: 1 });
    expect(cached.prepare('select ? as v').get(2)).toEqual({ v: 2 });
    cached.prepare('select ? + 1 as v');
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used statement beyond max', () => {
    const { cached, prepare } = spied(2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // a is now the most recent
    cached.prepare('select 3'); // evicts b
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(cached.prepare('select 1')).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(cached.prepare('select 2')).not.toBe(b);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('passes everything else through to the database', () => {
    const { cached, raw } = spied();
    expect(cached.pragma('foreign_keys', { simple: true })).toBe(raw.pragma('foreign_keys', { simple: true }));
    cached.exec('create table t (x)');
    expect(raw.prepare('select count(*) as n from t').get()).toEqual({ n: 0 });
    expect(cached.open).toBe(true);
  });

  it('behind Kysely: a prepared query runs one statement whatever its values and list lengths', async () => {
    const { cached, prepare } = spied();
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cached }) });
    try {
      await migrateToLatest(db);
      await db.insertInto('meta').values([
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
        { key: 'c', value: '3' },
      ]).execute();
      const byKey = prepared((d, p: Param<{ key: string }>) => d.selectFrom('meta').select('value').where('key', '=', p('key')));
      const inList = prepared((d, p: Param<{ keys: string }>) => d.selectFrom('meta').select('key').where('key', 'in', idsIn<string>(p('keys'))).orderBy('key'));
      prepare.mockClear();

      expect(await byKey.first(db, { key: 'a' })).toEqual({ value: '1' });
      expect(await byKey.first(db, { key: 'c' })).toEqual({ value: '3' });
      expect(await byKey.first(db, { key: 'zz' })).toBeUndefined();
      const keys = async (list: string[]) => (await inList.all(db, { keys: JSON.stringify(list) })).map((r) => r.key);
      expect(await keys(['b'])).toEqual(['b']);
      expect(await keys(['c', 'a'])).toEqual(['a', 'c']);
      expect(await keys(['a', 'b', 'c', 'x'])).toEqual(['a', 'b', 'c']);
      expect(await keys([])).toEqual([]);

      // two SQL texts in all (one per query), each prepared once
      expect(prepare).toHaveBeenCalledTimes(2);
      expect(prepare.mock.calls[1]![0]).toMatch(/json_each\(\?\)/);
    } finally {
      await db.destroy();
      open.pop();
    }
  });
});
