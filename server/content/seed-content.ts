/**
 * Demo content: `seedContent(db, opts)` deletes and refills every content table in one
 * transaction from the deterministic generator in server/content/demo/ (seeded PRNG, fixture
 * vocabularies, dates relative to DEMO_ANCHOR), then rebuilds the search index.
 *
 * Content goes to the demo sites that the database holds with the demo identity (sld, siteId and
 * English name as in site-configs/): journals amr, jnem, emf get articles; the group cmg and the
 * aggregate site all get news only (they show their members' / everyone's articles via scope).
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { rebuildSearchIndex } from '../search/indexer';
import { DEMO_ANCHOR } from './demo/dates';
import { DEMO_SCALE, LARGE_SCALE, journalArticles, planJournal, type ArticleIndex, type Counters, type JournalPlan } from './demo/articles';
import { JOURNALS, PORTAL_SITES, type JournalDef } from './demo/fixtures/journals';
import { buildExtras } from './demo/extras';
import { FIGURE_KINDS, FIGURE_VARIANTS, figureId, figureSvg, svgFile, type DemoFile } from './demo/svg';

export { DEMO_ANCHOR };

export interface SeedContentOptions {
  /** Articles per journal (each journal gets this many). Default: the demo counts (150 / 130 / 80). */
  articlesPerJournal?: number;
  /** Total articles spread over the journals in proportion to the demo counts (wins over articlesPerJournal). */
  totalArticles?: number;
  /** PRNG seed; the same seed and counts give identical rows. Default 20261101. */
  seed?: number;
  /** Skip rebuilding the search index (callers that rebuild it themselves). */
  skipSearchIndex?: boolean;
}

export interface ContentReport {
  /** Row counts per content table. */
  tables: Record<string, number>;
  /** Articles per site id. */
  articlesBySite: Record<number, number>;
  /** News per site id. */
  newsBySite: Record<number, number>;
  /** Files stored as content.<name>. */
  files: number;
  /** Site ids that got demo content (journals and portal sites). */
  sites: number[];
  seed: number;
  anchor: string;
  /** Milliseconds spent generating and writing rows. */
  ms: number;
  search: { documents: number; ms: number };
}

export const DEFAULT_CONTENT_SEED = 20261101;

/** Tables written by seedContent, children first (the order of deletion). */
export const CONTENT_TABLES = [
  'collection_items',
  'collections',
  'editorial_roles',
  'experts',
  'books',
  'news',
  'media',
  'data_tables',
  'pictures',
  'article_affiliations',
  'article_authors',
  'articles',
  'columns',
  'periods',
  'publications',
] as const satisfies readonly (keyof DB)[];

type Row = Record<string, unknown>;

/** SQLite allows 32766 bound parameters per statement; stay well below. */
const MAX_PARAMS = 30000;

/**
 * Multi-row inserts through pre-compiled SQL (no query builder per row): one statement per chunk
 * of rows, all inside the caller's transaction.
 */
async function insertRows(db: Kysely<DB>, table: keyof DB, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const perRow = cols.length;
  const chunk = Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / perRow)));
  const head = `insert into "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) values `;
  const tuple = `(${cols.map(() => '?').join(', ')})`;
  const sqlCache = new Map<number, string>();
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    let text = sqlCache.get(part.length);
    if (!text) {
      text = head + Array.from({ length: part.length }, () => tuple).join(', ');
      sqlCache.set(part.length, text);
    }
    const params: unknown[] = new Array(part.length * perRow);
    let k = 0;
    for (const row of part) for (const c of cols) params[k++] = row[c] ?? null;
    await db.executeQuery(CompiledQuery.raw(text, params));
  }
}

/** The demo journals and portal sites present in the database with the demo identity. */
async function presentSites(db: Kysely<DB>): Promise<{ journals: JournalDef[]; portals: (typeof PORTAL_SITES)[number][] }> {
  const rows = await db.selectFrom('sites').select(['site_id', 'sld', 'json']).execute();
  const matches = (sld: string, siteId: number, enName: string) =>
    rows.some((r) => {
      if (r.sld !== sld || r.site_id !== siteId) return false;
      try {
        return (JSON.parse(r.json) as { enName?: unknown }).enName === enName;
      } catch {
        return false;
      }
    });
  return {
    journals: JOURNALS.filter((j) => matches(j.sld, j.siteId, j.enName)),
    portals: PORTAL_SITES.filter((p) => matches(p.sld, p.siteId, p.enName)),
  };
}

function articleCounts(journals: readonly JournalDef[], opts: SeedContentOptions): number[] {
  if (opts.totalArticles !== undefined) {
    const total = Math.max(0, Math.floor(opts.totalArticles));
    const weights = journals.map((j) => j.demoArticles);
    const sum = weights.reduce((a, b) => a + b, 0) || 1;
    const counts = weights.map((w) => Math.floor((total * w) / sum));
    let rest = total - counts.reduce((a, b) => a + b, 0);
    for (let i = 0; rest > 0; i = (i + 1) % counts.length, rest--) counts[i]!++;
    return counts;
  }
  if (opts.articlesPerJournal !== undefined) return journals.map(() => Math.max(0, Math.floor(opts.articlesPerJournal!)));
  return journals.map((j) => j.demoArticles);
}

