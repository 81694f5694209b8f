/**
 * API contract of every content endpoint (server/api/content/): success envelope, timestamp
 * accepted, empty results (a site without content, a page beyond the end), bad parameters
 * (HTTP 400, status 400, message naming the parameter — never a 500), unknown ids (status 404
 * with a message naming the id) and unknown sites (status 10404). Data: tests/api/content-fixture.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { askInProcess, closeApp, get, makeApp, post, UNKNOWN_SITE_ID } from './helpers';
import { ART, COLLECTION, DOI, FIXTURE_TODAY, MEDIA, NEWS, PERIOD, COLUMN, SITE, dbOf, insertContentFixture } from './content-fixture';

process.env.MASTHEAD_TODAY = FIXTURE_TODAY;

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('content-contract'));
  await insertContentFixture(dbOf(app));
});
afterAll(() => closeApp(app, dataDir));

type Q = Record<string, string | number | boolean>;
type Shape = 'paged' | 'array' | 'object' | 'boolean' | 'expert';

interface Endpoint {
  name: string;
  path: string;
  query: Q;
  shape: Shape;
  /** A query whose answer is empty (paged: list [] ; array: []). */
  empty?: Q[];
  /** Queries naming an unknown site (status 10404). */
  unknownSite?: Q;
  /** Unknown id: path or query, and the text the message must contain. */
  unknownId?: { path?: string; query?: Q; names: string };
  bad: { path?: string; query: Q; names: string }[];
}

const EMPTY_SITE = SITE.closed; // a site without any content
const NO_ID = 9999999;

const badSite = (extra: Q = {}) => [
  { query: { ...extra, siteId: 'abc' }, names: 'siteId' },
  { query: { ...extra, siteId: 0 }, names: 'siteId' },
  { query: { ...extra, siteId: -1 }, names: 'siteId' },
  { query: { ...extra, siteId: 2.5 }, names: 'siteId' },
  { query: { ...extra }, names: 'siteId' },
];
const badId = (extra: Q = {}) => [
  { query: { ...extra, id: 'x' }, names: 'id' },
  { query: { ...extra, id: 0 }, names: 'id' },
  { query: { ...extra, id: '1e999' }, names: 'id' },
  { query: { ...extra }, names: 'id' },
];
const badPaging = (base: Q) => [
  { query: { ...base, page: 0 }, names: 'page' },
  { query: { ...base, page: 'two' }, names: 'page' },
  { query: { ...base, size: 0 }, names: 'size' },
  { query: { ...base, size: 101 }, names: 'size' },
  { query: { ...base, size: 'ten' }, names: 'size' },
];
const sitePaged = (siteId: number, extra: Q = {}) => ({ siteId, page: 1, size: 10, ...extra });
const beyond = (q: Q) => ({ ...q, page: 999 });

const A = '/front/front-article';

const idEndpoint = (name: string, shape: Shape): Endpoint => ({
  name,
  path: `${A}/${name}`,
  query: { id: ART.amr1 },
  shape,
  unknownId: { query: { id: NO_ID }, names: String(NO_ID) },
  bad: badId(),
});

const relation = (kind: string): Endpoint => ({
  name: `relations/${kind}`,
  path: `${A}/relations/${kind}`,
  query: { id: ART.amr1 },
  shape: 'paged',
  empty: [{ id: ART.amr1, siteId: EMPTY_SITE }, beyond({ id: ART.amr1 }), { id: ART.amrAccepted }],
  unknownSite: { id: ART.amr1, siteId: UNKNOWN_SITE_ID },
  unknownId: { query: { id: NO_ID }, names: String(NO_ID) },
  bad: [...badId(), { query: { id: ART.amr1, siteId: 'x' }, names: 'siteId' }, ...badPaging({ id: ART.amr1 })],
});

