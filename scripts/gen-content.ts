/**
 * `npm run gen:content -- --articles 100000 [--data-dir DIR] [--seed N]`: a large data set for
 * benchmarks. Opens (creating and migrating) <DIR or $MASTHEAD_DATA_DIR or ./data>/masthead.sqlite,
 * seeds the site configs when the database is empty, then regenerates every content table with the
 * given number of articles spread over the demo journals (earlier years and more issues per year as
 * needed) and rebuilds the search index. Prints one JSON line: counts, seconds, database size.
 * `npm run seed` afterwards goes back to the small demo set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { DB_FILE_NAME, isEmpty, openDatabase, resolveDataDir } from '../server/db/database';
import { seed } from '../server/db/seed';
import { bumpSeedGeneration, seedContent } from '../server/content/seed-content';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = args[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[i + 1];
}

function intArg(name: string, fallback: number): number {
  const v = arg(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer (got '${v}')`);
  return n;
}

async function main(): Promise<void> {
  const articles = intArg('articles', 100_000);
  const seedValue = arg('seed') === undefined ? undefined : intArg('seed', 0);
  const dataDir = resolveDataDir(arg('data-dir'));
  const configDir = arg('config-dir') ?? process.env.MASTHEAD_CONFIG_DIR ?? path.join(root, 'site-configs');
  const started = performance.now();
  const db = await openDatabase(dataDir);
  try {
    let seededConfigs = false;
    if (await isEmpty(db)) {
      await seed(db, configDir, { content: false });
      seededConfigs = true;
    }
    const report = await seedContent(db, { totalArticles: articles, seed: seedValue });
    const generation = await bumpSeedGeneration(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const file = path.join(dataDir, DB_FILE_NAME);
    const bytes = fs.statSync(file).size;
    console.log(
      JSON.stringify({
        dataDir,
        articles: report.tables.articles,
        articlesBySite: report.articlesBySite,
        tables: report.tables,
        files: report.files,
        seededConfigs,
        generation,
        seed: report.seed,
        anchor: report.anchor,
        generateSeconds: +(report.ms / 1000).toFixed(2),
        indexSeconds: +(report.search.ms / 1000).toFixed(2),
        indexDocuments: report.search.documents,
        seconds: +((performance.now() - started) / 1000).toFixed(2),
        dbBytes: bytes,
        dbMB: +(bytes / 1048576).toFixed(1),
      }),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
