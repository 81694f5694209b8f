/**
 * The search index: 1- and 2-character queries are answered from the FTS5 index (EXPLAIN QUERY
 * PLAN shows the virtual table, never a scan of articles), and rebuildSearchIndex rebuilds every
 * table in one go, idempotently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../server/db/schema';
import { rebuildSearchIndex } from '../../server/search/indexer';
import { ARTICLE_TARGET, contentQuery, countSql, filterExpressions, pageSql, relevanceTiers, searchIds, targetOf, withFilters } from '../../server/search/query';
import { get } from '../api/helpers';
import { ART, SITE, startSearchApp } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;
let db: Kysely<DB>;

beforeAll(async () => {
  ({ app, close } = await startSearchApp('search-index'));
  db = app.masthead.config.db;
});
afterAll(() => close());

async function plan(q: RawBuilder<unknown>): Promise<string[]> {
  const r = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${q}`.execute(db);
  return r.rows.map((x) => x.detail);
}

/** The expression the endpoint builds for a simple query on a group site (scope filter included). */
function exprFor(q: string): string {
  const c = contentQuery(ARTICLE_TARGET, 'all', q);
  const f = filterExpressions(ARTICLE_TARGET, { scope: { kind: 'sites', siteIds: [SITE.cmg, SITE.amr, SITE.jnem] }, years: '5' });
  return withFilters(c.expr, f)!;
}

describe('EXPLAIN QUERY PLAN', () => {
  for (const q of ['锂', '电池']) {
    it(`${q}: ranked page, sorted page and count read the FTS5 index, no scan of articles`, async () => {
      const expr = exprFor(q);
      const ranked = await plan(pageSql(ARTICLE_TARGET, expr, 'relevance', 20, 0));
      const sorted = await plan(pageSql(ARTICLE_TARGET, expr, 'citations', 20, 0));
      const count = await plan(countSql(ARTICLE_TARGET, expr));
      if (process.env.SHOW_PLAN) console.log(q, { ranked, sorted, count });
      for (const p of [ranked, sorted, count]) {
        expect(p.some((d) => /search_articles VIRTUAL TABLE INDEX/.test(d) || /^SCAN f VIRTUAL TABLE INDEX/.test(d)), p.join(' | ')).toBe(true);
        expect(p.some((d) => /SCAN (articles|a|k|search_article_keys)\b/.test(d)), p.join(' | ')).toBe(false);
      }
      // The sorted page looks its keys up by primary key for the matches only.
      expect(sorted.some((d) => /SEARCH k USING INTEGER PRIMARY KEY/.test(d)), sorted.join(' | ')).toBe(true);
      // The virtual table gets the MATCH constraint (idxStr 'M...'), not a full-table scan.
      expect(ranked.join(' ')).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    });
  }

  it('other resource tables are searched through their index too', async () => {
    const t = targetOf('news');
    const expr = contentQuery(t, 'all', '锂').expr!;
    const p = await plan(pageSql(t, expr, 'date', 20, 0));
    expect(p.join(' ')).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    expect(p.some((d) => /SCAN s\b/.test(d))).toBe(false);
  });

  it('the 1- and 2-character queries really match through the index', async () => {
    for (const q of ['锂', '电池']) {
      const r = await countSql(ARTICLE_TARGET, contentQuery(ARTICLE_TARGET, 'all', q).expr!).execute(db);
      expect(Number(r.rows[0]!.n)).toBeGreaterThan(0);
    }
  });
});

describe('relevance tiers', () => {
  it('page the same on both paths (small title tier: full ranking minus it; large: expr NOT title)', async () => {
    const c = contentQuery(ARTICLE_TARGET, 'all', '电池');
    const f = filterExpressions(ARTICLE_TARGET, { scope: { kind: 'all' } });
    const expr = withFilters(c.expr, f)!;
    const tiers = relevanceTiers(c, f)!;
    const title = await searchIds(db, ARTICLE_TARGET, tiers.first, 'relevance', 1, 100);
    expect(title.total).toBe(8);
    for (const smallFirstTier of [0, 100]) {
      const one = await searchIds(db, ARTICLE_TARGET, expr, 'relevance', 1, 100, { tiers, smallFirstTier });
      expect(one.total).toBe(10);
      expect(new Set(one.ids).size).toBe(10);
      expect(one.ids.slice(0, 8)).toEqual(title.ids);
      const paged: number[] = [];
      for (let page = 1; page <= 5; page++) paged.push(...(await searchIds(db, ARTICLE_TARGET, expr, 'relevance', page, 3, { tiers, smallFirstTier })).ids);
      expect(paged, `smallFirstTier ${smallFirstTier}`).toEqual(one.ids);
    }
  });
});