const ENDPOINTS: Endpoint[] = [
  // ---- articles
  {
    name: 'article detail',
    path: `${A}/${ART.amr1}`,
    query: {},
    shape: 'object',
    unknownId: { path: `${A}/${NO_ID}`, names: String(NO_ID) },
    bad: [
      { path: `${A}/abc`, query: {}, names: 'id' },
      { path: `${A}/0`, query: {}, names: 'id' },
      { path: `${A}/-5`, query: {}, names: 'id' },
    ],
  },
  {
    name: 'getArticleByDoi',
    path: `${A}/getArticleByDoi`,
    query: { doi: DOI.amr1 },
    shape: 'object',
    unknownId: { query: { doi: '10.99999/none' }, names: '10.99999/none' },
    bad: [
      { query: {}, names: 'doi' },
      { query: { doi: '' }, names: 'doi' },
      { query: { doi: 'x'.repeat(301) }, names: 'doi' },
    ],
  },
  {
    name: 'getFirstPublishArticles',
    path: `${A}/getFirstPublishArticles`,
    query: sitePaged(SITE.amr),
    shape: 'paged',
    empty: [sitePaged(EMPTY_SITE), beyond(sitePaged(SITE.amr))],
    unknownSite: sitePaged(UNKNOWN_SITE_ID),
    bad: [...badSite(), ...badPaging({ siteId: SITE.amr })],
  },
  {
    name: 'getJustAccepted',
    path: `${A}/getJustAccepted`,
    query: sitePaged(SITE.amr),
    shape: 'paged',
    empty: [sitePaged(EMPTY_SITE), sitePaged(SITE.emf), beyond(sitePaged(SITE.amr))],
    unknownSite: sitePaged(UNKNOWN_SITE_ID),
    bad: [...badSite(), ...badPaging({ siteId: SITE.amr })],
  },
  {
    name: 'getColumnTree',
    path: `${A}/getColumnTree`,
    query: { siteId: SITE.amr },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: badSite(),
  },
  {
    name: 'getArticlesByColumn',
    path: `${A}/getArticlesByColumn`,
    query: { siteId: SITE.amr, columnId: COLUMN.amrResearch },
    shape: 'paged',
    empty: [
      { siteId: SITE.amr, columnId: COLUMN.amrEmpty },
      { siteId: SITE.amr, columnId: COLUMN.amrResearch, page: 50 },
    ],
    unknownSite: { siteId: UNKNOWN_SITE_ID, columnId: COLUMN.amrResearch },
    unknownId: { query: { siteId: SITE.amr, columnId: NO_ID }, names: String(NO_ID) },
    bad: [
      ...badSite({ columnId: COLUMN.amrResearch }),
      { query: { siteId: SITE.amr }, names: 'columnId' },
      { query: { siteId: SITE.amr, columnId: 'x' }, names: 'columnId' },
      ...badPaging({ siteId: SITE.amr, columnId: COLUMN.amrResearch }),
    ],
  },
  idEndpoint('getReference', 'array'),
  idEndpoint('getStatistics', 'object'),
  idEndpoint('getPicAndTab', 'object'),
  idEndpoint('getAttachTypes', 'array'),
  idEndpoint('getHtml', 'object'),
  idEndpoint('isShowHtml', 'boolean'),
  idEndpoint('getPublishedInfo', 'object'),
  relation('author'),
  relation('fund'),
  relation('org'),
  relation('article'),
  {
    name: 'updateCount',
    path: `${A}/updateCount`,
    query: { id: ART.amr5, type: 'view' },
    shape: 'object',
    unknownId: { query: { id: NO_ID, type: 'view' }, names: String(NO_ID) },
    bad: [
      { query: { type: 'view' }, names: 'id' },
      { query: { id: 'x', type: 'view' }, names: 'id' },
      { query: { id: ART.amr5 }, names: 'type' },
      { query: { id: ART.amr5, type: 'like' }, names: 'type' },
    ],
  },
  {
    name: 'article getJumpUrl',
    path: `${A}/getJumpUrl`,
    query: { siteId: SITE.amr, id: ART.amr1 },
    shape: 'object',
    unknownSite: { siteId: UNKNOWN_SITE_ID, id: ART.amr1 },
    unknownId: { query: { siteId: SITE.amr, id: NO_ID }, names: String(NO_ID) },
    bad: [...badSite({ id: ART.amr1 }), ...badId({ siteId: SITE.amr }), { query: { siteId: SITE.amr, id: ART.amr1, language: 'xx' }, names: 'language' }],
  },
  // ---- periods
  {
    name: 'getPeriodTree',
    path: '/front/front-period/getPeriodTree',
    query: { siteId: SITE.amr, isBack: 0, groupByYear: 1, periodAsc: 0 },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }, { siteId: EMPTY_SITE, groupByYear: 1 }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: [
      ...badSite(),
      { query: { siteId: SITE.amr, isBack: 2 }, names: 'isBack' },
      { query: { siteId: SITE.amr, groupByYear: 'yes' }, names: 'groupByYear' },
      { query: { siteId: SITE.amr, periodAsc: -1 }, names: 'periodAsc' },
    ],
  },
  {
    name: 'getAllPublishYears',
    path: '/front/front-period/getAllPublishYears',
    query: { siteId: SITE.amr },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: badSite(),
  },
  {
    name: 'getPeriodInfo',
    path: '/front/front-period/getPeriodInfo',
    query: { siteId: SITE.amr, year: 2024, issue: 1 },
    shape: 'object',
    unknownSite: { siteId: UNKNOWN_SITE_ID, year: 2024, issue: 1 },
    unknownId: { query: { siteId: SITE.amr, year: 2024, issue: 9 }, names: 'issue 9' },
    bad: [
      ...badSite({ year: 2024, issue: 1 }),
      { query: { siteId: SITE.amr, year: 'x', issue: 1 }, names: 'year' },
      { query: { siteId: SITE.amr, year: 2024, issue: 0 }, names: 'issue' },
      { query: { siteId: SITE.amr, issue: 1 }, names: 'year' },
    ],
  },
  {
    name: 'getFirstTwoPeriods',
    path: '/front/front-period/getFirstTwoPeriods',
    query: { siteId: SITE.amr },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }, { publicationIndexId: EMPTY_SITE }],
    unknownSite: { publicationIndexId: UNKNOWN_SITE_ID },
    bad: [
      { query: {}, names: 'siteId' },
      { query: { siteId: 'x' }, names: 'siteId' },
      { query: { publicationIndexId: 0 }, names: 'publicationIndexId' },
    ],
  },
  {
    name: 'period by id',
    path: `/front/front-period/${PERIOD.amr2024i1}`,
    query: {},
    shape: 'object',
    unknownId: { path: `/front/front-period/${NO_ID}`, names: String(NO_ID) },
    bad: [{ path: '/front/front-period/x1', query: {}, names: 'id' }],
  },
  // ---- news
  {
    name: 'getTopNews',
    path: '/front/front-news/getTopNews',
    query: { siteId: SITE.amr, newsDataType: 'news', type: '' },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE, newsDataType: 'news', type: '' }, { siteId: SITE.jnem, newsDataType: 'statement' }],
    unknownSite: { siteId: UNKNOWN_SITE_ID, newsDataType: 'news', type: '' },
    bad: [
      ...badSite({ newsDataType: 'news' }),
      { query: { siteId: SITE.amr, newsDataType: 'gossip' }, names: 'newsDataType' },
      { query: { siteId: SITE.amr, type: 'weird' }, names: 'type' },
      { query: { siteId: SITE.amr, size: 51 }, names: 'size' },
    ],
  },
  {
    name: 'news list',
    path: '/front/front-news/list',
    query: { siteId: SITE.amr, newsDataType: 'information', page: 1, size: 10 },
    shape: 'paged',
    empty: [{ siteId: EMPTY_SITE }, { siteId: SITE.amr, newsDataType: 'information', page: 9 }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: [...badSite(), { query: { siteId: SITE.amr, newsDataType: 'x' }, names: 'newsDataType' }, ...badPaging({ siteId: SITE.amr })],
  },
  {
    name: 'news detail',
    path: `/front/front-news/${NEWS.amrTopInfo}`,
    query: {},
    shape: 'object',
    unknownId: { path: `/front/front-news/${NO_ID}`, names: String(NO_ID) },
    bad: [{ path: '/front/front-news/abc', query: {}, names: 'id' }],
  },
  {
    name: 'news getJumpUrl',
    path: '/front/front-news/getJumpUrl',
    query: { siteId: SITE.amr, id: NEWS.amrTopInfo },
    shape: 'object',
    unknownSite: { siteId: UNKNOWN_SITE_ID, id: NEWS.amrTopInfo },
    unknownId: { query: { siteId: SITE.amr, id: NO_ID }, names: String(NO_ID) },
    bad: [...badSite({ id: NEWS.amrTopInfo }), ...badId({ siteId: SITE.amr })],
  },
  // ---- publications
  {
    name: 'publication search',
    path: '/front/front-publication/search',
    query: { siteId: SITE.cmg, q: '', page: 1, size: 20 },
    shape: 'paged',
    empty: [{ siteId: EMPTY_SITE }, { q: 'no such journal at all' }, { page: 9 }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: [{ query: { siteId: 'x' }, names: 'siteId' }, { query: { q: 'x'.repeat(151) }, names: 'q' }, ...badPaging({})],
  },
  {
    name: 'publication detail',
    path: `/front/front-publication/detail/${SITE.amr}`,
    query: {},
    shape: 'object',
    unknownId: { path: `/front/front-publication/detail/${NO_ID}`, names: String(NO_ID) },
    bad: [{ path: '/front/front-publication/detail/amr', query: {}, names: 'id' }],
  },
  {
    name: 'publication searchByCat',
    path: '/front/front-publication/search/searchByCat',
    query: { cat: '锂离子电池', page: 1, size: 20 },
    shape: 'paged',
    empty: [{ cat: '天文学' }, { page: 5 }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: [{ query: { cat: 'x'.repeat(101) }, names: 'cat' }, ...badPaging({})],
  },
  // ---- pictures, tables, audio/video
  {
    name: 'picture list',
    path: '/front/picture/list',
    query: sitePaged(SITE.amr),
    shape: 'paged',
    empty: [sitePaged(EMPTY_SITE), beyond(sitePaged(SITE.amr))],
    unknownSite: sitePaged(UNKNOWN_SITE_ID),
    bad: [...badSite(), ...badPaging({ siteId: SITE.amr })],
  },
  {
    name: 'table list',
    path: '/front/table/list',
    query: sitePaged(SITE.amr),
    shape: 'paged',
    empty: [sitePaged(EMPTY_SITE), sitePaged(SITE.jnem), beyond(sitePaged(SITE.amr))],
    unknownSite: sitePaged(UNKNOWN_SITE_ID),
    bad: [...badSite(), ...badPaging({ siteId: SITE.amr })],
  },
  {
    name: 'getAudioInfo',
    path: '/front/vod/getAudioInfo',
    query: { id: MEDIA.amrAudio },
    shape: 'object',
    unknownId: { query: { id: MEDIA.jnemVideo }, names: String(MEDIA.jnemVideo) },
    bad: badId(),
  },
  {
    name: 'getVideoInfo',
    path: '/front/vod/getVideoInfo',
    query: { id: MEDIA.jnemVideo },
    shape: 'object',
    unknownId: { query: { id: NO_ID }, names: String(NO_ID) },
    bad: badId(),
  },
  {
    name: 'vod res/list',
    path: '/front/vod/res/list',
    query: sitePaged(SITE.amr, { type: 'video' }),
    shape: 'paged',
    empty: [sitePaged(EMPTY_SITE), sitePaged(SITE.emf, { type: 'audio' }), beyond(sitePaged(SITE.amr))],
    unknownSite: sitePaged(UNKNOWN_SITE_ID),
    bad: [...badSite(), { query: { siteId: SITE.amr, type: 'podcast' }, names: 'type' }, ...badPaging({ siteId: SITE.amr })],
  },
  {
    name: 'getRelationsData',
    path: '/front/vod/getRelationsData',
    query: { id: MEDIA.amrAudio },
    shape: 'paged',
    empty: [{ id: MEDIA.amrVideoNoArticle }, { id: MEDIA.amrAudio, page: 20 }],
    unknownId: { query: { id: NO_ID }, names: String(NO_ID) },
    bad: [...badId(), ...badPaging({ id: MEDIA.amrAudio })],
  },
  // ---- books
  {
    name: 'getBookInfo',
    path: '/front/rc-book/getBookInfo/3001',
    query: {},
    shape: 'object',
    unknownId: { path: `/front/rc-book/getBookInfo/${NO_ID}`, names: String(NO_ID) },
    bad: [{ path: '/front/rc-book/getBookInfo/x', query: {}, names: 'id' }],
  },
  {
    name: 'book search',
    path: '/front/rc-book/search',
    query: { siteId: SITE.amr, q: '合金' },
    shape: 'paged',
    empty: [{ siteId: EMPTY_SITE }, { siteId: SITE.amr, q: '%' }, { siteId: SITE.amr, page: 3 }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: [...badSite(), { query: { siteId: SITE.amr, q: 'x'.repeat(151) }, names: 'q' }, ...badPaging({ siteId: SITE.amr })],
  },
  // ---- experts
  {
    name: 'expert list',
    path: '/front/expert/list',
    query: { topicId: SITE.amr, page: 0, size: 10, sort: '' },
    shape: 'expert',
    empty: [{ topicId: EMPTY_SITE }, { topicId: SITE.amr, page: 5 }],
    unknownSite: { topicId: UNKNOWN_SITE_ID },
    bad: [
      { query: {}, names: 'topicId' },
      { query: { topicId: 'x' }, names: 'topicId' },
      { query: { topicId: SITE.amr, page: -1 }, names: 'page' },
      { query: { topicId: SITE.amr, size: 0 }, names: 'size' },
      { query: { topicId: SITE.amr, sort: 'age' }, names: 'sort' },
    ],
  },
  // ---- collections
  {
    name: 'album list',
    path: '/front/album/list',
    query: { siteId: SITE.amr },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }, { siteId: SITE.emf }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: badSite(),
  },
  {
    name: 'topic list',
    path: '/front/topic/list',
    query: { siteId: SITE.cmg },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: badSite(),
  },
  {
    name: 'album detail',
    path: `/front/album/${COLLECTION.amrHea}`,
    query: {},
    shape: 'object',
    unknownId: { path: `/front/album/${NO_ID}`, names: String(NO_ID) },
    bad: [
      { path: '/front/album/zz', query: {}, names: 'id' },
      { path: `/front/album/${COLLECTION.amrHea}`, query: { page: 0 }, names: 'page' },
    ],
  },
  // ---- rankings
  {
    name: 'rank list',
    path: '/front/rank/list',
    query: { siteId: SITE.amr, by: 'views', period: 'all', size: 5 },
    shape: 'array',
    empty: [{ siteId: EMPTY_SITE }, { siteId: SITE.emf, period: '3m' }],
    unknownSite: { siteId: UNKNOWN_SITE_ID },
    bad: [
      ...badSite(),
      { query: { siteId: SITE.amr, by: 'likes' }, names: 'by' },
      { query: { siteId: SITE.amr, period: '5y' }, names: 'period' },
      { query: { siteId: SITE.amr, size: 1000 }, names: 'size' },
    ],
  },
  // ---- general jump
  {
    name: 'rc_res_general getJumpUrl',
    path: '/front/rc_res_general/getJumpUrl',
    query: { siteId: SITE.amr, id: ART.amr1 },
    shape: 'object',
    unknownSite: { siteId: UNKNOWN_SITE_ID, id: ART.amr1 },
    unknownId: { query: { siteId: SITE.amr, id: NO_ID }, names: String(NO_ID) },
    bad: [...badSite({ id: ART.amr1 }), ...badId({ siteId: SITE.amr }), { query: { siteId: SITE.amr, id: 1, type: 'podcast' }, names: 'type' }],
  },
];

function checkShape(shape: Shape, data: unknown): void {
  switch (shape) {
    case 'paged': {
      const d = data as { list: unknown[]; total: number; page: number; size: number };
      expect(Array.isArray(d.list)).toBe(true);
      expect(typeof d.total).toBe('number');
      expect(typeof d.page).toBe('number');
      expect(typeof d.size).toBe('number');
      expect(d.list.length).toBeLessThanOrEqual(d.size);
      break;
    }
    case 'array':
      expect(Array.isArray(data)).toBe(true);
      break;
    case 'object':
      expect(data).toBeTypeOf('object');
      expect(data).not.toBeNull();
      expect(Array.isArray(data)).toBe(false);
      break;
    case 'boolean':
      expect(typeof data).toBe('boolean');
      break;
    case 'expert': {
      const d = data as { content: unknown[]; totalElements: number }[];
      expect(Array.isArray(d)).toBe(true);
      expect(Array.isArray(d[0]!.content)).toBe(true);
      expect(typeof d[0]!.totalElements).toBe('number');
      break;
    }
  }
}

function isEmpty(shape: Shape, data: unknown): boolean {
  if (shape === 'paged') return (data as { list: unknown[] }).list.length === 0;
  if (shape === 'array') return (data as unknown[]).length === 0;
  if (shape === 'expert') return (data as { content: unknown[] }[])[0]!.content.length === 0;
  return false;
}

describe.each(ENDPOINTS)('$name', (ep) => {
  it('answers status 0, message success and data of the documented shape', async () => {
    const { res, body } = await get(app, ep.path, ep.query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body.status).toBe(0);
    expect(body.message).toBe('success');
    checkShape(ep.shape, body.data);
    if (ep.shape === 'paged' || ep.shape === 'array' || ep.shape === 'expert') expect(isEmpty(ep.shape, body.data)).toBe(false);
  });

  it('accepts a timestamp parameter', async () => {
    const { res, body } = await get(app, ep.path, { ...ep.query, timestamp: Date.now() });
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(0);
  });

  if (ep.empty) {
    it.each(ep.empty)('answers an empty result for %j', async (q) => {
      const { res, body } = await get(app, ep.path, q);
      expect(res.statusCode).toBe(200);
      expect(body.status).toBe(0);
      checkShape(ep.shape, body.data);
      expect(isEmpty(ep.shape, body.data)).toBe(true);
      if (ep.shape === 'paged') {
        const d = body.data as { page: number; size: number };
        if (q.page !== undefined) expect(d.page).toBe(Number(q.page));
      }
    });
  }

  if (ep.unknownSite) {
    it('answers an unknown site with status 10404 naming it', async () => {
      const { res, body } = await get(app, ep.path, ep.unknownSite!);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual({ status: 10404, data: null, message: expect.stringContaining(String(UNKNOWN_SITE_ID)) });
    });
  }

  if (ep.unknownId) {
    it('answers an unknown id with status 404 naming it', async () => {
      const u = ep.unknownId!;
      const { res, body } = await get(app, u.path ?? ep.path, u.query ?? {});
      expect(res.statusCode).toBe(200);
      expect(body.status).toBe(404);
      expect(body.data).toBeNull();
      expect(body.message).toContain(u.names);
    });
  }

  it.each(ep.bad)('rejects bad parameters $query $path with 400 naming $names', async ({ path, query, names }) => {
    const { res, body } = await get(app, path ?? ep.path, query);
    expect(res.statusCode).toBe(400);
    expect(body).toEqual({ status: 400, data: null, message: expect.stringContaining(names) });
  });
});

describe("the page server's data client gives the HTTP answers", () => {
  // The same services and validators answer both: the envelope in-process equals the HTTP one,
  // for good questions, empty answers, unknown sites and ids, and refused parameters.
  it.each(ENDPOINTS)('$name', async (ep) => {
    const cases: { path: string; query: Q }[] = [
      { path: ep.path, query: ep.query },
      ...(ep.empty ?? []).map((query) => ({ path: ep.path, query })),
      ...(ep.unknownSite ? [{ path: ep.path, query: ep.unknownSite }] : []),
      ...(ep.unknownId ? [{ path: ep.unknownId.path ?? ep.path, query: ep.unknownId.query ?? {} }] : []),
      ...ep.bad.map((b) => ({ path: b.path ?? ep.path, query: b.query })),
    ];
    for (const c of cases) {
      // the counter is a POST for the data client: its refusals name the body
      // (data clients leave out empty parameters: spec 3 counts them absent)
      const sent = Object.fromEntries(Object.entries(c.query).filter(([, v]) => v !== '')) as Q;
      const { body } = ep.name === 'updateCount' ? await post(app, c.path, sent) : await get(app, c.path, sent, { language: 'zh' });
      const inProcess = (await askInProcess(app, c.path, c.query, { language: 'zh' })) as typeof body;
      // a counter answers its new count: one more on the second call
      if (ep.name === 'updateCount' && body.status === 0) expect({ ...inProcess, data: null }).toEqual({ ...body, data: null });
      else expect(inProcess, `${c.path} ${JSON.stringify(c.query)}`).toEqual(body);
    }
  });
});

describe('article not found text (spec 8)', () => {
  it('uses "Article id is not exist." for every article-id endpoint', async () => {
    for (const p of [`${A}/${NO_ID}`, `${A}/getReference?id=${NO_ID}`, `${A}/download?id=${NO_ID}`, `${A}/relations/author?id=${NO_ID}`]) {
      const { body } = await get(app, p);
      expect(body.status).toBe(404);
      expect(body.message).toContain('Article id is not exist.');
    }
  });
});

describe('download', () => {
  it('refuses anonymous readers with status 401 and the exact message', async () => {
    const { res, body } = await get(app, `${A}/download`, { id: ART.amr1, type: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ status: 401, data: null, message: 'Please log in to your personal account to obtain download permission.' });
  });
  it('refuses a request with a token too (no token is valid before login exists)', async () => {
    const { body } = await get(app, `${A}/download`, { id: ART.amr1 }, { token: 'abc.def' });
    expect(body.status).toBe(401);
    expect(body.message).toBe('Please log in to your personal account to obtain download permission.');
  });
  it('rejects bad parameters with 400', async () => {
    for (const [q, names] of [
      [{}, 'id'],
      [{ id: 'x' }, 'id'],
      [{ id: ART.amr1, type: 'docx' }, 'type'],
    ] as const) {
      const { res, body } = await get(app, `${A}/download`, q);
      expect(res.statusCode).toBe(400);
      expect(body.message).toContain(names);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every content endpoint', async () => {
    const res = await app.inject({ method: 'GET', url: '/rc-pub/docs/json' });
    const paths = Object.keys((JSON.parse(res.body) as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/rc-pub/front/front-article/{id}',
      '/rc-pub/front/front-article/getFirstPublishArticles',
      '/rc-pub/front/front-article/relations/author',
      '/rc-pub/front/front-article/updateCount',
      '/rc-pub/front/front-article/download',
      '/rc-pub/front/front-period/getPeriodTree',
      '/rc-pub/front/front-news/getTopNews',
      '/rc-pub/front/front-publication/detail/{id}',
      '/rc-pub/front/vod/res/list',
      '/rc-pub/front/rc-book/getBookInfo/{id}',
      '/rc-pub/front/expert/list',
      '/rc-pub/front/album/{id}',
      '/rc-pub/front/rank/list',
      '/rc-pub/front/rc_res_general/getJumpUrl',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
