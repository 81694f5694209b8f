/**
 * Queries of a fixed shape, built and compiled by Kysely once per database; each call only binds
 * its values into the compiled SQL (whose prepared statement database.ts keeps).
 *
 * Why: for the short indexed reads a page makes, building and compiling a Kysely query cost more
 * than running it (the article row: 33 µs to build and compile, 13 µs to run), and an article page
 * makes about twenty. Values enter only through `param(name)`, so nothing else in the SQL can vary
 * between calls; a list of ids goes in as one JSON text (`idsIn`), so its length does not change
 * the SQL either.
 */
import { sql, type Compilable, type CompiledQuery, type Expression, type Kysely } from 'kysely';
import type { DB } from './schema';

const SLOT = Symbol('masthead.param');
type Slot = { [SLOT]: string };

const isSlot = (v: unknown): v is Slot => typeof v === 'object' && v !== null && SLOT in v;

export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

export interface Prepared<P, O> {
  /** Every row. */
  all(db: Kysely<DB>, values: P): Promise<O[]>;
  /** The first row, if any. */
  first(db: Kysely<DB>, values: P): Promise<O | undefined>;
}

/** `prepared((db, p: Param<{ id: number }>) => db.selectFrom(...).where('id', '=', p('id')))`; then `.first(db, { id })`. */
export function prepared<P extends Record<string, unknown>, O>(build: (db: Kysely<DB>, param: Param<P>) => Compilable<O>): Prepared<P, O> {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<O>; slots: (string | undefined)[] }>();
  const param: Param<P> = (name) => ({ [SLOT]: name }) as never;
  const all = async (db: Kysely<DB>, values: P): Promise<O[]> => {
    let c = compiled.get(db);
    if (!c) {
      const query = build(db, param).compile();
      c = { query, slots: query.parameters.map((v) => (isSlot(v) ? v[SLOT] : undefined)) };
      compiled.set(db, c);
    }
    const { query, slots } = c;
    const parameters = query.parameters.map((v, i) => (slots[i] === undefined ? v : values[slots[i]!]));
    return (await db.executeQuery<O>({ ...query, parameters })).rows;
  };
  return {
    all,
    first: async (db, values) => (await all(db, values))[0],
  };
}

/** `column in (ids)` with the ids as one JSON array parameter: `where('id', 'in', idsIn(param('ids')))`. */
export function idsIn<T = number>(json: unknown): Expression<T> {
  return sql<T>`(select value from json_each(${json}))`;
}
