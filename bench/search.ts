/**
 * Search benchmark (`npm run bench:search`): one JSON line per figure. Benchmarks print, never fail.
 *
 * Data: a 100,000-article database. With `scripts/gen-content.ts` present (the demo generator)
 * it runs `tsx scripts/gen-content.ts --articles N --data-dir DIR` (which also builds the index
 * and reports its time); otherwise (or with --synthetic) it fills the content tables itself with
 * the simple deterministic generator below. --reuse keeps a database in --data-dir that already
 * has enough articles (the index is then rebuilt here and timed).
 *
 * Endpoint latency: sequential HTTP GETs (keep-alive) to the real app listening on 127.0.0.1 in
 * its own process (routing, validation, scope, FTS query, items, highlighting, JSON). Raw: the
 * same FTS5 MATCH the endpoint runs (the page of 20 and the count) on a separate read-only
 * connection, so endpoint/raw shows the overhead. Throughput: autocannon. RSS: the server process.
 *
 * Flags: --articles N (100000) --data-dir DIR (bench/out/search-data) --runs N (60) --seconds N
 * (autocannon, 5) --synthetic --reuse --rebuild
 */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import SQLite, { type Statement } from 'better-sqlite3';
import { fileURLToPath } from 'node:url';
import { Kysely, SqliteDialect, sql, type RawBuilder } from 'kysely';
import type { DB } from '../server/db/schema';
import { openDatabase, DB_FILE_NAME } from '../server/db/database';
import { rebuildSearchIndex } from '../server/search/indexer';
import type { Runner, SortKey, Tiers } from '../server/search/query';
import type { SiteScope } from '../server/content/scope';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---- synthetic content (fallback generator) ----------------------------------------------------

