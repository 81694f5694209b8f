/**
 * `npm run seed [-- <configDir>] [--no-content]`: reload site-configs/ into
 * <MASTHEAD_DATA_DIR or ./data>/masthead.sqlite, then regenerate the demo content and the search
 * index (server/content/seed-content.ts). A running server notices the new seed generation within
 * about a second and drops its caches.
 */
import { openDatabase, resolveDataDir } from './database';
import { seed } from './seed';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const content = !args.includes('--no-content');
  const configDir = args.find((a) => !a.startsWith('--')) ?? process.env.MASTHEAD_CONFIG_DIR ?? 'site-configs';
  const db = await openDatabase();
  try {
    const report = await seed(db, configDir, { content });
    for (const w of report.warnings) console.warn(`warning: ${w}`);
    console.log(
      `seeded ${resolveDataDir()} from ${report.configDir}: ${report.sites} sites, ${report.docs} documents, ` +
        `${report.channels} channels, ${report.moduleLists} module lists, ${report.files} files (generation ${report.generation})`,
    );
    if (report.content) {
      const c = report.content;
      const t = c.tables;
      console.log(
        `content (anchor ${c.anchor}, seed ${c.seed}): ${t.articles} articles, ${t.periods} issues, ${t.news} news, ` +
          `${t.experts} experts, ${t.pictures} pictures, ${t.data_tables} tables, ${t.media} audio/video, ${t.books} books, ` +
          `${t.collections} collections, ${c.files} files in ${c.ms} ms; search index ${c.search.documents} documents in ${c.search.ms} ms`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
