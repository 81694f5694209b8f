export { openDatabase, migrateToLatest, resolveDataDir, seedGeneration, isEmpty, DB_FILE_NAME } from './database';
export type { MastheadDb } from './database';
export { seed } from './seed';
export type { SeedReport } from './seed';
export type { DB } from './schema';