/** mulberry32: deterministic on every machine. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    let t = (s = (s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pair = readonly [string, string];

const TOPICS: Pair[] = [
  ['锂离子电池', 'lithium-ion batteries'],
  ['固态电池', 'solid-state batteries'],
  ['钠离子电池', 'sodium-ion batteries'],
  ['钙钛矿太阳能电池', 'perovskite solar cells'],
  ['燃料电池', 'fuel cells'],
  ['超级电容器', 'supercapacitors'],
  ['高熵合金', 'high-entropy alloys'],
  ['热电材料', 'thermoelectric materials'],
  ['光催化剂', 'photocatalysts'],
  ['石墨烯复合材料', 'graphene composites'],
  ['电解水制氢', 'water electrolysis for hydrogen'],
  ['碳纳米管', 'carbon nanotubes'],
  ['镁合金', 'magnesium alloys'],
  ['钛合金', 'titanium alloys'],
  ['陶瓷基复合材料', 'ceramic matrix composites'],
  ['有机光伏材料', 'organic photovoltaic materials'],
];
const MATERIALS: Pair[] = [
  ['富镍层状正极', 'Ni-rich layered cathode'],
  ['硫化物固态电解质', 'sulfide solid electrolyte'],
  ['锂金属负极', 'lithium metal anode'],
  ['磷酸铁锂', 'lithium iron phosphate'],
  ['硅碳负极', 'silicon-carbon anode'],
  ['二维MXene', 'two-dimensional MXene'],
  ['氮掺杂碳', 'nitrogen-doped carbon'],
  ['单原子催化剂', 'single-atom catalyst'],
  ['CoCrFeNi合金', 'CoCrFeNi alloy'],
  ['氧化物固态电解质', 'oxide solid electrolyte'],
  ['聚合物电解质', 'polymer electrolyte'],
  ['普鲁士蓝类似物', 'Prussian blue analogue'],
];
const PROPERTIES: Pair[] = [
  ['电化学性能', 'electrochemical performance'],
  ['循环稳定性', 'cycling stability'],
  ['离子电导率', 'ionic conductivity'],
  ['界面稳定性', 'interfacial stability'],
  ['力学性能', 'mechanical properties'],
  ['催化活性', 'catalytic activity'],
  ['光电转换效率', 'power conversion efficiency'],
  ['热稳定性', 'thermal stability'],
];
const METHODS: Pair[] = [
  ['第一性原理计算', 'first-principles calculations'],
  ['原位X射线衍射', 'in situ X-ray diffraction'],
  ['透射电子显微镜', 'transmission electron microscopy'],
  ['机器学习', 'machine learning'],
  ['有限元模拟', 'finite element simulation'],
  ['电化学阻抗谱', 'electrochemical impedance spectroscopy'],
];
const SURNAMES: Pair[] = [
  ['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['杨', 'Yang'], ['赵', 'Zhao'], ['黄', 'Huang'],
  ['周', 'Zhou'], ['吴', 'Wu'], ['徐', 'Xu'], ['孙', 'Sun'], ['胡', 'Hu'], ['朱', 'Zhu'], ['高', 'Gao'], ['林', 'Lin'],
];
const GIVEN: Pair[] = [
  ['晓', 'xiao'], ['明', 'ming'], ['华', 'hua'], ['伟', 'wei'], ['静', 'jing'], ['丽', 'li'], ['强', 'qiang'], ['磊', 'lei'],
  ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'], ['杰', 'jie'], ['涛', 'tao'], ['斌', 'bin'], ['超', 'chao'], ['鹏', 'peng'],
];
const INSTITUTIONS: Pair[] = [
  ['清华大学材料学院', 'School of Materials Science and Engineering, Tsinghua University'],
  ['中国科学院物理研究所', 'Institute of Physics, Chinese Academy of Sciences'],
  ['北京科技大学新材料技术研究院', 'Institute for Advanced Materials and Technology, University of Science and Technology Beijing'],
  ['上海交通大学材料科学与工程学院', 'School of Materials Science and Engineering, Shanghai Jiao Tong University'],
  ['中南大学冶金与环境学院', 'School of Metallurgy and Environment, Central South University'],
  ['哈尔滨工业大学化工与化学学院', 'School of Chemistry and Chemical Engineering, Harbin Institute of Technology'],
  ['浙江大学材料科学与工程学院', 'School of Materials Science and Engineering, Zhejiang University'],
  ['宁德时代新能源科技股份有限公司', 'Contemporary Amperex Technology Co., Limited'],
];
const SITES = [
  { siteId: 735, code: 'amr', name: '先进材料研究', en: 'Advanced Materials Research' },
  { siteId: 502, code: 'jnem', name: '新能源材料学报', en: 'Journal of New Energy Materials' },
  { siteId: 3, code: 'emf', name: 'Energy Materials Frontiers', en: 'Energy Materials Frontiers' },
];
const COLUMNS: Pair[] = [
  ['研究论文', 'Research Articles'],
  ['综述', 'Reviews'],
  ['快报', 'Letters'],
  ['能源材料', 'Energy Materials'],
];

function abstractZh(p: () => number, t: Pair, m: Pair, pr: Pair, me: Pair): string {
  const n = Math.round(50 + p() * 150);
  return (
    `${t[0]}因其${pr[0]}而受到广泛关注。本文以${m[0]}为研究对象，采用${me[0]}系统研究了其${pr[0]}与微观结构之间的关系。` +
    `结果表明，经优化后${m[0]}的${pr[0]}提高了${n}%，循环${n * 10}次后容量保持率达到${(80 + p() * 19).toFixed(1)}%。` +
    `该工作为高性能${t[0]}的设计提供了新的思路，对推动${t[0]}的实际应用具有重要意义。`
  );
}

function abstractEn(p: () => number, t: Pair, m: Pair, pr: Pair, me: Pair): string {
  const n = Math.round(50 + p() * 150);
  return (
    `${t[1]} have attracted wide attention owing to their ${pr[1]}. Here the ${m[1]} is studied with ${me[1]} to reveal how its ` +
    `${pr[1]} relates to the microstructure. After optimisation the ${pr[1]} of the ${m[1]} improves by ${n}%, and the capacity ` +
    `retention reaches ${(80 + p() * 19).toFixed(1)}% after ${n * 10} cycles. The work offers a new route to high-performance ${t[1]}.`
  );
}

/** Fill publications, columns, periods, articles, authors and affiliations with n articles. */
export async function generateSynthetic(db: Kysely<DB>, n: number): Promise<void> {
  const p = rng(20240601);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(p() * xs.length)]!;
  await db.transaction().execute(async (trx) => {
    for (const t of ['article_authors', 'article_affiliations', 'articles', 'periods', 'columns', 'publications'] as const) {
      await trx.deleteFrom(t).execute();
    }
    await trx
      .insertInto('publications')
      .values(SITES.map((s) => ({ site_id: s.siteId, name: s.name, en_name: s.en })))
      .execute();
    let colId = 1;
    let periodId = 1;
    const cols = new Map<number, number[]>();
    const periods = new Map<number, { id: number; year: number }[]>();
    for (const s of SITES) {
      const ids: number[] = [];
      for (const [i, c] of COLUMNS.entries()) {
        await trx.insertInto('columns').values({ id: colId, site_id: s.siteId, name: c[0], en_name: c[1], sort: i }).execute();
        ids.push(colId++);
      }
      cols.set(s.siteId, ids);
      const ps: { id: number; year: number }[] = [];
      for (let year = 2015; year <= 2025; year++) {
        for (let issue = 1; issue <= 12; issue++) {
          await trx
            .insertInto('periods')
            .values({ id: periodId, site_id: s.siteId, year, volume: year - 2014, issue, publish_date: `${year}-${String(issue).padStart(2, '0')}-15` })
            .execute();
          ps.push({ id: periodId++, year });
        }
      }
      periods.set(s.siteId, ps);
    }
    const batch: Record<string, unknown>[] = [];
    const authors: Record<string, unknown>[] = [];
    const affs: Record<string, unknown>[] = [];
    const flush = async () => {
      for (let i = 0; i < batch.length; i += 100) await trx.insertInto('articles').values(batch.slice(i, i + 100) as never).execute();
      for (let i = 0; i < authors.length; i += 300) await trx.insertInto('article_authors').values(authors.slice(i, i + 300) as never).execute();
      for (let i = 0; i < affs.length; i += 300) await trx.insertInto('article_affiliations').values(affs.slice(i, i + 300) as never).execute();
      batch.length = 0;
      authors.length = 0;
      affs.length = 0;
    };
    for (let k = 0; k < n; k++) {
      const site = SITES[k % SITES.length]!;
      const id = 100000 + k;
      const period = pick(periods.get(site.siteId)!);
      const [t, m, pr, me] = [pick(TOPICS), pick(MATERIALS), pick(PROPERTIES), pick(METHODS)];
      const zh = site.code !== 'emf';
      const title = `基于${me[0]}的${m[0]}${pr[0]}研究`;
      const enTitle = `${pr[1][0]!.toUpperCase()}${pr[1].slice(1)} of ${m[1]} for ${t[1]} studied by ${me[1]}`;
      const seq = String(k + 1).padStart(6, '0');
      const month = String(1 + Math.floor(p() * 12)).padStart(2, '0');
      batch.push({
        id,
        site_id: site.siteId,
        doi: `10.12345/${site.code}.${period.year}.${seq}`,
        title: zh ? title : enTitle,
        en_title: enTitle,
        abstract: zh ? abstractZh(p, t, m, pr, me) : abstractEn(p, t, m, pr, me),
        en_abstract: abstractEn(p, t, m, pr, me),
        keywords: JSON.stringify(zh ? [t[0], m[0], pr[0], me[0]] : [t[1], m[1], pr[1], me[1]]),
        en_keywords: JSON.stringify([t[1], m[1], pr[1], me[1]]),
        column_id: pick(cols.get(site.siteId)!),
        period_id: period.id,
        first_page: 1 + Math.floor(p() * 200),
        last_page: 210 + Math.floor(p() * 20),
        published_date: `${period.year}-${month}-15`,
        year: period.year,
        publish_type: 0,
        open_access: p() < 0.6 ? 0 : 1,
        fund: zh ? `国家自然科学基金(${51000000 + k})` : null,
        en_fund: `National Natural Science Foundation of China (${51000000 + k})`,
        language: zh ? 'zh' : 'en',
        views: Math.floor(p() * 5000),
        downloads: Math.floor(p() * 2000),
        citations: Math.floor(p() * 300),
      });
      const na = 2 + Math.floor(p() * 5);
      for (let a = 1; a <= na; a++) {
        const s = pick(SURNAMES);
        const g1 = pick(GIVEN);
        const g2 = pick(GIVEN);
        authors.push({
          article_id: id,
          ord: a,
          name: zh ? s[0] + g1[0] + g2[0] : `${s[1]} ${g1[1][0]!.toUpperCase()}${g1[1].slice(1)}${g2[1]}`,
          en_name: `${s[1]} ${g1[1][0]!.toUpperCase()}${g1[1].slice(1)}${g2[1]}`,
          affiliation_ords: JSON.stringify([1 + (a % 2)]),
          corresponding: a === 1 ? 1 : 0,
        });
      }
      for (let a = 1; a <= 2; a++) {
        const inst = pick(INSTITUTIONS);
        affs.push({ article_id: id, ord: a, name: zh ? inst[0] : inst[1], en_name: inst[1] });
      }
      if (batch.length >= 1000) await flush();
    }
    await flush();
  });
}