describe('scope filters', () => {
  const present = { search_articles: [SITE.emf, SITE.jnem, SITE.amr] };
  const f = (siteIds: number[] | null) =>
    filterExpressions(ARTICLE_TARGET, { scope: siteIds ? { kind: 'sites', siteIds } : { kind: 'all' } }, present);

  it('all sites, or a scope covering every site with content: no filter', () => {
    expect(f(null)).toEqual({ all: [], none: [] });
    expect(f([SITE.all, SITE.emf, SITE.jnem, SITE.amr])).toEqual({ all: [], none: [] });
  });

  it('a group: the fewer sites left out are excluded (NOT); a journal: its site is required', () => {
    expect(f([SITE.cmg, SITE.amr, SITE.jnem])).toEqual({ all: [], none: ['meta : ("s3")'] });
    expect(f([SITE.amr])).toEqual({ all: ['meta : ("s735")'], none: [] });
    expect(withFilters('"x"', f([SITE.cmg, SITE.amr, SITE.jnem]))).toBe('("x") NOT (meta : ("s3"))');
  });

  it('a site without content matches nothing (no query)', () => {
    expect(f([4])).toBeNull();
    expect(withFilters('"x"', f([4]))).toBeNull();
  });

  it('the rebuild records the sites of every table', async () => {
    const row = await db.selectFrom('search_meta').select('value').where('key', '=', 'sites').executeTakeFirstOrThrow();
    const sites = JSON.parse(row.value) as Record<string, number[]>;
    expect(sites.search_articles).toEqual([SITE.emf, SITE.jnem, SITE.amr]);
    expect(sites.search_experts).toEqual([SITE.jnem, SITE.amr]);
  });
});

describe('rebuildSearchIndex', () => {
  it('indexes every resource, idempotently, and records the rebuild', async () => {
    const counts = await Promise.all(
      (['articles', 'publications', 'pictures', 'data_tables', 'media', 'news', 'books', 'experts', 'collections'] as const).map(async (t) =>
        Number((await db.selectFrom(t).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
      ),
    );
    const expected = counts.reduce((a, b) => a + b, 0);
    const a = await rebuildSearchIndex(db);
    const b = await rebuildSearchIndex(db);
    expect(a.documents).toBe(expected);
    expect(b.documents).toBe(expected);
    expect(typeof a.ms).toBe('number');
    const n = await sql<{ n: number }>`SELECT count(*) AS n FROM search_articles WHERE search_articles MATCH '"电池"'`.execute(db);
    expect(Number(n.rows[0]!.n)).toBe(10);
    const keys = await db.selectFrom('search_article_keys').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(keys.n)).toBe(counts[0]);
    const meta = await db.selectFrom('search_meta').selectAll().execute();
    expect(meta.find((m) => m.key === 'documents')?.value).toBe(String(expected));
  });

  it('runs inside a caller transaction, and a rolled-back rebuild leaves the index as it was', async () => {
    await db.updateTable('articles').set({ title: '量子引力测试' }).where('id', '=', ART.graphene).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await rebuildSearchIndex(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const before = await get<{ total: number }>(app, '/front/search', { siteId: SITE.all, q: '量子引力' });
    expect(before.body.data.total).toBe(0);
    await db.transaction().execute((trx) => rebuildSearchIndex(trx));
    const after = await get<{ list: { id: number }[] }>(app, '/front/search', { siteId: SITE.all, q: '量子引力' });
    expect(after.body.data.list.map((i) => i.id)).toEqual([ART.graphene]);
  });
});
