/**
 * /front/front-article/*: what the answers hold (fields, order, scope, paging, relations,
 * counters, jump URLs, download refusal) over tests/api/content-fixture.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeApp, get, makeApp, post } from './helpers';
import { fundItems, funderOf, institutionOf } from '../../server/services/content/article';
import { ART, COLUMN, DOI, FIXTURE_TODAY, SITE, USTB, WANG, dbOf, insertContentFixture } from './content-fixture';

process.env.MASTHEAD_TODAY = FIXTURE_TODAY;

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('content-articles'));
  await insertContentFixture(dbOf(app));
});
afterAll(() => closeApp(app, dataDir));

const A = '/front/front-article';

interface Author {
  ord: number;
  name: string;
  enName: string;
  affiliationIndexes: number[];
  corresponding: boolean;
  email: string | null;
}
interface Article {
  id: number;
  siteId: number;
  doi: string;
  title: string;
  enTitle: string;
  authors: Author[];
  [k: string]: unknown;
}
interface Paged<T = Article> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

async function data<T>(url: string, query: Record<string, string | number | boolean> = {}): Promise<T> {
  const { res, body } = await get<T>(app, url, query);
  expect(res.statusCode).toBe(200);
  expect(body.status, body.message).toBe(0);
  return body.data;
}

const ids = (p: { list: { id: number }[] } | { id: number }[]) => ('list' in p ? p.list : p).map((a) => a.id);

describe('article detail', () => {
  it('holds every field, both languages, ordered authors with affiliation indexes', async () => {
    const a = await data<Record<string, unknown> & Article>(`${A}/${ART.amr1}`);
    expect(a).toMatchObject({
      id: ART.amr1,
      siteId: SITE.amr,
      doi: DOI.amr1,
      title: '高熵合金的增材制造与组织调控',
      enTitle: 'Additive manufacturing and microstructure control of high-entropy alloys',
      keywords: ['高熵合金', '增材制造', '组织调控'],
      enKeywords: ['high-entropy alloy', 'additive manufacturing', 'microstructure'],
      column: { id: COLUMN.amrResearch, name: '研究论文', enName: 'Research Article' },
      period: { year: 2024, volume: 44, issue: 1, publishDate: '2024-02-15', cover: '/covers/amr-2024-1.jpg' },
      firstPage: 10,
      lastPage: 20,
      receivedDate: '2023-09-01',
      revisedDate: '2023-10-20',
      acceptedDate: '2023-11-15',
      onlineDate: '2024-01-05',
      publishedDate: '2024-02-15',
      fund: '国家自然科学基金（52071001）；北京市自然科学基金（2212001）',
      versionLabel: 0,
      publishType: 0,
      openAccess: 0,
      hasHtml: true,
      attachTypes: ['pdf', 'html'],
      referenceCount: 2,
      metrics: { views: 500, downloads: 120, citations: 30 },
    });
    expect(a.enFund).toContain('52071001');
    expect(a.authors.map((x) => x.name)).toEqual([WANG.name, '李华']);
    expect(a.authors[0]).toEqual({ ord: 1, name: WANG.name, enName: WANG.en_name, affiliationIndexes: [1, 2], corresponding: true, email: 'wang@example.org' });
    expect(a.affiliations).toEqual([
      { ord: 1, name: USTB.name, enName: USTB.en_name },
      { ord: 2, name: '中南大学', enName: 'Central South University' },
    ]);
    expect(a.attachments).toEqual([
      { type: 'pdf', name: 'amr-2024-0001.pdf', size: 204800 },
      { type: 'html', name: 'amr-2024-0001.html' },
    ]);
    // The full text and the references have their own endpoints.
    expect(a).not.toHaveProperty('htmlFullText');
    expect(a).not.toHaveProperty('referenceList');
  });

  it('gives online-first articles no issue', async () => {
    const a = await data<Record<string, unknown>>(`${A}/${ART.amrOnline2}`);
    expect(a).toMatchObject({ period: null, periodId: null, volume: null, issue: null, versionLabel: 2, publishType: 1, year: 2025 });
  });

  it('finds an article by DOI: exact, doi.org URL, doi: prefix, other case', async () => {
    for (const doi of [DOI.amr1, `https://doi.org/${DOI.amr1}`, `doi:${DOI.amr1}`, DOI.amr1.toUpperCase()]) {
      const a = await data<Article>(`${A}/getArticleByDoi`, { doi });
      expect(a.id).toBe(ART.amr1);
    }
    const mixed = await data<Article>(`${A}/getArticleByDoi`, { doi: '10.12345/AMR.2025.of01' });
    expect(mixed.id).toBe(ART.amrOnline1);
  });
});

describe('online first and just accepted', () => {
  it('lists online-first articles (version label >= 1), newest online date first', async () => {
    const p = await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.amr });
    expect(ids(p)).toEqual([ART.amrOnline1, ART.amrOnline2]);
    expect(p).toMatchObject({ total: 2, page: 1, size: 10 });
  });

  it('scopes by site: group sees its members, all sees everything, amr does not see jnem', async () => {
    expect(ids(await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.cmg }))).toEqual([ART.amrOnline1, ART.jnemOnline, ART.amrOnline2]);
    expect((await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.all })).total).toBe(3);
    expect(ids(await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.jnem }))).toEqual([ART.jnemOnline]);
    expect(ids(await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.amr }))).not.toContain(ART.jnemOnline);
  });

  it('pages with page and size', async () => {
    const p1 = await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.cmg, page: 1, size: 2 });
    const p2 = await data<Paged>(`${A}/getFirstPublishArticles`, { siteId: SITE.cmg, page: 2, size: 2 });
    expect(ids(p1)).toEqual([ART.amrOnline1, ART.jnemOnline]);
    expect(ids(p2)).toEqual([ART.amrOnline2]);
    expect(p2).toMatchObject({ total: 3, page: 2, size: 2 });
  });

  it('lists just-accepted articles (version label -1), newest acceptance first', async () => {
    expect(ids(await data<Paged>(`${A}/getJustAccepted`, { siteId: SITE.amr }))).toEqual([ART.amrAccepted]);
    expect(ids(await data<Paged>(`${A}/getJustAccepted`, { siteId: SITE.cmg }))).toEqual([ART.amrAccepted, ART.jnemAccepted]);
    const acc = (await data<Paged>(`${A}/getJustAccepted`, { siteId: SITE.amr })).list[0]!;
    expect(acc.versionLabel).toBe(-1);
  });

  it('carries ordered authors in list items (one batch, no per-article query)', async () => {
    const p = await data<Paged>(`${A}/getArticlesByColumn`, { siteId: SITE.amr, columnId: COLUMN.amrResearch, size: 100 });
    const amr1 = p.list.find((a) => a.id === ART.amr1)!;
    expect(amr1.authors.map((a) => a.ord)).toEqual([1, 2]);
  });
});

describe('columns', () => {
  it('lists the columns of a journal in column order with article counts', async () => {
    const cols = await data<{ id: number; articleCount: number; name: string; enName: string }[]>(`${A}/getColumnTree`, { siteId: SITE.amr });
    expect(cols.map((c) => [c.id, c.articleCount])).toEqual([
      [COLUMN.amrResearch, 7],
      [COLUMN.amrReview, 1],
      [COLUMN.amrEmpty, 0],
    ]);
    expect(cols[0]).toMatchObject({ name: '研究论文', enName: 'Research Article', siteId: SITE.amr });
  });

  it('scopes the column tree', async () => {
    const group = await data<{ id: number }[]>(`${A}/getColumnTree`, { siteId: SITE.cmg });
    expect(ids(group)).toContain(COLUMN.jnemResearch);
    expect(ids(group)).toContain(COLUMN.amrResearch);
    expect(ids(group)).not.toContain(COLUMN.emfResearch);
    expect(ids(await data<{ id: number }[]>(`${A}/getColumnTree`, { siteId: SITE.all }))).toHaveLength(5);
  });

  it('lists the articles of a column, newest first, paged', async () => {
    const p = await data<Paged>(`${A}/getArticlesByColumn`, { siteId: SITE.amr, columnId: COLUMN.amrResearch, page: 1, size: 3 });
    expect(p.total).toBe(7);
    expect(ids(p)).toEqual([ART.amr6, ART.amrOnline1, ART.amrOnline2]);
    const last = await data<Paged>(`${A}/getArticlesByColumn`, { siteId: SITE.amr, columnId: COLUMN.amrResearch, page: 3, size: 3 });
    expect(ids(last)).toEqual([ART.amr5]);
  });

  it("answers 404 for another site's column, but a group sees its members' columns", async () => {
    const { body } = await get(app, `${A}/getArticlesByColumn`, { siteId: SITE.amr, columnId: COLUMN.jnemResearch });
    expect(body.status).toBe(404);
    expect(body.message).toContain(String(COLUMN.jnemResearch));
    const p = await data<Paged>(`${A}/getArticlesByColumn`, { siteId: SITE.cmg, columnId: COLUMN.jnemResearch });
    expect(ids(p).sort()).toEqual([ART.jnem1, ART.jnem2, ART.jnemOnline].sort());
  });
});

describe('one article: references, statistics, figures, attachments, HTML, dates', () => {
  it('getReference lists the references in order', async () => {
    const refs = await data<{ ord: number; text: string }[]>(`${A}/getReference`, { id: ART.amr1 });
    expect(refs.map((r) => r.ord)).toEqual([1, 2]);
    expect(refs[0]!.text).toContain('Yeh J W');
    expect(await data(`${A}/getReference`, { id: ART.amr2 })).toEqual([]);
  });

  it('getStatistics gives views, downloads and citations', async () => {
    expect(await data(`${A}/getStatistics`, { id: ART.amr4 })).toEqual({ views: 50, downloads: 10, citations: 80 });
  });

  it("getPicAndTab gives the article's pictures and tables in order", async () => {
    const pt = await data<{ pictures: { id: number; caption: string; doi: string }[]; tables: { id: number; html: string }[] }>(`${A}/getPicAndTab`, {
      id: ART.amr1,
    });
    expect(ids(pt.pictures)).toEqual([5002, 5001]);
    expect(pt.pictures[0]).toMatchObject({ caption: '图1 工艺示意', enCaption: 'Fig. 1 Process', doi: DOI.amr1, articleId: ART.amr1 });
    expect(ids(pt.tables)).toEqual([5501]);
    expect(pt.tables[0]!.html).toContain('<table>');
    expect(await data(`${A}/getPicAndTab`, { id: ART.amr5 })).toEqual({ pictures: [], tables: [] });
  });

  it('getAttachTypes lists pdf / html present', async () => {
    expect(await data(`${A}/getAttachTypes`, { id: ART.amr1 })).toEqual(['pdf', 'html']);
    expect(await data(`${A}/getAttachTypes`, { id: ART.amr2 })).toEqual(['pdf']);
    expect(await data(`${A}/getAttachTypes`, { id: ART.amrAccepted })).toEqual([]);
  });

  it('isShowHtml and getHtml', async () => {
    expect(await data(`${A}/isShowHtml`, { id: ART.amr1 })).toBe(true);
    expect(await data(`${A}/isShowHtml`, { id: ART.amr2 })).toBe(false);
    expect(await data(`${A}/getHtml`, { id: ART.amr1 })).toEqual({ id: ART.amr1, language: 'zh', html: '<h2>1 引言</h2><p>高熵合金……</p>' });
    const { body } = await get(app, `${A}/getHtml`, { id: ART.amr2 });
    expect(body.status).toBe(404);
    expect(body.message).toContain(String(ART.amr2));
  });

  it('getPublishedInfo gives the publication history', async () => {
    expect(await data(`${A}/getPublishedInfo`, { id: ART.amr1 })).toEqual({
      id: ART.amr1,
      receivedDate: '2023-09-01',
      revisedDate: '2023-10-20',
      acceptedDate: '2023-11-15',
      onlineDate: '2024-01-05',
      publishedDate: '2024-02-15',
      versionLabel: 0,
      publishType: 0,
      period: { id: 9003, year: 2024, volume: 44, issue: 1 },
    });
  });
});

describe('relations', () => {
  it('author: other articles by the same authors, across sites unless siteId narrows', async () => {
    expect(ids(await data<Paged>(`${A}/relations/author`, { id: ART.amr1 })).sort()).toEqual([ART.amr3, ART.jnem1].sort());
    expect(ids(await data<Paged>(`${A}/relations/author`, { id: ART.amr1, siteId: SITE.amr }))).toEqual([ART.amr3]);
    expect(ids(await data<Paged>(`${A}/relations/author`, { id: ART.amr1, siteId: SITE.cmg })).sort()).toEqual([ART.amr3, ART.jnem1].sort());
    expect(ids(await data<Paged>(`${A}/relations/author`, { id: ART.amr1, siteId: SITE.emf }))).toEqual([]);
  });

  it('org: other articles from the same institution', async () => {
    expect(ids(await data<Paged>(`${A}/relations/org`, { id: ART.amr1 })).sort()).toEqual([ART.amr3, ART.jnem2].sort());
  });

  it('fund: sharing a grant first, then the same funder', async () => {
    expect(ids(await data<Paged>(`${A}/relations/fund`, { id: ART.amr1 }))).toEqual([ART.amr4, ART.jnem2]);
    expect(ids(await data<Paged>(`${A}/relations/fund`, { id: ART.amr4 }))).toEqual([ART.amr1, ART.jnem2]);
    expect(ids(await data<Paged>(`${A}/relations/fund`, { id: ART.amr1, siteId: SITE.amr }))).toEqual([ART.amr4]);
    expect((await data<Paged>(`${A}/relations/fund`, { id: ART.amr2 })).total).toBe(0);
  });

  it('article: sharing keywords, most shared first, then newest; never the article itself', async () => {
    const p = await data<Paged>(`${A}/relations/article`, { id: ART.amr1 });
    expect(ids(p)).toEqual([ART.amr2, ART.jnem1]);
    expect(ids(await data<Paged>(`${A}/relations/article`, { id: ART.amr1, siteId: SITE.amr }))).toEqual([ART.amr2]);
  });
});

describe('relation helpers', () => {
  it('institutionOf takes the institution of zh and en affiliations', () => {
    expect(institutionOf('重庆大学 冶金与生态工程学院, 重庆 400044')).toBe('重庆大学');
    expect(institutionOf('中国科学院金属研究所, 沈阳 110016')).toBe('中国科学院金属研究所');
    expect(institutionOf('Department of Chemical Engineering, Technical University of Munich, Munich 85748, Germany')).toBe('Technical University of Munich');
    expect(institutionOf('Research Center for Electrochemical Energy Storage, University of Science and Technology of China, Hefei 230026, China')).toBe(
      'University of Science and Technology of China',
    );
    expect(institutionOf('University of Oxford')).toBe('University of Oxford');
  });
  it('fundItems / funderOf split a fund text and drop grant numbers', () => {
    expect(fundItems('广东省基础与应用基础研究基金 (2023A1515009714); 中央高校基本科研业务费专项资金 (FRF-TP-22-091A1)')).toEqual([
      '广东省基础与应用基础研究基金 (2023A1515009714)',
      '中央高校基本科研业务费专项资金 (FRF-TP-22-091A1)',
    ]);
    expect(funderOf('国家自然科学基金（52071001）')).toBe('国家自然科学基金');
    expect(funderOf('National Natural Science Foundation of China (52071001)')).toBe('National Natural Science Foundation of China');
    expect(fundItems(null)).toEqual([]);
  });
});

describe('updateCount', () => {
  it('counts a view (GET) and a download (POST with a JSON body or query)', async () => {
    const before = await data<{ views: number; downloads: number }>(`${A}/getStatistics`, { id: ART.amr2 });
    const v = await data<{ id: number; views: number; downloads: number }>(`${A}/updateCount`, { id: ART.amr2, type: 'view' });
    expect(v).toEqual({ id: ART.amr2, views: before.views + 1, downloads: before.downloads });
    const d = await post<{ views: number; downloads: number }>(app, `${A}/updateCount`, { id: ART.amr2, type: 'download' });
    expect(d.body.status).toBe(0);
    expect(d.body.data.downloads).toBe(before.downloads + 1);
    const q = await app.inject({ method: 'POST', url: `/rc-pub${A}/updateCount?id=${ART.amr2}&type=view` });
    expect(JSON.parse(q.body).data.views).toBe(before.views + 2);
    const after = await data<{ views: number; downloads: number }>(`${A}/getStatistics`, { id: ART.amr2 });
    expect(after).toMatchObject({ views: before.views + 2, downloads: before.downloads + 1 });
    // The search index's sort keys follow.
    const keys = await dbOf(app).selectFrom('search_article_keys').select(['views', 'downloads']).where('id', '=', ART.amr2).executeTakeFirst();
    expect(keys).toEqual({ views: before.views + 2, downloads: before.downloads + 1 });
  });

  it('rejects a POST without id or with a bad type, naming the field', async () => {
    const a = await post(app, `${A}/updateCount`, { type: 'view' });
    expect(a.res.statusCode).toBe(400);
    expect(a.body.message).toContain('id');
    const b = await post(app, `${A}/updateCount`, { id: ART.amr2, type: 'share' });
    expect(b.res.statusCode).toBe(400);
    expect(b.body.message).toContain('type');
    const c = await post(app, `${A}/updateCount`, { id: 9999999, type: 'view' });
    expect(c.body).toMatchObject({ status: 404, data: null });
    expect(c.body.message).toContain('Article id is not exist.');
  });
});

describe('getJumpUrl', () => {
  it('answers the in-site path for an article of the asking site', async () => {
    expect(await data(`${A}/getJumpUrl`, { siteId: SITE.amr, id: ART.amr1 })).toMatchObject({
      path: `/zh/article/${ART.amr1}`,
      url: `/zh/article/${ART.amr1}`,
      sameSite: true,
      siteId: SITE.amr,
      sld: 'amr',
    });
    expect(await data(`${A}/getJumpUrl`, { siteId: SITE.amr, id: ART.amr1, language: 'en' })).toMatchObject({ path: `/en/article/${ART.amr1}` });
  });

  it("answers the other site's path by sld (and its domain) for another site's article", async () => {
    expect(await data(`${A}/getJumpUrl`, { siteId: SITE.jnem, id: ART.amr1 })).toMatchObject({
      path: `/amr/zh/article/${ART.amr1}`,
      url: `https://amr.cmgjournals.cn/zh/article/${ART.amr1}`,
      sameSite: false,
      siteId: SITE.amr,
    });
    expect(await data(`${A}/getJumpUrl`, { siteId: SITE.cmg, id: ART.jnem1 })).toMatchObject({ path: `/jnem/zh/article/${ART.jnem1}` });
  });

  it("uses the target site's language when it does not offer the asked one (emf is English only)", async () => {
    expect(await data(`${A}/getJumpUrl`, { siteId: SITE.amr, id: ART.emf1, language: 'zh' })).toMatchObject({ path: `/emf/en/article/${ART.emf1}` });
  });
});