// ---- measurement ---------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function emit(line: Json): void {
  console.log(JSON.stringify(line));
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

interface Flags {
  articles: number;
  dataDir: string;
  runs: number;
  synthetic: boolean;
  reuse: boolean;
  rebuild: boolean;
  child: boolean;
  seconds: number;
}

function flags(): Flags {
  const args = process.argv.slice(2);
  const has = (name: string) => args.includes(`--${name}`);
  const opt = (name: string, dflt: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1]! : dflt;
  };
  return {
    articles: Number(opt('articles', '100000')),
    dataDir: path.resolve(opt('data-dir', path.join(root, 'bench/out/search-data'))),
    runs: Number(opt('runs', '60')),
    synthetic: has('synthetic'),
    reuse: has('reuse'),
    rebuild: has('rebuild'),
    child: has('serve-child'),
    seconds: Number(opt('seconds', '5')),
  };
}

async function articleCount(dataDir: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, DB_FILE_NAME))) return 0;
  const db = await openDatabase(dataDir);
  try {
    const r = await sql<{ n: number }>`SELECT count(*) AS n FROM articles`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await db.destroy();
  }
}

/** Make (or reuse) the data set; returns the index build seconds when the generator measured it. */
async function prepareData(f: Flags): Promise<{ source: string; indexSeconds?: number; documents?: number }> {
  const have = await articleCount(f.dataDir);
  if (f.reuse && have >= f.articles) {
    emit({ figure: 'data', source: 'reused', dataDir: f.dataDir, articles: have });
    return { source: 'reused' };
  }
  fs.rmSync(f.dataDir, { recursive: true, force: true });
  fs.mkdirSync(f.dataDir, { recursive: true });
  const genScript = path.join(root, 'scripts/gen-content.ts');
  const t0 = performance.now();
  if (!f.synthetic && fs.existsSync(genScript)) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', genScript, '--articles', String(f.articles), '--data-dir', f.dataDir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const last = out.trim().split('\n').filter((l) => l.startsWith('{')).pop();
    const report = last ? (JSON.parse(last) as Json) : {};
    emit({
      figure: 'data',
      source: 'scripts/gen-content.ts (demo generator)',
      articles: report.articles,
      articlesBySite: report.articlesBySite,
      generateSeconds: report.generateSeconds,
      seconds: r2((performance.now() - t0) / 1000),
    });
    return { source: 'gen-content', indexSeconds: Number(report.indexSeconds), documents: Number(report.indexDocuments) };
  }
  const db = await openDatabase(f.dataDir);
  try {
    const { seed } = await import('../server/db/seed');
    await seed(db, path.join(root, 'site-configs'), { content: false });
    await generateSynthetic(db, f.articles);
  } finally {
    await db.destroy();
  }
  emit({ figure: 'data', source: 'synthetic (bench/search.ts)', articles: f.articles, seconds: r2((performance.now() - t0) / 1000) });
  return { source: 'synthetic' };
}

