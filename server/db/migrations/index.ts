import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_config';
import * as m002 from './002_visits';
import * as m003 from './003_content';
import * as m004 from './004_search';

/**
 * Static list of migrations (no FileMigrationProvider: it must work when bundled).
 * Add a new file `NNN_name.ts` and one line here; names sort in execution order.
 */
export const migrations: Record<string, Migration> = {
  '001_config': m001,
  '002_visits': m002,
  '003_content': m003,
  '004_search': m004,
};

export const staticMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
