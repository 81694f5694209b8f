import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type MastheadDb } from './database';
import { idsIn, prepared, type Param } from './prepared';

let db: MastheadDb;

beforeAll(async () => {
  db = await openDatabase(':memory:');
  await db.insertInto('meta').values([
    { key: 'a', value: '1' },
    { key: 'b', value: '2' },
    { key: 'c', value: '3' },
  ]).execute();
});

afterAll(async () => {
  await db.destroy();
});

describe('prepared queries', () => {
  it('builds once and binds each call its own values, keeping the constants written in the query', async () => {
    let builds = 0;
    const q = prepared((d, p: Param<{ key: string; not: string }>) => {
      builds++;
      return d.selectFrom('meta').select('value').where('key', '=', p('key')).where('value', '!=', p('not')).where('key', '!=', 'zzz');
    });
    expect(await q.first(db, { key: 'b', not: 'x' })).toEqual({ value: '2' });
    expect(await q.first(db, { key: 'c', not: 'x' })).toEqual({ value: '3' });
    expect(await q.first(db, { key: 'c', not: '3' })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('takes a list of any length as one JSON parameter', async () => {
    const q = prepared((d, p: Param<{ keys: string }>) => d.selectFrom('meta').select('key').where('key', 'in', idsIn<string>(p('keys'))).orderBy('key'));
    expect((await q.all(db, { keys: JSON.stringify(['c', 'a']) })).map((r) => r.key)).toEqual(['a', 'c']);
    expect(await q.all(db, { keys: '[]' })).toEqual([]);
    expect((await q.all(db, { keys: JSON.stringify(['a', 'b', 'c', 'd']) })).length).toBe(3);
  });
});
