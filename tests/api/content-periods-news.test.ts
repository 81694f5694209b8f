/**
 * /front/front-period/* and /front/front-news/*: issue trees and issues, news lists, detail,
 * picture fallback and jump URLs, over tests/api/content-fixture.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeApp, get, makeApp } from './helpers';
import { ART, COLUMN, FIXTURE_TODAY, NEWS, PERIOD, SITE, dbOf, insertContentFixture } from './content-fixture';

process.env.MASTHEAD_TODAY = FIXTURE_TODAY;

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('content-periods-news'));
  await insertContentFixture(dbOf(app));
});
afterAll(() => closeApp(app, dataDir));

async function data<T>(url: string, query: Record<string, string | number | boolean> = {}): Promise<T> {
  const { res, body } = await get<T>(app, url, query);
  expect(res.statusCode).toBe(200);
  expect(body.status, body.message).toBe(0);
  return body.data;
}

interface Period {
  id: number;
  siteId: number;
  year: number;
  volume: number;
  issue: number;
  articleCount: number;
  publishDate: string;
}
interface PeriodInfo {
  period: Period;
  total: number;
  columns: { id: number | null; name: string | null; articles: { id: number }[] }[];
}
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);
const P = '/front/front-period';
const N = '/front/front-news';

describe('getPeriodTree', () => {
  it('lists every issue newest first with article counts', async () => {
    const tree = await data<Period[]>(`${P}/getPeriodTree`, { siteId: SITE.amr });
    expect(ids(tree)).toEqual([PERIOD.amr2024i3, PERIOD.amr2024i2, PERIOD.amr2024i1, PERIOD.amr2023i6, PERIOD.amr2023i5]);
    expect(tree.map((p) => p.articleCount)).toEqual([1, 1, 2, 1, 1]);
    expect(tree[2]).toMatchObject({ year: 2024, volume: 44, issue: 1, siteId: SITE.amr, publishDate: '2024-02-15' });
  });

  it('isBack=1 leaves out the latest issue', async () => {
    const tree = await data<Period[]>(`${P}/getPeriodTree`, { siteId: SITE.amr, isBack: 1 });
    expect(ids(tree)).toEqual([PERIOD.amr2024i2, PERIOD.amr2024i1, PERIOD.amr2023i6, PERIOD.amr2023i5]);
  });

  it('periodAsc=1 is oldest first; groupByYear=1 groups by year', async () => {
    expect(ids(await data<Period[]>(`${P}/getPeriodTree`, { siteId: SITE.amr, periodAsc: 1 }))).toEqual([
      PERIOD.amr2023i5,
      PERIOD.amr2023i6,
      PERIOD.amr2024i1,
      PERIOD.amr2024i2,
      PERIOD.amr2024i3,
    ]);
    const byYear = await data<{ year: number; periods: Period[] }[]>(`${P}/getPeriodTree`, { siteId: SITE.amr, groupByYear: 1 });
    expect(byYear.map((y) => [y.year, ids(y.periods)])).toEqual([
      [2024, [PERIOD.amr2024i3, PERIOD.amr2024i2, PERIOD.amr2024i1]],
      [2023, [PERIOD.amr2023i6, PERIOD.amr2023i5]],
    ]);
    const asc = await data<{ year: number; periods: Period[] }[]>(`${P}/getPeriodTree`, { siteId: SITE.amr, groupByYear: 1, periodAsc: 1, isBack: 1 });
    expect(asc.map((y) => [y.year, ids(y.periods)])).toEqual([
      [2023, [PERIOD.amr2023i5, PERIOD.amr2023i6]],
      [2024, [PERIOD.amr2024i1, PERIOD.amr2024i2]],
    ]);
  });

  it('a group lists its members’ issues; back issues leave out the latest of each journal', async () => {
    const tree = await data<Period[]>(`${P}/getPeriodTree`, { siteId: SITE.cmg, isBack: 1 });
    expect(ids(tree)).toEqual([PERIOD.amr2024i2, PERIOD.jnem2024i1, PERIOD.amr2024i1, PERIOD.amr2023i6, PERIOD.amr2023i5]);
    expect(ids(await data<Period[]>(`${P}/getPeriodTree`, { siteId: SITE.jnem }))).toEqual([PERIOD.jnem2024i2, PERIOD.jnem2024i1]);
    expect(await data<Period[]>(`${P}/getPeriodTree`, { siteId: SITE.all })).toHaveLength(8);
  });
});

describe('getAllPublishYears', () => {
  it('lists the years with issues, newest first, scoped', async () => {
    expect(await data(`${P}/getAllPublishYears`, { siteId: SITE.amr })).toEqual([2024, 2023]);
    expect(await data(`${P}/getAllPublishYears`, { siteId: SITE.emf })).toEqual([2024]);
    expect(await data(`${P}/getAllPublishYears`, { siteId: SITE.cmg })).toEqual([2024, 2023]);
  });
});

describe('getPeriodInfo and period by id', () => {
  it('gives the issue with its articles grouped by column, in column order', async () => {
    const info = await data<PeriodInfo>(`${P}/getPeriodInfo`, { siteId: SITE.amr, year: 2024, issue: 1 });
    expect(info.period).toMatchObject({ id: PERIOD.amr2024i1, year: 2024, issue: 1, articleCount: 2 });
    expect(info.total).toBe(2);
    expect(info.columns.map((c) => [c.id, ids(c.articles)])).toEqual([
      [COLUMN.amrResearch, [ART.amr1]],
      [COLUMN.amrReview, [ART.amr2]],
    ]);
    expect(info.columns[0]!.name).toBe('研究论文');
  });

  it('year alone picks the latest issue of that year; nothing picks the latest issue', async () => {
    expect((await data<PeriodInfo>(`${P}/getPeriodInfo`, { siteId: SITE.amr, year: 2023 })).period.id).toBe(PERIOD.amr2023i6);
    expect((await data<PeriodInfo>(`${P}/getPeriodInfo`, { siteId: SITE.amr })).period.id).toBe(PERIOD.amr2024i3);
  });

  it("does not answer another journal's issue, but a group finds its members' issues", async () => {
    const { body } = await get(app, `${P}/getPeriodInfo`, { siteId: SITE.emf, year: 2023, issue: 5 });
    expect(body.status).toBe(404);
    expect(body.message).toContain('2023');
    const g = await data<PeriodInfo>(`${P}/getPeriodInfo`, { siteId: SITE.cmg, year: 2024, issue: 2 });
    expect([PERIOD.amr2024i2, PERIOD.jnem2024i2]).toContain(g.period.id);
  });

  it('/front/front-period/{id} answers the same shape', async () => {
    const byId = await data<PeriodInfo>(`${P}/${PERIOD.amr2024i1}`);
    const byYear = await data<PeriodInfo>(`${P}/getPeriodInfo`, { siteId: SITE.amr, year: 2024, issue: 1 });
    expect(byId).toEqual(byYear);
  });
});

describe('getFirstTwoPeriods', () => {
  it('gives the two latest issues of a journal (siteId or publicationIndexId)', async () => {
    expect(ids(await data<Period[]>(`${P}/getFirstTwoPeriods`, { siteId: SITE.amr }))).toEqual([PERIOD.amr2024i3, PERIOD.amr2024i2]);
    expect(ids(await data<Period[]>(`${P}/getFirstTwoPeriods`, { publicationIndexId: SITE.jnem }))).toEqual([PERIOD.jnem2024i2, PERIOD.jnem2024i1]);
    expect(ids(await data<Period[]>(`${P}/getFirstTwoPeriods`, { siteId: SITE.emf }))).toEqual([PERIOD.emf2024i1]);
  });
});

// ---- news ---------------------------------------------------------------------------------------

interface News {
  id: number;
  siteId: number;
  newsDataType: string;
  picture: string | null;
  isTop: boolean;
  [k: string]: unknown;
}

describe('getTopNews', () => {
  it('answers every tab, pinned first then newest', async () => {
    const list = await data<News[]>(`${N}/getTopNews`, { siteId: SITE.amr, newsDataType: 'news', type: '' });
    expect(ids(list)).toEqual([NEWS.amrTopInfo, NEWS.amrReprint, NEWS.amrAnnouncement, NEWS.amrDynamic, NEWS.amrStatement, NEWS.amrNoPicture]);
    expect(list[0]!.isTop).toBe(true);
  });

  it('narrows by newsDataType, by type=top, and limits with size', async () => {
    expect(ids(await data<News[]>(`${N}/getTopNews`, { siteId: SITE.amr, newsDataType: 'information' }))).toEqual([
      NEWS.amrTopInfo,
      NEWS.amrReprint,
      NEWS.amrNoPicture,
    ]);
    expect(ids(await data<News[]>(`${N}/getTopNews`, { siteId: SITE.amr, type: 'top' }))).toEqual([NEWS.amrTopInfo]);
    expect(await data<News[]>(`${N}/getTopNews`, { siteId: SITE.amr, size: 2 })).toHaveLength(2);
  });

  it('is scoped: the group sees jnem news, amr does not', async () => {
    expect(ids(await data<News[]>(`${N}/getTopNews`, { siteId: SITE.cmg }))).toContain(NEWS.jnemInfo);
    expect(ids(await data<News[]>(`${N}/getTopNews`, { siteId: SITE.amr }))).not.toContain(NEWS.jnemInfo);
  });
});

describe('news list', () => {
  it('lists one tab newest first, paged', async () => {
    const p = await data<{ list: News[]; total: number }>(`${N}/list`, { siteId: SITE.amr, newsDataType: 'information', page: 1, size: 2 });
    expect(ids(p.list)).toEqual([NEWS.amrReprint, NEWS.amrTopInfo]);
    expect(p.total).toBe(3);
    const p2 = await data<{ list: News[] }>(`${N}/list`, { siteId: SITE.amr, newsDataType: 'information', page: 2, size: 2 });
    expect(ids(p2.list)).toEqual([NEWS.amrNoPicture]);
  });

  it.each([
    ['announcement', [NEWS.amrAnnouncement]],
    ['dynamic', [NEWS.amrDynamic]],
    ['statement', [NEWS.amrStatement]],
  ])('tab %s', async (tab, expected) => {
    const p = await data<{ list: News[] }>(`${N}/list`, { siteId: SITE.amr, newsDataType: tab });
    expect(ids(p.list)).toEqual(expected);
    expect(p.list.every((n) => n.newsDataType === tab)).toBe(true);
  });
});

describe('news detail', () => {
  it('holds the content in both languages', async () => {
    const n = await data<News>(`${N}/${NEWS.jnemInfo}`);
    expect(n).toMatchObject({ id: NEWS.jnemInfo, siteId: SITE.jnem, title: '新能源材料论坛', enTitle: 'EN 新能源材料论坛', content: '<p>新能源材料论坛</p>', enContent: '<p>Forum</p>' });
  });

  it.each([
    [NEWS.amrTopInfo, '/img/top.png'],
    [NEWS.amrAnnouncement, '/rc-pub/front/files/get?id=amr.cover.svg'],
    [NEWS.amrDynamic, '/img/pic3.png'],
    [NEWS.amrStatement, '/rc-pub/front/files/get?id=amr.logo.svg'],
    [NEWS.amrNoPicture, null],
  ])('picture of %i falls back topPictureUrl -> topPictureId -> pictureUrl -> coverId -> null', async (id, picture) => {
    const n = await data<News>(`${N}/${id}`);
    expect(n.picture).toBe(picture);
  });
});

describe('news getJumpUrl', () => {
  it('answers the source link of a reprint', async () => {
    expect(await data(`${N}/getJumpUrl`, { siteId: SITE.amr, id: NEWS.amrReprint })).toMatchObject({
      url: 'https://news.example.org/materials/1',
      external: true,
    });
  });
  it('answers the in-site path, or the owning site path', async () => {
    expect(await data(`${N}/getJumpUrl`, { siteId: SITE.amr, id: NEWS.amrTopInfo })).toMatchObject({ path: `/zh/newsDetails/${NEWS.amrTopInfo}`, external: false, sameSite: true });
    expect(await data(`${N}/getJumpUrl`, { siteId: SITE.cmg, id: NEWS.jnemInfo, language: 'en' })).toMatchObject({
      path: `/jnem/en/newsDetails/${NEWS.jnemInfo}`,
      url: `https://jnem.cmgjournals.cn/en/newsDetails/${NEWS.jnemInfo}`,
      sameSite: false,
    });
  });
});
