/**
 * API contract of the search endpoints: success shape, empty result, bad parameters (HTTP 400,
 * status 400, message naming the parameter), empty and too-long keywords (clear message, no
 * query), unknown site (10404), and never a 500 whatever the query text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UNKNOWN_SITE_ID, get } from '../api/helpers';
import { ART, SITE, startSearchApp } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startSearchApp('search-contract'));
});
afterAll(() => close());

const EMPTY = 'Please enter the search term.';
const LONG = 'The search term must be at most 150 characters.';
const rows = (...r: Record<string, unknown>[]) => JSON.stringify(r);
const ADV_ROWS = rows({ field: 'title', term: '电池', op: 'AND', precise: 0 }, { field: 'author', term: '王晓明', op: 'NOT', precise: 1 });

type Q = Record<string, string | number>;

async function post(url: string, payload: unknown, query: Q = {}) {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) q[k] = String(v);
  const res = await app.inject({ method: 'POST', url: `/rc-pub${url}`, payload: payload as object, query: q });
  return { res, body: JSON.parse(res.body) as { status: number; data: Record<string, unknown> | null; message: string } };
}

async function expectBad(url: string, query: Q, names: string) {
  const { res, body } = await get(app, url, query);
  expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
  expect(body.status).toBe(400);
  expect(body.data).toBeNull();
  expect(body.message).toContain(names);
}

const LIST_ENDPOINTS = ['/front/search', '/front/search/clusters'] as const;

describe('keyword rules (spec 5)', () => {
  for (const url of [...LIST_ENDPOINTS, '/front/search/analyze']) {
    it(`${url}: empty, blank or missing keyword -> 400 "${EMPTY}"`, async () => {
      for (const q of [{ q: '' }, { q: '   ' }, {}] as Record<string, string>[]) {
        const { res, body } = await get(app, url, { siteId: SITE.all, ...q });
        expect(res.statusCode).toBe(400);
        expect(body).toEqual({ status: 400, data: null, message: EMPTY });
      }
    });

    it(`${url}: more than 150 characters -> 400 "${LONG}"; 150 is fine`, async () => {
      for (const q of ['电'.repeat(151), 'a'.repeat(151), `${'x'.repeat(150)}y`]) {
        const { res, body } = await get(app, url, { siteId: SITE.all, q });
        expect(res.statusCode).toBe(400);
        expect(body).toEqual({ status: 400, data: null, message: LONG });
      }
      const ok = await get(app, url, { siteId: SITE.all, q: '电'.repeat(150) });
      expect(ok.body.status).toBe(0);
    });
  }

  it('the keyword is checked before anything else (no query, not even the site lookup)', async () => {
    const { body } = await get(app, '/front/search', { siteId: UNKNOWN_SITE_ID, q: 'a'.repeat(151) });
    expect(body.message).toBe(LONG);
  });
});

describe('/front/search', () => {
  it('success: {list, total, page, size 20, took} with highlighted items', async () => {
    const { res, body } = await get<Record<string, unknown>>(app, '/front/search', { siteId: SITE.all, q: '固态电池', timestamp: Date.now() });
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(0);
    expect(body.message).toBe('success');
    const d = body.data as { list: Record<string, unknown>[]; total: number; page: number; size: number; took: number; terms: string[] };
    expect(d.total).toBe(2);
    expect(d.page).toBe(1);
    expect(d.size).toBe(20);
    expect(typeof d.took).toBe('number');
    expect(d.terms).toEqual(['固态', '电池']);
    const item = d.list.find((i) => i.id === ART.sulfideSsb)!;
    expect(item).toMatchObject({
      type: 'article',
      resourceType: 428,
      siteId: SITE.amr,
      doi: '10.12345/amr.2024.1001',
      title: '固态电池中硫化物电解质的界面稳定性研究',
      journal: { siteId: SITE.amr, name: '先进材料研究' },
      columnName: '研究论文',
      year: 2024,
      firstPage: 1,
      lastPage: 12,
    });
    expect((item.highlight as { title: string }).title).toBe('<em class="hl">固态电池</em>中硫化物电解质的界面稳定性研究');
    expect((item.authors as { name: string }[]).map((a) => a.name)).toEqual(['王晓明', '李华']);
  });

  it('the siteId header is used when the query has none', async () => {
    const { body } = await get<{ total: number }>(app, '/front/search', { q: '固态电池' }, { siteId: String(SITE.amr) });
    expect(body.status).toBe(0);
    expect(body.data.total).toBe(2);
  });

  it('paging: page 2 of size 3', async () => {
    const p1 = await get<{ list: { id: number }[]; total: number }>(app, '/front/search', { siteId: SITE.all, q: '电池', size: 3 });
    const p2 = await get<{ list: { id: number }[]; total: number; page: number; size: number }>(app, '/front/search', { siteId: SITE.all, q: '电池', size: 3, page: 2 });
    expect(p2.body.data.page).toBe(2);
    expect(p2.body.data.size).toBe(3);
    expect(p2.body.data.total).toBe(p1.body.data.total);
    expect(p2.body.data.list).toHaveLength(3);
    const overlap = p2.body.data.list.filter((i) => p1.body.data.list.some((j) => j.id === i.id));
    expect(overlap).toEqual([]);
    const far = await get<{ list: unknown[]; total: number }>(app, '/front/search', { siteId: SITE.all, q: '电池', page: 99 });
    expect(far.body.data.list).toEqual([]);
  });

  it('empty result: status 0, empty list, total 0', async () => {
    for (const q of ['量子引力', 'zzzqqq', '!!!', '10.9999/none']) {
      const { body } = await get<{ list: unknown[]; total: number }>(app, '/front/search', { siteId: SITE.all, q });
      expect(body.status, q).toBe(0);
      expect(body.data.list).toEqual([]);
      expect(body.data.total).toBe(0);
    }
  });

  it('every type and alias answers', async () => {
    for (const type of ['article', 'thesis', '428', 'publication', '-3', 'picture', '25', 'table', 'video', '29', 'audio', '28', 'news', '-2', 'other', '0', 'book', 'expert']) {
      const { body } = await get<{ list: unknown[] }>(app, '/front/search', { siteId: SITE.all, q: '电池', type });
      expect(body.status, type).toBe(0);
      expect(Array.isArray(body.data.list)).toBe(true);
    }
  });

  it('unknown site -> 10404 naming it', async () => {
    const { body } = await get(app, '/front/search', { siteId: UNKNOWN_SITE_ID, q: '电池' });
    expect(body.status).toBe(10404);
    expect(body.message).toContain(String(UNKNOWN_SITE_ID));
  });

  it('bad parameters -> 400 naming the parameter', async () => {
    const base = { siteId: SITE.all, q: '电池' };
    await expectBad('/front/search', { q: '电池' }, 'siteId');
    await expectBad('/front/search', { ...base, siteId: 'abc' }, 'siteId');
    await expectBad('/front/search', { ...base, siteId: 0 }, 'siteId');
    await expectBad('/front/search', { ...base, type: 'thing' }, 'type');
    await expectBad('/front/search', { ...base, resourceType: '99' }, 'resourceType');
    await expectBad('/front/search', { ...base, field: 'body' }, 'field');
    await expectBad('/front/search', { ...base, sort: 'random' }, 'sort');
    await expectBad('/front/search', { ...base, years: 7 }, 'years');
    await expectBad('/front/search', { ...base, page: 0 }, 'page');
    await expectBad('/front/search', { ...base, page: 'x' }, 'page');
    await expectBad('/front/search', { ...base, size: 101 }, 'size');
    await expectBad('/front/search', { ...base, year: '20x4' }, 'year');
    await expectBad('/front/search', { ...base, journal: 'amr' }, 'journal');
    await expectBad('/front/search', { ...base, column: '-1' }, 'column');
    await expectBad('/front/search', { ...base, author: 'a'.repeat(151) }, 'author');
    await expectBad('/front/search', { ...base, language: 'fr' }, 'language');
  });

  it('never a 500, whatever the text (FTS syntax is only text)', async () => {
    const texts = ['"', '""', '(', ')', 'AND', 'OR NOT', 'NOT 电池', '*', '电池*', '-电池', 'title:电池', '{title}:x', '^x', 'NEAR(a b)', 'a"b', '\\', '%', "'; DROP TABLE articles; --", '😀', '\u0000', '10.', '10.1/', 'doi:', 'https://doi.org/', '\uE000', '电\uE000池'];
    for (const q of texts) {
      for (const url of LIST_ENDPOINTS) {
        const { res, body } = await get(app, url, { siteId: SITE.all, q });
        expect(res.statusCode, `${url} ${JSON.stringify(q)}`).toBeLessThan(500);
        expect([0, 400]).toContain(body.status);
      }
    }
  });
});

describe('/front/search/clusters', () => {
  it('success: facets year, journal, column, author, institution, keyword, resourceType with counts', async () => {
    const { body } = await get<Record<string, { value: unknown; label: string; count: number }[]>>(app, '/front/search/clusters', { siteId: SITE.cmg, q: '电池' });
    expect(body.status).toBe(0);
    const d = body.data;
    for (const k of ['year', 'journal', 'column', 'author', 'institution', 'keyword', 'resourceType']) expect(Array.isArray(d[k]), k).toBe(true);
    expect(d.journal!.map((j) => j.value).sort()).toEqual([SITE.jnem, SITE.amr]);
    expect(d.journal!.reduce((s, j) => s + j.count, 0)).toBe(10);
    expect(d.year!.map((y) => y.value)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(d.year!.find((y) => y.value === 2024)!.count).toBe(4);
    expect(d.author!.find((a) => a.value === '王晓明')!.count).toBe(2);
    expect(d.keyword!.find((k) => k.value === '固态电池')!.count).toBe(2);
    expect(d.institution!.length).toBeGreaterThan(0);
    const rt = Object.fromEntries(d.resourceType!.map((r) => [r.value, r.count]));
    expect(rt).toMatchObject({ article: 10, news: 1, picture: 1, video: 1, audio: 1, book: 1, other: 1 });
  });

  it('facet values in English with language=en', async () => {
    const { body } = await get<Record<string, { value: unknown; count: number }[]>>(app, '/front/search/clusters', { siteId: SITE.all, q: '电池', language: 'en' });
    expect(body.data.author!.some((a) => a.value === 'Wang Xiaoming')).toBe(true);
    expect(body.data.keyword!.some((k) => k.value === 'solid-state battery')).toBe(true);
  });

  it('empty result: empty facets, zero counts', async () => {
    const { body } = await get<Record<string, { count: number }[]>>(app, '/front/search/clusters', { siteId: SITE.all, q: '量子引力' });
    expect(body.status).toBe(0);
    expect(body.data.year).toEqual([]);
    expect(body.data.author).toEqual([]);
    expect(body.data.resourceType!.every((r) => r.count === 0)).toBe(true);
  });

  it('bad parameters -> 400 naming the parameter; unknown site 10404', async () => {
    await expectBad('/front/search/clusters', { siteId: SITE.all, q: '电池', years: 'ten' }, 'years');
    await expectBad('/front/search/clusters', { siteId: 'x', q: '电池' }, 'siteId');
    const { body } = await get(app, '/front/search/clusters', { siteId: UNKNOWN_SITE_ID, q: '电池' });
    expect(body.status).toBe(10404);
  });
});

describe('/front/search/analyze', () => {
  it('success: the analysed terms', async () => {
    const { body } = await get<string[]>(app, '/front/search/analyze', { q: '固态电池 cathodes', type: 'article' });
    expect(body).toEqual({ status: 0, data: ['固态', '电池', 'cathode'], message: 'success' });
    const doi = await get<string[]>(app, '/front/search/analyze', { q: 'https://doi.org/10.12345/AMR.2024.1001', type: 'publication' });
    expect(doi.body.data).toEqual(['doi:10.12345/amr.2024.1001']);
  });

  it('empty result: no searchable words -> empty array', async () => {
    const { body } = await get<string[]>(app, '/front/search/analyze', { q: '!!!' });
    expect(body.status).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('bad parameters', async () => {
    await expectBad('/front/search/analyze', { q: '电池', type: 'thing' }, 'type');
  });
});

describe('/front/advSearch (GET rows as JSON, POST body)', () => {
  it('success with the parsed query echoed', async () => {
    const { body } = await get<{ list: { id: number }[]; total: number; page: number; size: number; query: Record<string, unknown> }>(app, '/front/advSearch', {
      siteId: SITE.all,
      rows: ADV_ROWS,
      years: 'all',
      sort: 'citations',
    });
    expect(body.status).toBe(0);
    expect(body.data.total).toBe(6);
    expect(body.data.size).toBe(20);
    expect(body.data.query).toEqual({
      rows: [
        { field: 'title', term: '电池', op: 'AND', precise: 0 },
        { field: 'author', term: '王晓明', op: 'NOT', precise: 1 },
      ],
      publishType: null,
      openAccess: null,
      years: 'all',
      sort: 'citations',
      summary: '(title: 电池) NOT (author: 王晓明 [exact])',
    });
  });

  it('POST with a JSON body (rows as an array or a string) answers the same', async () => {
    const get1 = await get<{ list: { id: number }[] }>(app, '/front/advSearch', { siteId: SITE.all, rows: ADV_ROWS });
    const a = await post('/front/advSearch', { siteId: SITE.all, rows: JSON.parse(ADV_ROWS) as unknown });
    const b = await post('/front/advSearch', { siteId: SITE.all, rows: ADV_ROWS });
    expect(a.body.status).toBe(0);
    expect((a.body.data!.list as { id: number }[]).map((i) => i.id)).toEqual(get1.body.data.list.map((i) => i.id));
    expect((b.body.data!.list as { id: number }[]).map((i) => i.id)).toEqual(get1.body.data.list.map((i) => i.id));
  });

  it('blank rows are ignored; lower-case ops accepted', async () => {
    const { body } = await get<{ total: number; query: { rows: unknown[] } }>(app, '/front/advSearch', {
      siteId: SITE.all,
      rows: rows({ field: 'title', term: '钙钛矿' }, { field: 'title', term: '高熵合金', op: 'or' }, { field: 'author', term: '  ', op: 'AND' }),
    });
    expect(body.status).toBe(0);
    expect(body.data.total).toBe(2);
    expect(body.data.query.rows).toHaveLength(2);
  });

  it('empty result', async () => {
    const { body } = await get<{ list: unknown[]; total: number }>(app, '/front/advSearch', { siteId: SITE.all, rows: rows({ field: 'title', term: '量子引力' }) });
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({ list: [], total: 0 });
  });

  it('empty and too-long terms', async () => {
    for (const r of [undefined, '[]', rows({ field: 'title', term: '' }), rows({ field: 'title', term: '   ' })]) {
      const { res, body } = await get(app, '/front/advSearch', { siteId: SITE.all, ...(r === undefined ? {} : { rows: r }) });
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe(EMPTY);
    }
    const { body } = await get(app, '/front/advSearch', { siteId: SITE.all, rows: rows({ field: 'title', term: '电'.repeat(151) }) });
    expect(body).toEqual({ status: 400, data: null, message: LONG });
    const p = await post('/front/advSearch', { siteId: SITE.all, rows: [{ field: 'title', term: 'x'.repeat(151) }] });
    expect(p.res.statusCode).toBe(400);
    expect(p.body.message).toBe(LONG);
  });

  it('bad parameters -> 400 naming the parameter', async () => {
    const base = { siteId: SITE.all, rows: ADV_ROWS };
    await expectBad('/front/advSearch', { ...base, rows: '{not json' }, 'rows');
    await expectBad('/front/advSearch', { ...base, rows: '{"field":"title"}' }, 'rows');
    await expectBad('/front/advSearch', { ...base, rows: rows({ field: 'body', term: 'x' }) }, 'rows[0].field');
    await expectBad('/front/advSearch', { ...base, rows: rows({ field: 'title', term: 'x' }, { field: 'title', term: 'y', op: 'XOR' }) }, 'rows[1].op');
    await expectBad('/front/advSearch', { ...base, rows: rows({ field: 'title', term: 'x', precise: 2 }) }, 'rows[0].precise');
    await expectBad('/front/advSearch', { ...base, rows: rows({ field: 'firstPage', term: 'abc' }) }, 'rows[0].term');
    await expectBad('/front/advSearch', { ...base, rows: rows({ field: 'title', term: { a: 1 } }) }, 'rows[0].term');
    await expectBad('/front/advSearch', { ...base, rows: rows(...Array.from({ length: 11 }, () => ({ field: 'title', term: 'x' }))) }, 'rows');
    await expectBad('/front/advSearch', { ...base, publishType: 3 }, 'publishType');
    await expectBad('/front/advSearch', { ...base, openAccess: 'yes' }, 'openAccess');
    await expectBad('/front/advSearch', { ...base, years: 2 }, 'years');
    await expectBad('/front/advSearch', { ...base, siteId: -1 }, 'siteId');
    const p = await post('/front/advSearch', { siteId: SITE.all, rows: [{ field: 'nope', term: 'x' }] });
    expect(p.res.statusCode).toBe(400);
    expect(p.body.message).toContain('rows[0].field');
    const p2 = await post('/front/advSearch', { siteId: SITE.all, rows: 5 });
    expect(p2.res.statusCode).toBe(400);
    expect(p2.body.message).toContain('rows');
    const p3 = await post('/front/advSearch', { siteId: 'x', rows: JSON.parse(ADV_ROWS) as unknown });
    expect(p3.res.statusCode).toBe(400);
    expect(p3.body.message).toContain('siteId');
  });

  it('unknown site -> 10404', async () => {
    const { body } = await get(app, '/front/advSearch', { siteId: UNKNOWN_SITE_ID, rows: ADV_ROWS });
    expect(body.status).toBe(10404);
  });
});

describe('/front/advSearch/clusters', () => {
  it('success (GET and POST) with the query echoed', async () => {
    const g = await get<Record<string, unknown>>(app, '/front/advSearch/clusters', { siteId: SITE.all, rows: ADV_ROWS });
    expect(g.body.status).toBe(0);
    const d = g.body.data as Record<string, { value: unknown; count: number }[]> & { query: { summary: string } };
    expect(d.journal.reduce((s, j) => s + j.count, 0)).toBe(6);
    expect(d.resourceType).toEqual([{ value: 'article', label: 'article', id: 428, count: 6 }]);
    expect(d.author.some((a) => a.value === '王晓明')).toBe(false);
    expect(d.query.summary).toContain('NOT (author: 王晓明');
    const p = await post('/front/advSearch/clusters', { siteId: SITE.all, rows: JSON.parse(ADV_ROWS) as unknown });
    expect(p.body.status).toBe(0);
    expect((p.body.data as Record<string, unknown>).journal).toEqual(d.journal);
  });

  it('empty result and bad parameters', async () => {
    const { body } = await get<Record<string, unknown[]>>(app, '/front/advSearch/clusters', { siteId: SITE.all, rows: rows({ field: 'title', term: '量子引力' }) });
    expect(body.status).toBe(0);
    expect(body.data.year).toEqual([]);
    await expectBad('/front/advSearch/clusters', { siteId: SITE.all, rows: rows({ field: 'x', term: 'y' }) }, 'rows[0].field');
    await expectBad('/front/advSearch/clusters', { siteId: SITE.all, rows: rows({ field: 'title', term: 'y'.repeat(200) }) }, LONG);
  });
});
