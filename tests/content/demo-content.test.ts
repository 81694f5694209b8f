/**
 * Demo content (server/content/seed-content.ts): determinism, the minimum counts of issue 3,
 * scoping facts, realistic text, online-first / just-accepted invariants, referential integrity.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type MastheadDb } from '../../server/db/database';
import { seed } from '../../server/db/seed';
import { DEMO_ANCHOR, seedContent, CONTENT_TABLES, type ContentReport } from '../../server/content/seed-content';
import { ConfigService } from '../../server/api/config-service';
import { siteScope } from '../../server/content/scope';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG_DIR = path.join(root, 'site-configs');
const FIXTURE_CONFIG_DIR = path.join(root, 'tests/fixtures/site-configs');

const AMR = 735;
const JNEM = 502;
const EMF = 3;
const CMG = 2;
const ALL = 1;
const JOURNALS = [AMR, JNEM, EMF];

const dirs: string[] = [];
const dbs: MastheadDb[] = [];

async function freshDb(): Promise<MastheadDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-content-'));
  dirs.push(dir);
  const db = await openDatabase(dir);
  dbs.push(db);
  return db;
}

let db: MastheadDb;
let report: ContentReport;

beforeAll(async () => {
  db = await freshDb();
  const r = await seed(db, CONFIG_DIR);
  report = r.content!;
});

afterAll(async () => {
  for (const d of dbs) await d.destroy();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function contentHash(d: MastheadDb): Promise<string> {
  const h = crypto.createHash('sha256');
  const articles = await d.selectFrom('articles').select(['id', 'doi', 'title', 'en_title', 'abstract', 'views', 'online_date']).orderBy('id').execute();
  const authors = await d.selectFrom('article_authors').select(['article_id', 'ord', 'name', 'en_name', 'affiliation_ords']).orderBy('article_id').orderBy('ord').execute();
  const news = await d.selectFrom('news').select(['id', 'title', 'published_date']).orderBy('id').execute();
  h.update(JSON.stringify([articles, authors, news]));
  return h.digest('hex');
}

const count = async (table: (typeof CONTENT_TABLES)[number]) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const CJK = /[\u4e00-\u9fff]/;

describe('determinism', () => {
  it('two seeds with the same options give identical rows; another PRNG seed gives others', async () => {
    const other = await freshDb();
    await seed(other, CONFIG_DIR);
    expect(await contentHash(other)).toBe(await contentHash(db));
    await seedContent(other, { seed: 7, skipSearchIndex: true });
    expect(await contentHash(other)).not.toBe(await contentHash(db));
    await seedContent(other, { skipSearchIndex: true });
    expect(await contentHash(other)).toBe(await contentHash(db));
  });

  it('reports the anchor and the counts it wrote', () => {
    expect(report.anchor).toBe(DEMO_ANCHOR);
    expect(DEMO_ANCHOR).toBe('2026-11-01');
    expect(report.sites.sort((a, b) => a - b)).toEqual([ALL, CMG, EMF, JNEM, AMR]);
    expect(report.tables.articles).toBe(Object.values(report.articlesBySite).reduce((a, b) => a + b, 0));
  });
});

describe('minimum counts (issue 3)', () => {
  it('at least 300 articles across amr, jnem and emf, each journal with its own', async () => {
    expect(await count('articles')).toBeGreaterThanOrEqual(300);
    const bySite = await db.selectFrom('articles').select(['site_id', (eb) => eb.fn.countAll().as('n')]).groupBy('site_id').execute();
    const m = new Map(bySite.map((r) => [r.site_id, Number(r.n)]));
    for (const s of JOURNALS) expect(m.get(s) ?? 0).toBeGreaterThanOrEqual(60);
    expect([...m.keys()].sort((a, b) => a - b)).toEqual([EMF, JNEM, AMR]);
  });

  it('at least 8 issues per journal over at least 3 years; volume = year - founded + 1', async () => {
    for (const s of JOURNALS) {
      const periods = await db.selectFrom('periods').selectAll().where('site_id', '=', s).execute();
      expect(periods.length).toBeGreaterThanOrEqual(8);
      expect(new Set(periods.map((p) => p.year)).size).toBeGreaterThanOrEqual(3);
      const pub = await db.selectFrom('publications').selectAll().where('site_id', '=', s).executeTakeFirstOrThrow();
      for (const p of periods) {
        expect(p.volume).toBe(p.year - pub.founded_year! + 1);
        expect(p.publish_date <= DEMO_ANCHOR).toBe(true);
      }
      const withArticles = await db.selectFrom('articles').select('period_id').distinct().where('site_id', '=', s).where('period_id', 'is not', null).execute();
      expect(withArticles.length).toBe(periods.length);
    }
  });

  it('online-first (>= 15) and just-accepted (>= 10) articles, some in every journal', async () => {
    const of = await db.selectFrom('articles').selectAll().where('publish_type', '=', 1).where('version_label', '>=', 1).execute();
    const ja = await db.selectFrom('articles').selectAll().where('version_label', '=', -1).execute();
    expect(of.length).toBeGreaterThanOrEqual(15);
    expect(ja.length).toBeGreaterThanOrEqual(10);
    for (const s of JOURNALS) {
      expect(of.filter((a) => a.site_id === s).length).toBeGreaterThan(0);
      expect(ja.filter((a) => a.site_id === s).length).toBeGreaterThan(0);
    }
    for (const a of of) {
      expect(a.period_id).toBeNull();
      expect(a.version_label).toBeLessThanOrEqual(10);
      expect(a.online_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.published_date).toBeNull();
      expect(a.first_page).toBeNull();
      expect(a.year).toBe(Number(a.online_date!.slice(0, 4)));
    }
    for (const a of ja) {
      expect(a.publish_type).toBe(1);
      expect(a.period_id).toBeNull();
      expect(a.accepted_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.first_page).toBeNull();
      expect(a.last_page).toBeNull();
      expect(a.year).toBe(Number(a.accepted_date!.slice(0, 4)));
    }
    // Formal articles: in an issue, with pages, dated by the issue.
    const formal = await db
      .selectFrom('articles')
      .innerJoin('periods', 'periods.id', 'articles.period_id')
      .select(['articles.publish_type', 'articles.version_label', 'articles.first_page', 'articles.last_page', 'articles.published_date', 'articles.year', 'articles.site_id', 'periods.publish_date', 'periods.year as pyear', 'periods.site_id as psite'])
      .execute();
    expect(formal.length).toBe((await count('articles')) - of.length - ja.length);
    for (const a of formal) {
      expect(a.publish_type).toBe(0);
      expect(a.version_label).toBe(0);
      expect(a.first_page).toBeGreaterThan(0);
      expect(a.last_page!).toBeGreaterThanOrEqual(a.first_page!);
      expect(a.published_date).toBe(a.publish_date);
      expect(a.year).toBe(a.pyear);
      expect(a.site_id).toBe(a.psite);
    }
  });

  it('40 news items of all four types, on journals, the group and the all site', async () => {
    const news = await db.selectFrom('news').selectAll().execute();
    expect(news.length).toBe(40);
    expect(new Set(news.map((n) => n.news_data_type))).toEqual(new Set(['information', 'announcement', 'dynamic', 'statement']));
    for (const s of [AMR, JNEM, EMF, CMG, ALL]) expect(news.some((n) => n.site_id === s)).toBe(true);
    const reprinted = news.filter((n) => n.original === 0);
    expect(reprinted.length).toBeGreaterThanOrEqual(3);
    for (const n of reprinted) expect(n.source_link).toMatch(/^https:\/\//);
    for (const n of news.filter((x) => x.original === 1)) expect(n.source_link).toBeNull();
    expect(news.filter((n) => n.picture_url).length).toBeGreaterThanOrEqual(10);
    expect(news.filter((n) => n.is_top === 1).length).toBeGreaterThanOrEqual(3);
    for (const n of news) {
      expect(n.published_date <= DEMO_ANCHOR).toBe(true);
      expect(n.content).toMatch(/^<p>/);
    }
  });

  it('15 editorial board members per journal: one editor-in-chief, 2-3 deputies, the rest members', async () => {
    for (const s of JOURNALS) {
      const roles = await db.selectFrom('editorial_roles').innerJoin('experts', 'experts.id', 'editorial_roles.expert_id').selectAll().where('editorial_roles.site_id', '=', s).execute();
      expect(roles.length).toBe(15);
      expect(roles.filter((r) => r.role === 'editorInChief').length).toBe(1);
      const deputies = roles.filter((r) => r.role === 'deputyEditor').length;
      expect(deputies).toBeGreaterThanOrEqual(2);
      expect(deputies).toBeLessThanOrEqual(3);
      expect(roles.filter((r) => r.role === 'member').length).toBe(15 - 1 - deputies);
      for (const r of roles) expect(r.site_id).toBe(s);
    }
  });

  it('pictures (>= 30), tables (>= 20), audio and video (>= 6), books (>= 10), collections (>= 3 with 5-10 articles)', async () => {
    expect(await count('pictures')).toBeGreaterThanOrEqual(30);
    expect(await count('data_tables')).toBeGreaterThanOrEqual(20);
    const media = await db.selectFrom('media').selectAll().execute();
    expect(media.length).toBeGreaterThanOrEqual(6);
    expect(media.some((m) => m.kind === 'audio') && media.some((m) => m.kind === 'video')).toBe(true);
    expect(await count('books')).toBeGreaterThanOrEqual(10);
    const collections = await db.selectFrom('collections').selectAll().execute();
    expect(collections.length).toBeGreaterThanOrEqual(3);
    for (const c of collections) {
      const items = await db.selectFrom('collection_items').innerJoin('articles', 'articles.id', 'collection_items.article_id').select(['articles.site_id']).where('collection_id', '=', c.id).execute();
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.length).toBeLessThanOrEqual(10);
      for (const i of items) expect(i.site_id).toBe(c.site_id);
    }
  });

  it('a publications row per journal with ISSN, CN (Chinese journals), frequency and publisher', async () => {
    const pubs = await db.selectFrom('publications').selectAll().orderBy('site_id').execute();
    expect(pubs.map((p) => p.site_id)).toEqual([EMF, JNEM, AMR]);
    for (const p of pubs) {
      expect(p.issn ?? p.eissn).toMatch(/^\d{4}-\d{3}[\dX]$/);
      expect(p.frequency).toBeTruthy();
      expect(p.publisher).toBeTruthy();
      expect(p.founded_year).toBeGreaterThan(1950);
    }
    expect(pubs.find((p) => p.site_id === AMR)!.cn).toBe('11-4735/TB');
    expect(pubs.find((p) => p.site_id === JNEM)!.cn).toBe('31-2502/TK');
  });
});

describe('scope', () => {
  it('the group and the all site own no articles but see their members / everyone', async () => {
    const own = await db.selectFrom('articles').select('id').where('site_id', 'in', [CMG, ALL]).execute();
    expect(own).toEqual([]);
    const config = new ConfigService(db, { configDir: CONFIG_DIR });
    const group = await siteScope(config, CMG);
    expect(group).toEqual({ kind: 'sites', siteIds: [CMG, AMR, JNEM] });
    const inGroup = await db.selectFrom('articles').select((eb) => eb.fn.countAll().as('n')).where('site_id', 'in', [CMG, AMR, JNEM]).executeTakeFirstOrThrow();
    expect(Number(inGroup.n)).toBe(report.articlesBySite[AMR]! + report.articlesBySite[JNEM]!);
    expect(await siteScope(config, ALL)).toEqual({ kind: 'all' });
    expect(await db.selectFrom('articles').select('id').where('site_id', '=', 4).execute()).toEqual([]);
  });

  it('a config without the demo sites (the test fixture) gets no content; content: false skips it', async () => {
    const other = await freshDb();
    const r = await seed(other, FIXTURE_CONFIG_DIR);
    expect(r.content!.tables.articles).toBe(0);
    expect(r.content!.sites).toEqual([]);
    const files = await other.selectFrom('files').select('id').where('id', 'like', 'content.%').execute();
    expect(files).toEqual([]);
    const third = await freshDb();
    const r3 = await seed(third, CONFIG_DIR, { content: false });
    expect(r3.content).toBeUndefined();
    expect(await third.selectFrom('articles').select('id').limit(1).execute()).toEqual([]);
  });
});

describe('realistic text', () => {
  it('no placeholder text anywhere', async () => {
    const bad = /[Ll]orem|[Ii]psum|placeholder|\bundefined\b|\bnull\b|\bNaN\b|\[object/;
    const articles = await db.selectFrom('articles').selectAll().execute();
    for (const a of articles) {
      for (const f of [a.title, a.en_title, a.abstract, a.en_abstract, a.keywords, a.en_keywords, a.fund ?? '', a.reference_list]) expect(f).not.toMatch(bad);
    }
    const news = await db.selectFrom('news').selectAll().execute();
    for (const n of news) for (const f of [n.title, n.en_title, n.content, n.en_content ?? '']) expect(f).not.toMatch(bad);
  });

  it('Chinese journals: Chinese titles, abstracts and keywords with English counterparts', async () => {
    const articles = await db.selectFrom('articles').selectAll().where('site_id', 'in', [AMR, JNEM]).execute();
    for (const a of articles) {
      expect(a.title).toMatch(CJK);
      expect(a.abstract).toMatch(CJK);
      expect(a.en_title).not.toMatch(CJK);
      expect(a.en_title.length).toBeGreaterThan(20);
      expect(a.en_abstract).not.toMatch(CJK);
      const sentences = a.abstract.split('。').filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(5);
      const kw = JSON.parse(a.keywords) as string[];
      const enKw = JSON.parse(a.en_keywords) as string[];
      expect(kw.length).toBeGreaterThanOrEqual(4);
      expect(kw.length).toBeLessThanOrEqual(6);
      expect(enKw.length).toBe(kw.length);
    }
    // Searches are meaningful: typical topic terms occur in titles.
    const titles = articles.map((a) => a.title).join('\n');
    for (const term of ['高熵合金', '钛合金', '增材制造', '锂离子', '钙钛矿', '固态电解质']) expect(titles).toContain(term);
    const amrTitles = articles.filter((a) => a.site_id === AMR).map((a) => a.title).join('\n');
    expect(amrTitles).not.toContain('钙钛矿');
  });

  it('emf is English only (zh fields mirror English)', async () => {
    const articles = await db.selectFrom('articles').selectAll().where('site_id', '=', EMF).execute();
    expect(articles.length).toBeGreaterThan(0);
    for (const a of articles) {
      expect(a.title).toBe(a.en_title);
      expect(a.abstract).toBe(a.en_abstract);
      expect(a.keywords).toBe(a.en_keywords);
      expect(a.language).toBe('en');
      for (const f of [a.title, a.abstract, a.keywords, a.fund ?? '', a.reference_list, a.html_full_text ?? '']) expect(f).not.toMatch(CJK);
    }
    const ids = articles.map((a) => a.id);
    const authors = await db.selectFrom('article_authors').selectAll().where('article_id', 'in', ids).execute();
    for (const p of authors) {
      expect(p.name).toBe(p.en_name);
      expect(p.name).not.toMatch(CJK);
    }
    expect(authors.some((p) => /^(Maria|James|Anna|Lukas|Sophie|Pierre|Elena|Marco|Hiroshi|Yuki|Min-jun|Ji-woo|Priya|Arjun|Olga|Dmitri|Sarah|Michael|Emma|David|Laura|Carlos|Ingrid|Johan|Fatima|Omar|Chloe|Thomas|Katarzyna|Pieter|Aisha|Samuel|Rebecca|Daniel|Hannah) /.test(p.en_name))).toBe(true);
    const affs = await db.selectFrom('article_affiliations').selectAll().where('article_id', 'in', ids).execute();
    for (const a of affs) expect(a.name).toBe(a.en_name);
    const news = await db.selectFrom('news').selectAll().where('site_id', '=', EMF).execute();
    for (const n of news) expect(n.title + n.content).not.toMatch(CJK);
    const board = await db.selectFrom('experts').selectAll().where('site_id', '=', EMF).execute();
    for (const e of board) expect(`${e.name}${e.title}${e.institution}${e.bio}`).not.toMatch(CJK);
  });

  it('Chinese authors have pinyin English names; affiliations carry city and postcode', async () => {
    const authors = await db.selectFrom('article_authors').innerJoin('articles', 'articles.id', 'article_authors.article_id').select(['article_authors.name', 'article_authors.en_name']).where('articles.site_id', '=', AMR).execute();
    const chinese = authors.filter((a) => CJK.test(a.name));
    expect(chinese.length).toBeGreaterThan(authors.length * 0.9);
    for (const a of chinese) expect(a.en_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const affs = await db.selectFrom('article_affiliations').innerJoin('articles', 'articles.id', 'article_affiliations.article_id').select(['article_affiliations.name', 'article_affiliations.en_name']).where('articles.site_id', '=', JNEM).execute();
    for (const a of affs) {
      expect(a.name).toMatch(/\d/);
      expect(a.en_name).toMatch(/, (China|[A-Z][A-Za-z ]+)$/);
    }
  });

  it('references in GB/T 7714 style (15-30 per article); funds with grant numbers', async () => {
    const articles = await db.selectFrom('articles').select(['reference_list', 'fund', 'en_fund', 'site_id']).execute();
    for (const a of articles) {
      const refs = JSON.parse(a.reference_list) as { ord: number; text: string }[];
      expect(refs.length).toBeGreaterThanOrEqual(15);
      expect(refs.length).toBeLessThanOrEqual(30);
      refs.forEach((r, i) => {
        expect(r.ord).toBe(i + 1);
        expect(r.text).toMatch(/\[(J|M)\]/);
        expect(r.text).toMatch(/(19|20)\d\d/);
      });
      if (a.fund) {
        expect(a.en_fund).toMatch(/\(\S+\)/);
        if (a.site_id !== EMF) expect(a.fund).toMatch(CJK);
      }
    }
    expect(articles.filter((a) => a.fund).length).toBeGreaterThan(articles.length * 0.8);
    expect(articles.some((a) => a.fund?.includes('国家自然科学基金'))).toBe(true);
  });

  it('usage counts are heavy-tailed', async () => {
    const views = (await db.selectFrom('articles').select('views').orderBy('views', 'desc').execute()).map((r) => r.views);
    const median = views[Math.floor(views.length / 2)]!;
    expect(views[0]!).toBeGreaterThan(median * 8);
    expect(views.every((v) => v >= 0)).toBe(true);
  });
});

describe('integrity', () => {
  it('titles are unique across the demo', async () => {
    const rows = await db.selectFrom('articles').select(['title', 'en_title']).execute();
    expect(new Set(rows.map((r) => r.en_title)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
  });

  it('DOIs are unique and follow 10.12xxx/<sld>.<year>.<nnnn>', async () => {
    const rows = await db.selectFrom('articles').select(['doi', 'site_id', 'year']).execute();
    const sld: Record<number, string> = { [AMR]: 'amr', [JNEM]: 'jnem', [EMF]: 'emf' };
    expect(new Set(rows.map((r) => r.doi)).size).toBe(rows.length);
    for (const r of rows) expect(r.doi).toMatch(new RegExp(`^10\\.12\\d{3}/${sld[r.site_id]}\\.${r.year}\\.\\d{4,}$`));
  });

  it('every article has ordered authors with valid affiliation ords and a corresponding author', async () => {
    const articles = await db.selectFrom('articles').select(['id', 'column_id', 'site_id']).execute();
    const authors = await db.selectFrom('article_authors').selectAll().execute();
    const affs = await db.selectFrom('article_affiliations').selectAll().execute();
    const byArticle = new Map<number, typeof authors>();
    for (const a of authors) byArticle.set(a.article_id, [...(byArticle.get(a.article_id) ?? []), a]);
    const affOrds = new Map<number, Set<number>>();
    for (const a of affs) affOrds.set(a.article_id, (affOrds.get(a.article_id) ?? new Set()).add(a.ord));
    const ids = new Set(articles.map((a) => a.id));
    for (const a of authors) expect(ids.has(a.article_id)).toBe(true);
    for (const a of affs) expect(ids.has(a.article_id)).toBe(true);
    for (const art of articles) {
      const list = (byArticle.get(art.id) ?? []).sort((x, y) => x.ord - y.ord);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.map((x) => x.ord)).toEqual(list.map((_, i) => i + 1));
      expect(list.some((x) => x.corresponding === 1)).toBe(true);
      const ords = affOrds.get(art.id)!;
      expect([...ords].sort((x, y) => x - y)).toEqual([...ords].map((_, i) => i + 1));
      const used = new Set<number>();
      for (const au of list) {
        const o = JSON.parse(au.affiliation_ords) as number[];
        expect(o.length).toBeGreaterThan(0);
        for (const n of o) {
          expect(ords.has(n)).toBe(true);
          used.add(n);
        }
        if (au.corresponding) expect(au.email).toMatch(/^[a-z.-]+@[a-z0-9.-]+\.[a-z]+$/);
      }
      expect(used.size).toBe(ords.size);
    }
    const columns = await db.selectFrom('columns').select(['id', 'site_id']).execute();
    const colSite = new Map(columns.map((c) => [c.id, c.site_id]));
    for (const art of articles) expect(colSite.get(art.column_id!)).toBe(art.site_id);
  });

  it('pictures, tables, media, collections and roles point to existing rows; file urls exist', async () => {
    const articles = new Map((await db.selectFrom('articles').select(['id', 'site_id', 'html_full_text']).execute()).map((a) => [a.id, a]));
    const files = new Set((await db.selectFrom('files').select('id').execute()).map((f) => f.id));
    const fileOf = (url: string | null) => (url ? new URL(url, 'http://x').searchParams.get('id') : null);
    const pictures = await db.selectFrom('pictures').selectAll().execute();
    for (const p of pictures) {
      const a = articles.get(p.article_id);
      expect(a?.site_id).toBe(p.site_id);
      expect(p.caption.length).toBeGreaterThan(4);
      expect(p.en_caption).not.toMatch(CJK);
      expect(files.has(fileOf(p.url)!)).toBe(true);
      expect(a!.html_full_text).toContain(p.url);
    }
    const tables = await db.selectFrom('data_tables').selectAll().execute();
    for (const t of tables) {
      expect(articles.get(t.article_id)?.site_id).toBe(t.site_id);
      expect(t.html).toMatch(/^<table><thead><tr><th>.*<\/tbody><\/table>$/);
    }
    for (const m of await db.selectFrom('media').selectAll().execute()) {
      expect(articles.has(m.article_id!)).toBe(true);
      expect(files.has(fileOf(m.url)!)).toBe(true);
      expect(files.has(fileOf(m.cover)!)).toBe(true);
    }
    for (const r of await db.selectFrom('editorial_roles').selectAll().execute()) {
      const e = await db.selectFrom('experts').select('site_id').where('id', '=', r.expert_id).executeTakeFirst();
      expect(e?.site_id).toBe(r.site_id);
    }
    for (const n of await db.selectFrom('news').select(['picture_url', 'top_picture_url', 'cover_id']).execute()) {
      if (n.picture_url) expect(files.has(fileOf(n.picture_url)!)).toBe(true);
      if (n.top_picture_url) expect(files.has(fileOf(n.top_picture_url)!)).toBe(true);
      if (n.cover_id) expect(files.has(n.cover_id)).toBe(true);
    }
    for (const b of await db.selectFrom('books').selectAll().execute()) {
      expect(files.has(fileOf(b.cover)!)).toBe(true);
      expect(b.isbn).toMatch(/^978-7-\d+-\d+-\d$/);
      const digits = b.isbn!.replace(/-/g, '');
      const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10).toBe(0);
    }
    for (const a of articles.values()) {
      const ga = (await db.selectFrom('articles').select('graphic_abstract').where('id', '=', a.id).executeTakeFirstOrThrow()).graphic_abstract;
      if (ga) expect(files.has(fileOf(ga)!)).toBe(true);
    }
  });

  it('dates run received <= revised <= accepted <= online <= published <= DEMO_ANCHOR', async () => {
    const rows = await db.selectFrom('articles').select(['received_date', 'revised_date', 'accepted_date', 'online_date', 'published_date']).execute();
    for (const r of rows) {
      const seq = [r.received_date, r.revised_date, r.accepted_date, r.online_date, r.published_date].filter((d): d is string => d !== null);
      expect(seq.length).toBeGreaterThanOrEqual(3);
      expect([...seq].sort()).toEqual(seq);
      expect(seq[seq.length - 1]! <= DEMO_ANCHOR).toBe(true);
    }
  });

  it('attachments: a PDF for every article, HTML full text with sections for some', async () => {
    const rows = await db.selectFrom('articles').select(['attachments', 'html_full_text', 'graphic_abstract']).execute();
    for (const r of rows) {
      const att = JSON.parse(r.attachments) as { type: string }[];
      expect(att[0]!.type).toBe('pdf');
      expect(att.some((x) => x.type === 'html')).toBe(r.html_full_text !== null);
      if (r.html_full_text) expect((r.html_full_text.match(/<h2>/g) ?? []).length).toBe(4);
    }
    expect(rows.filter((r) => r.html_full_text).length).toBeGreaterThan(rows.length * 0.15);
    expect(rows.filter((r) => r.graphic_abstract).length).toBeGreaterThan(rows.length * 0.1);
  });
});

describe('generated files through the API', () => {
  it('figures, audio and banners are served by /front/files/get', async () => {
    const { buildApp } = await import('../../server/app');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-content-app-'));
    dirs.push(dataDir);
    const app = await buildApp({ dataDir, configDir: CONFIG_DIR, logger: false });
    try {
      const fig = await app.inject({ method: 'GET', url: '/rc-pub/front/files/get', query: { id: 'content.fig-xrd-0.svg' } });
      expect(fig.statusCode).toBe(200);
      expect(fig.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(fig.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const audio = await db.selectFrom('media').select('url').where('kind', '=', 'audio').executeTakeFirstOrThrow();
      const wav = await app.inject({ method: 'GET', url: audio.url });
      expect(wav.statusCode).toBe(200);
      expect(wav.headers['content-type']).toBe('audio/wav');
      const bytes = wav.rawPayload;
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
      expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
    } finally {
      await app.close();
    }
  });
});
