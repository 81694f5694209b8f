import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Rebuild the full-text index from the content tables. Called after content is (re)seeded.
 * Implemented by the search work of issue 3 (tokenizer + FTS5).
 */
export async function rebuildSearchIndex(_db: Kysely<DB>): Promise<{ documents: number; ms: number }> {
  return { documents: 0, ms: 0 };
}
