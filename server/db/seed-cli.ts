/**
 * `npm run seed [-- <configDir>]`: reload site-configs/ into <MASTHEAD_DATA_DIR or ./data>/masthead.sqlite.
 * A running server notices the new seed generation within about a second and drops its caches.
 */
import { openDatabase, resolveDataDir } from './database';
import { seed } from './seed';

async function main(): Promise<void> {
  const configDir = process.argv[2] ?? process.env.MASTHEAD_CONFIG_DIR ?? 'site-configs';
  const db = await openDatabase();
  try {
    const report = await seed(db, configDir);
    for (const w of report.warnings) console.warn(`warning: ${w}`);
    console.log(
      `seeded ${resolveDataDir()} from ${report.configDir}: ${report.sites} sites, ${report.docs} documents, ` +
        `${report.channels} channels, ${report.moduleLists} module lists, ${report.files} files (generation ${report.generation})`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