async function main(): Promise<void> {
  const f = cli;

  emit({
    bench: 'search',
    articles: f.articles,
    method:
      'endpoint: sequential HTTP GETs (keep-alive) to the real app listening on 127.0.0.1 in its own process (routing, validation, ' +
      'scope, FTS query, items, highlighting, JSON); raw: the same sequence of FTS5 statements the endpoint runs (searchIds: ' +
      'count, title-tier count and page by bm25, the rest when the title tier is short; or the sorted page + count) as statements ' +
      'prepared once on a separate read-only better-sqlite3 connection; throughput: autocannon, 8 connections; RSS: the server process (/proc VmRSS, ' +
      'VmHWM = peak)',
    cpus: (await import('node:os')).cpus().length,
  });
  const data = await prepareData(f);

  // Index build (the generator already built it once when it just ran; rebuild when reused or asked).
  if (data.indexSeconds === undefined || f.rebuild) {
    const db = await openDatabase(f.dataDir);
    try {
      const r = await rebuildSearchIndex(db);
      emit({ figure: 'index-build', seconds: r2(r.ms / 1000), documents: r.documents, measuredBy: 'bench/search.ts rebuildSearchIndex', target: '<= 60 s' });
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    } finally {
      await db.destroy();
    }
  } else {
    emit({ figure: 'index-build', seconds: data.indexSeconds, documents: data.documents, measuredBy: 'scripts/gen-content.ts rebuildSearchIndex', target: '<= 60 s' });
  }

  const file = path.join(f.dataDir, DB_FILE_NAME);
  const wal = fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;
  const db = await openDatabase(f.dataDir);
  let ftsBytes = 0;
  try {
    const r = await sql<{ b: number }>`SELECT sum(pgsize) AS b FROM dbstat WHERE name LIKE 'search_%'`.execute(db).catch(() => ({ rows: [{ b: 0 }] }));
    ftsBytes = Number(r.rows[0]?.b ?? 0);
  } finally {
    await db.destroy();
  }
  emit({ figure: 'db-size', bytes: fs.statSync(file).size + wal, mb: r2((fs.statSync(file).size + wal) / 1048576), searchTablesBytes: ftsBytes, searchTablesMb: r2(ftsBytes / 1048576) });

  await measure(f);
}

