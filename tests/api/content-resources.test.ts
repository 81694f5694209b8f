/**
 * Journals, pictures, tables, audio/video, books, editorial board, collections, rankings and the
 * general jump URL: what the answers hold, over tests/api/content-fixture.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeApp, get, makeApp } from './helpers';
import { ART, COLLECTION, DOI, EXPERT, FIXTURE_TODAY, MEDIA, NEWS, PERIOD, SITE, dbOf, insertContentFixture } from './content-fixture';

process.env.MASTHEAD_TODAY = FIXTURE_TODAY;

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('content-resources'));
  await insertContentFixture(dbOf(app));
});
afterAll(() => closeApp(app, dataDir));

async function data<T>(url: string, query: Record<string, string | number | boolean> = {}): Promise<T> {
  const { res, body } = await get<T>(app, url, query);
  expect(res.statusCode).toBe(200);
  expect(body.status, body.message).toBe(0);
  return body.data;
}

interface Paged<T = { id: number; [k: string]: unknown }> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);
const siteIds = (xs: { siteId: number }[]) => xs.map((x) => x.siteId);

describe('front-publication', () => {
  it('search lists the journals of a scope with article counts (page size 20)', async () => {
    const p = await data<Paged<{ siteId: number; sld: string; articleCount: number; name: string; enName: string }>>('/front/front-publication/search', {
      siteId: SITE.cmg,
    });
    expect(siteIds(p.list)).toEqual([SITE.jnem, SITE.amr]);
    expect(p.size).toBe(20);
    expect(p.list[1]).toMatchObject({ sld: 'amr', name: '先进材料研究', enName: 'Advanced Materials Research', issn: '1000-0001', articleCount: 9 });
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search', {})).list)).toEqual([SITE.emf, SITE.jnem, SITE.amr]);
  });

  it('search matches names (either language, any case), ISSN', async () => {
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search', { q: 'ENERGY' })).list)).toEqual([SITE.emf, SITE.jnem]);
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search', { q: '1000-0001' })).list)).toEqual([SITE.amr]);
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search', { q: '新能源' })).list)).toEqual([SITE.jnem]);
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search', { siteId: SITE.amr, q: 'energy' })).list)).toEqual([]);
  });

  it('searchByCat matches the journal site keywords', async () => {
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search/searchByCat', { cat: '锂离子电池' })).list)).toEqual([SITE.jnem]);
    expect(siteIds((await data<Paged<{ siteId: number }>>('/front/front-publication/search/searchByCat', { cat: 'Advanced Materials' })).list)).toEqual([SITE.amr]);
    expect((await data<Paged>('/front/front-publication/search/searchByCat', {})).total).toBe(3);
  });

  it('detail gives the journal with its latest issue', async () => {
    const d = await data<Record<string, unknown>>(`/front/front-publication/detail/${SITE.amr}`);
    expect(d).toMatchObject({ siteId: SITE.amr, sld: 'amr', domain: 'amr.cmgjournals.cn', frequency: '双月刊', enFrequency: 'Bimonthly', periodCount: 5, articleCount: 9 });
    expect((d.latestPeriod as { id: number }).id).toBe(PERIOD.amr2024i3);
  });
});

describe('pictures and tables', () => {
  it('picture list: newest first with caption, article title and DOI; scoped', async () => {
    const p = await data<Paged>('/front/picture/list', { siteId: SITE.amr });
    expect(ids(p.list)).toEqual([5003, 5002, 5001]);
    expect(p.list[1]).toMatchObject({ caption: '图1 工艺示意', enCaption: 'Fig. 1 Process', articleId: ART.amr1, doi: DOI.amr1, articleTitle: '高熵合金的增材制造与组织调控' });
    expect((await data<Paged>('/front/picture/list', { siteId: SITE.cmg })).total).toBe(4);
    expect(ids((await data<Paged>('/front/picture/list', { siteId: SITE.jnem })).list)).toEqual([5101]);
    expect((await data<Paged>('/front/picture/list', { siteId: SITE.amr, size: 2, page: 2 })).list).toHaveLength(1);
  });

  it('table list: with caption, HTML, article title and DOI; scoped', async () => {
    const p = await data<Paged>('/front/table/list', { siteId: SITE.amr });
    expect(ids(p.list)).toEqual([5502, 5501]);
    expect(p.list[1]).toMatchObject({ caption: '表1 合金成分', doi: DOI.amr1, enArticleTitle: expect.stringContaining('Additive manufacturing') });
    expect(String(p.list[1]!.html)).toContain('<table>');
    expect((await data<Paged>('/front/table/list', { siteId: SITE.all })).total).toBe(3);
    expect(ids((await data<Paged>('/front/table/list', { siteId: SITE.emf })).list)).toEqual([5601]);
  });
});

describe('audio and video', () => {
  it('getAudioInfo / getVideoInfo answer one item of that kind with its article', async () => {
    const a = await data<Record<string, unknown>>('/front/vod/getAudioInfo', { id: MEDIA.amrAudio });
    expect(a).toMatchObject({ id: MEDIA.amrAudio, type: 'audio', title: '主编访谈', enTitle: 'Editor interview', durationSec: 600, article: { id: ART.amr1, doi: DOI.amr1 } });
    const v = await data<Record<string, unknown>>('/front/vod/getVideoInfo', { id: MEDIA.amrVideoNoArticle });
    expect(v).toMatchObject({ type: 'video', article: null, articleId: null });
    const { body } = await get(app, '/front/vod/getVideoInfo', { id: MEDIA.amrAudio });
    expect(body.status).toBe(404);
  });

  it('res/list: newest first, by type, scoped', async () => {
    expect(ids((await data<Paged>('/front/vod/res/list', { siteId: SITE.amr })).list)).toEqual([MEDIA.amrVideoNoArticle, MEDIA.amrAudio]);
    expect(ids((await data<Paged>('/front/vod/res/list', { siteId: SITE.amr, type: 'audio' })).list)).toEqual([MEDIA.amrAudio]);
    expect(ids((await data<Paged>('/front/vod/res/list', { siteId: SITE.cmg, type: 'video' })).list)).toEqual([MEDIA.amrVideoNoArticle, MEDIA.jnemVideo]);
    expect((await data<Paged>('/front/vod/res/list', { siteId: SITE.all })).total).toBe(4);
  });

  it('getRelationsData: the item article first, then articles of its site sharing keywords', async () => {
    const p = await data<Paged>('/front/vod/getRelationsData', { id: MEDIA.amrAudio });
    expect(ids(p.list)).toEqual([ART.amr1, ART.amr2]);
    expect(ids((await data<Paged>('/front/vod/getRelationsData', { id: MEDIA.jnemVideo })).list)).toEqual([ART.jnem1]);
  });
});

describe('books', () => {
  it('getBookInfo gives one book', async () => {
    expect(await data('/front/rc-book/getBookInfo/3001')).toMatchObject({ id: 3001, title: '高熵合金导论', enTitle: 'Introduction to High-Entropy Alloys', isbn: '978-7-00-000001-1', year: 2022 });
  });
  it('search: newest first, by title, author (zh/en) or ISBN, scoped', async () => {
    const all = await data<Paged>('/front/rc-book/search', { siteId: SITE.amr });
    expect(ids(all.list)).toEqual([3002, 3001]);
    expect(all.size).toBe(20);
    expect(ids((await data<Paged>('/front/rc-book/search', { siteId: SITE.amr, q: '合金' })).list)).toEqual([3001]);
    expect(ids((await data<Paged>('/front/rc-book/search', { siteId: SITE.amr, q: 'li hua' })).list)).toEqual([3002]);
    expect(ids((await data<Paged>('/front/rc-book/search', { siteId: SITE.amr, q: '978-7-00-000002' })).list)).toEqual([3002]);
    expect(ids((await data<Paged>('/front/rc-book/search', { siteId: SITE.all, q: 'battery' })).list)).toEqual([3101]);
    expect(ids((await data<Paged>('/front/rc-book/search', { siteId: SITE.amr, q: 'battery' })).list)).toEqual([]);
  });
});

describe('expert list', () => {
  interface Board {
    content: { id: number; role: string; roleName: string; enRoleName: string; [k: string]: unknown }[];
    totalElements: number;
    totalPages: number;
    number: number;
    size: number;
  }
  it('answers [{content, totalElements}] with the editor-in-chief first (spec 7.1 data[0].content[0].id)', async () => {
    const d = await data<Board[]>('/front/expert/list', { topicId: SITE.amr, page: 0, size: 10, sort: '' });
    expect(d).toHaveLength(1);
    expect(d[0]!.content[0]!.id).toBe(EXPERT.amrChief);
    expect(ids(d[0]!.content)).toEqual([EXPERT.amrChief, EXPERT.amrDeputy, EXPERT.amrMember1, EXPERT.amrMember2]);
    expect(d[0]).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 10 });
    expect(d[0]!.content[0]).toMatchObject({ role: 'editorInChief', roleName: '主编', enRoleName: 'Editor-in-Chief', title: '院士', enTitle: 'Academician' });
    expect(d[0]!.content.every((e) => !('email' in e))).toBe(true);
  });
  it('pages from 0; sort=name orders by English name; topicId of site.json works too', async () => {
    const p1 = await data<Board[]>('/front/expert/list', { topicId: SITE.amr, page: 1, size: 2 });
    expect(ids(p1[0]!.content)).toEqual([EXPERT.amrMember1, EXPERT.amrMember2]);
    expect(p1[0]).toMatchObject({ number: 1, totalPages: 2 });
    const byName = await data<Board[]>('/front/expert/list', { topicId: SITE.amr, sort: 'name' });
    expect(ids(byName[0]!.content)).toEqual([EXPERT.amrChief, EXPERT.amrMember2, EXPERT.amrDeputy, EXPERT.amrMember1]);
    const byTopic = await data<Board[]>('/front/expert/list', { topicId: 7350 });
    expect(byTopic[0]!.content[0]!.id).toBe(EXPERT.amrChief);
  });
  it('a group lists its members’ boards, chiefs first', async () => {
    const d = await data<Board[]>('/front/expert/list', { topicId: SITE.cmg });
    expect(d[0]!.totalElements).toBe(5);
    expect(d[0]!.content.slice(0, 2).map((e) => e.role)).toEqual(['editorInChief', 'editorInChief']);
  });
});

describe('collections', () => {
  it('album/list and topic/list give the collections of a scope with article counts', async () => {
    const amr = await data<{ id: number; articleCount: number; name: string }[]>('/front/album/list', { siteId: SITE.amr });
    expect(amr).toEqual([expect.objectContaining({ id: COLLECTION.amrHea, name: '高熵合金专题', enName: 'High-entropy alloys', articleCount: 3 })]);
    const group = await data<{ id: number }[]>('/front/topic/list', { siteId: SITE.cmg });
    expect(ids(group)).toEqual([COLLECTION.jnemBattery, COLLECTION.amrHea]);
    expect(await data('/front/album/list', { siteId: SITE.cmg })).toEqual(group);
  });
  it('album/{id} gives the collection with its articles in collection order, paged', async () => {
    const c = await data<{ id: number; articles: Paged }>(`/front/album/${COLLECTION.amrHea}`);
    expect(c.id).toBe(COLLECTION.amrHea);
    expect(ids(c.articles.list)).toEqual([ART.amr2, ART.amr1, ART.jnem1]);
    const p2 = await data<{ articles: Paged }>(`/front/album/${COLLECTION.amrHea}`, { page: 2, size: 2 });
    expect(ids(p2.articles.list)).toEqual([ART.jnem1]);
    expect(p2.articles).toMatchObject({ total: 3, page: 2, size: 2 });
  });
});

describe('rank list', () => {
  type Ranked = { id: number; rank: number; value: number };
  it('ranks by views (default), downloads or citations', async () => {
    const v = await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, size: 3 });
    expect(v.map((a) => [a.id, a.rank, a.value])).toEqual([
      [ART.amr2, 1, 900],
      [ART.amr1, 2, 500],
      [ART.amr3, 3, 100],
    ]);
    expect(ids(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, by: 'downloads', size: 2 }))).toEqual([ART.amr3, ART.amr1]);
    expect(ids(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, by: 'citations', size: 2 }))).toEqual([ART.amr4, ART.amr1]);
  });
  it('windows on the publication (else online) date relative to today (MASTHEAD_TODAY)', async () => {
    expect(ids(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, period: '3m' }))).toEqual([ART.amr6, ART.amrOnline1, ART.amrOnline2]);
    expect(ids(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, period: '1y' }))).toEqual([ART.amr6, ART.amrOnline1, ART.amrOnline2]);
    expect(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, period: '2y', size: 100 })).toHaveLength(8);
    expect(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, period: 'all', size: 100 })).toHaveLength(9);
  });
  it('is scoped', async () => {
    expect((await data<Ranked[]>('/front/rank/list', { siteId: SITE.all }))[0]!.id).toBe(ART.emf1);
    expect((await data<Ranked[]>('/front/rank/list', { siteId: SITE.cmg }))[0]!.id).toBe(ART.amr2);
    expect(ids(await data<Ranked[]>('/front/rank/list', { siteId: SITE.amr, size: 100 }))).not.toContain(ART.jnem1);
  });
});

describe('rc_res_general/getJumpUrl', () => {
  const J = '/front/rc_res_general/getJumpUrl';
  it('opens articles, figures and tables on their article page', async () => {
    expect(await data(J, { siteId: SITE.amr, id: ART.amr1 })).toMatchObject({ type: 'article', path: `/zh/article/${ART.amr1}`, sameSite: true });
    expect(await data(J, { siteId: SITE.amr, id: 5101, type: 'picture' })).toMatchObject({ type: 'picture', path: `/jnem/zh/article/${ART.jnem1}`, sameSite: false });
    expect(await data(J, { siteId: SITE.emf, id: 5601, type: 'table' })).toMatchObject({ path: `/en/article/${ART.emf1}` });
  });
  it('opens news, media, books and collections', async () => {
    expect(await data(J, { siteId: SITE.amr, id: NEWS.amrReprint, type: 'news' })).toMatchObject({ external: true, url: 'https://news.example.org/materials/1' });
    expect(await data(J, { siteId: SITE.amr, id: NEWS.amrTopInfo, type: 'news' })).toMatchObject({ path: `/zh/newsDetails/${NEWS.amrTopInfo}` });
    expect(await data(J, { siteId: SITE.amr, id: MEDIA.amrAudio, type: 'audio' })).toMatchObject({ path: `/zh/audioList?type=audio&id=${MEDIA.amrAudio}` });
    expect(await data(J, { siteId: SITE.amr, id: 3101, type: 'book' })).toMatchObject({ path: '/emf/en/bookList?id=3101', url: 'https://emf.cmgjournals.cn/en/bookList?id=3101' });
    expect(await data(J, { siteId: SITE.amr, id: COLLECTION.amrHea, type: 'album' })).toMatchObject({ path: `/zh/collections/${COLLECTION.amrHea}` });
  });
  it('answers 404 for an id of another type', async () => {
    const { body } = await get(app, J, { siteId: SITE.amr, id: MEDIA.amrAudio, type: 'video' });
    expect(body.status).toBe(404);
    expect(body.message).toContain(String(MEDIA.amrAudio));
  });
});