/** The generated figure files (the same for every seed). */
export function figureFiles(): DemoFile[] {
  const out: DemoFile[] = [];
  for (const kind of FIGURE_KINDS) for (let v = 0; v < FIGURE_VARIANTS; v++) out.push(svgFile(figureId(kind, v), figureSvg(kind, v)));
  return out;
}

export async function seedContent(db: Kysely<DB>, opts: SeedContentOptions = {}): Promise<ContentReport> {
  const started = performance.now();
  const seed = opts.seed ?? DEFAULT_CONTENT_SEED;
  const { journals, portals } = await presentSites(db);
  const counts = articleCounts(journals, opts);
  const totalArticles = counts.reduce((a, b) => a + b, 0);
  const scale = totalArticles > 3000 ? LARGE_SCALE : DEMO_SCALE;

  const ids = { period: 1001, column: 101, article: 100000 };
  const plans: JournalPlan[] = journals.map((j, i) => planJournal(j, counts[i]!, ids, seed));
  const counters: Counters = { picture: 1, table: 1, titles: new Set() };
  const index: ArticleIndex = { byTopic: new Map(), samples: new Map() };
  const tables: Record<string, number> = {};
  const articlesBySite: Record<number, number> = {};
  const newsBySite: Record<number, number> = {};
  let files = 0;
  const add = (t: string, n: number) => (tables[t] = (tables[t] ?? 0) + n);

  await db.transaction().execute(async (trx) => {
    for (const t of CONTENT_TABLES) await trx.deleteFrom(t).execute();
    await trx.deleteFrom('files').where('id', 'like', 'content.%').execute();

    const demoFiles: DemoFile[] = journals.length > 0 ? figureFiles() : [];

    for (const plan of plans) {
      const j = plan.journal;
      await insertRows(trx, 'publications', [
        {
          site_id: j.siteId,
          name: j.name,
          en_name: j.enName,
          issn: j.issn,
          eissn: j.eissn,
          cn: j.cn,
          cover: `/rc-pub/front/files/get?id=${j.sld}.cover.svg`,
          frequency: j.frequency,
          en_frequency: j.enFrequency,
          publisher: j.publisher,
          en_publisher: j.enPublisher,
          founded_year: j.founded,
          description: j.description,
          en_description: j.enDescription,
        },
      ]);
      add('publications', 1);
      await insertRows(trx, 'periods', plan.periods as Row[]);
      add('periods', plan.periods.length);
      await insertRows(trx, 'columns', plan.columns.map((c) => c.row) as Row[]);
      add('columns', plan.columns.length);
      for (const batch of journalArticles(plan, scale, seed, counters, index)) {
        await insertRows(trx, 'articles', batch.articles as Row[]);
        await insertRows(trx, 'article_authors', batch.authors as Row[]);
        await insertRows(trx, 'article_affiliations', batch.affiliations as Row[]);
        await insertRows(trx, 'pictures', batch.pictures as Row[]);
        await insertRows(trx, 'data_tables', batch.tables as Row[]);
        add('articles', batch.articles.length);
        add('article_authors', batch.authors.length);
        add('article_affiliations', batch.affiliations.length);
        add('pictures', batch.pictures.length);
        add('data_tables', batch.tables.length);
        articlesBySite[j.siteId] = (articlesBySite[j.siteId] ?? 0) + batch.articles.length;
      }
    }

    const extras = buildExtras({ seed, plans, portals, index });
    for (const [table, rows] of Object.entries(extras.rows) as [keyof DB, Row[]][]) {
      await insertRows(trx, table, rows);
      add(table, rows.length);
    }
    for (const n of extras.rows.news) newsBySite[n.site_id as number] = (newsBySite[n.site_id as number] ?? 0) + 1;
    demoFiles.push(...extras.files);
    for (let i = 0; i < demoFiles.length; i += 20) await insertRows(trx, 'files', demoFiles.slice(i, i + 20) as unknown as Row[]);
    files = demoFiles.length;
  });
  for (const t of CONTENT_TABLES) tables[t] ??= 0;
  const ms = Math.round(performance.now() - started);
  const search = opts.skipSearchIndex ? { documents: 0, ms: 0 } : await rebuildSearchIndex(db);
  return {
    tables,
    articlesBySite,
    newsBySite,
    files,
    sites: [...journals.map((j) => j.siteId), ...portals.map((p) => p.siteId)],
    seed,
    anchor: DEMO_ANCHOR,
    ms,
    search,
  };
}

/** Bump the seed generation so running servers drop their caches (standalone content reseeds). */
export async function bumpSeedGeneration(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'seed_generation').executeTakeFirst();
  const next = (row ? Number(row.value) : 0) + 1;
  await db
    .insertInto('meta')
    .values({ key: 'seed_generation', value: String(next) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(next) }))
    .execute();
  return next;
}

/** Row count of a content table (tests and scripts). */
export async function countRows(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