interface Probe {
  name: string;
  scope: string;
  kind: 'simple' | 'simple-sorted' | 'advanced';
  path: string;
  /** The FTS expressions and sort the endpoint runs, for the raw timing. */
  raw: { expr: string | null; sort: SortKey; tiers?: Tiers };
}

/** The server: the real app listening on a local port, in its own process (so its RSS is its own). */
async function serve(f: Flags): Promise<void> {
  const { buildApp } = await import('../server/app');
  const app = await buildApp({ dataDir: f.dataDir, seed: 'never', logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ address }));
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function startServer(f: Flags): Promise<{ child: ChildProcess; address: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve-child', '--data-dir', f.dataDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const line = buf.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, address: (JSON.parse(line) as { address: string }).address });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

function procStatus(pid: number): { rssMb: number; peakMb: number } {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: r2(kb('VmRSS') / 1024), peakMb: r2(kb('VmHWM') / 1024) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET and read the whole body; parse it (status, total) only when asked (the client's JSON work is not the server's). */
function httpGet(url: string, parse = false): Promise<{ status: number; total: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (!parse) return resolve({ status: res.statusCode === 200 ? 0 : -1, total: -1 });
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { status: number; data: { total?: number } | null };
          resolve({ status: body.status, total: body.data?.total ?? 0 });
        });
      })
      .on('error', reject);
  });
}

async function measure(f: Flags): Promise<void> {
  const q = await import('../server/search/query');
  const server = await startServer(f);
  const rawDb = new SQLite(path.join(f.dataDir, DB_FILE_NAME), { readonly: true });
  const kdb = new Kysely<DB>({ dialect: new SqliteDialect({ database: rawDb }) });
  try {
    const sites = await q.contentSites(kdb);
    const doiRow = await sql<{ doi: string }>`SELECT doi FROM articles ORDER BY id LIMIT 1 OFFSET 4321`.execute(kdb);
    const doi = doiRow.rows[0]?.doi ?? '10.12345/none';
    const scopes: { name: string; siteId: number; scope: SiteScope }[] = [
      { name: 'all', siteId: 1, scope: { kind: 'all' } },
      { name: 'group cmg (amr+jnem)', siteId: 2, scope: { kind: 'sites', siteIds: [2, 735, 502] } },
    ];
    const probes: Probe[] = [];
    for (const s of scopes) {
      for (const text of ['锂', '电池', '固态电池', 'cathode', '"solid electrolyte"', doi]) {
        const c = q.contentQuery(q.ARTICLE_TARGET, 'all', text);
        const fs = q.filterExpressions(q.ARTICLE_TARGET, { scope: s.scope }, sites);
        probes.push({
          name: text,
          scope: s.name,
          kind: 'simple',
          path: `/rc-pub/front/search?siteId=${s.siteId}&q=${encodeURIComponent(text)}`,
          raw: { expr: q.withFilters(c.expr, fs), sort: 'relevance', tiers: q.relevanceTiers(c, fs) },
        });
      }
    }
    const advRows = [
      { field: 'title', term: '电池', op: 'AND', precise: 0 },
      { field: 'keyword', term: '固态电解质', op: 'OR', precise: 0 },
      { field: 'abstract', term: '界面', op: 'NOT', precise: 0 },
    ] as const;
    for (const s of scopes) {
      const adv = q.advancedExpression(advRows.map((r) => ({ ...r })));
      probes.push({
        name: '3 rows: title 电池 OR keyword 固态电解质 NOT abstract 界面',
        scope: s.name,
        kind: 'advanced',
        path: `/rc-pub/front/advSearch?siteId=${s.siteId}&rows=${encodeURIComponent(JSON.stringify(advRows))}`,
        raw: { expr: q.withFilters(adv.expr, q.filterExpressions(q.ARTICLE_TARGET, { scope: s.scope }, sites)), sort: 'relevance' },
      });
    }
    {
      const c = q.contentQuery(q.ARTICLE_TARGET, 'all', '电池');
      probes.push({
        name: '电池 sort=citations',
        scope: 'all',
        kind: 'simple-sorted',
        path: `/rc-pub/front/search?siteId=1&q=${encodeURIComponent('电池')}&sort=citations`,
        raw: { expr: q.withFilters(c.expr, q.filterExpressions(q.ARTICLE_TARGET, { scope: { kind: 'all' } }, sites)), sort: 'citations' },
      });
    }

    const stmts = new Map<string, Statement>();
    const rawRun: Runner = async <R>(query: RawBuilder<R>): Promise<R[]> => {
      const c = query.compile(kdb);
      let st = stmts.get(c.sql);
      if (!st) stmts.set(c.sql, (st = rawDb.prepare(c.sql)));
      return st.all(...(c.parameters as unknown[])) as R[];
    };
    const summary: { kind: string; e95: number; ratio: number; raw50: number }[] = [];
    for (const p of probes) {
      // The statements the endpoint runs (searchIds with a runner on the raw connection: the same
      // sequence of queries, as statements prepared once, without Kysely or the HTTP layer).
      const runRaw = async () => {
        const found = p.raw.expr ? await q.searchIds(kdb, q.ARTICLE_TARGET, p.raw.expr, p.raw.sort, 1, 20, { tiers: p.raw.tiers, run: rawRun }) : { total: 0 };
        return found.total;
      };
      const url = server.address + p.path;
      let last: { status: number; total: number };
      last = await httpGet(url, true);
      for (let i = 0; i < 5; i++) {
        await httpGet(url);
        await runRaw();
      }
      const ep: number[] = [];
      const rw: number[] = [];
      let rawTotal = 0;
      for (let i = 0; i < f.runs; i++) {
        let t = performance.now();
        await httpGet(url);
        ep.push(performance.now() - t);
        t = performance.now();
        rawTotal = await runRaw();
        rw.push(performance.now() - t);
      }
      ep.sort((a, b) => a - b);
      rw.sort((a, b) => a - b);
      const [e50, e95, w50, w95] = [percentile(ep, 50), percentile(ep, 95), percentile(rw, 50), percentile(rw, 95)];
      summary.push({ kind: p.kind, e95, ratio: e50 / Math.max(w50, 0.01), raw50: w50 });
      emit({
        figure: p.kind === 'advanced' ? 'advanced-search' : 'simple-search',
        q: p.name,
        ...(p.kind === 'simple-sorted' ? { sort: 'citations' } : {}),
        scope: p.scope,
        status: last.status,
        total: last.total,
        rawTotal,
        runs: f.runs,
        endpointP50Ms: r2(e50),
        endpointP95Ms: r2(e95),
        rawP50Ms: r2(w50),
        rawP95Ms: r2(w95),
        ratioP50: r2(e50 / Math.max(w50, 0.01)),
        ratioP95: r2(e95 / Math.max(w95, 0.01)),
        overheadP50Ms: r2(e50 - w50),
        target: p.kind === 'advanced' ? 'endpoint <= 2x raw' : 'endpoint p95 <= 20 ms at 100k; endpoint <= 2x raw',
      });
    }
    const simple = summary.filter((s) => s.kind === 'simple');
    const heavy = summary.filter((s) => s.raw50 >= 1);
    emit({
      figure: 'simple-search-summary',
      worstEndpointP95Ms: r2(Math.max(...simple.map((s) => s.e95))),
      worstRatioP50: r2(Math.max(...heavy.map((s) => s.ratio))),
      ratioOver: 'queries whose raw p50 >= 1 ms (a DOI lookup takes ~0.1 ms raw; its endpoint time is the fixed ~1 ms of HTTP, routing and JSON)',
      target: 'p95 <= 20 ms; endpoint <= 2x raw',
    });
    emit({ figure: 'server-rss', ...procStatus(server.child.pid!), after: 'latency runs', target: '<= 300 MB' });

    const autocannon = (await import('autocannon')).default;
    for (const path of [`/rc-pub/front/search?siteId=2&q=${encodeURIComponent('电池')}`, `/rc-pub/front/search?siteId=1&q=${encodeURIComponent('锂')}`]) {
      const r = await autocannon({ url: server.address + path, connections: 8, pipelining: 1, duration: f.seconds });
      emit({
        figure: 'search-throughput',
        path: decodeURIComponent(path),
        connections: 8,
        seconds: f.seconds,
        reqPerSec: Math.round(r.requests.average),
        avgMs: r.latency.average,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        note: 'one Node process; SQLite queries are synchronous, so throughput ~ 1 / latency',
      });
    }
    emit({ figure: 'server-rss', ...procStatus(server.child.pid!), after: 'autocannon', target: '<= 300 MB' });
  } finally {
    agent.destroy();
    await kdb.destroy();
    server.child.kill('SIGTERM');
  }
}

const cli = flags();
void (cli.child ? serve(cli) : main()).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
