/**
 * Behaviour against the small fixture (tests/fixtures/site-configs), whose values are known:
 * inheritance defaults -> group -> site, site status, group endpoints, channels, module lists,
 * layouts, visits, files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIXTURE_CONFIG_DIR, closeApp, get, makeApp, post } from './helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('fixture', FIXTURE_CONFIG_DIR));
});
afterAll(() => closeApp(app, dataDir));

// Fixture: all=1, cmg=2 (group of 3 and 502), emf=3, closed=4 (status 10001), jnem=502.

describe('site lookup', () => {
  it('finds by sld, siteId and domain, with id and siteId, without schemaVersion', async () => {
    for (const [url, q] of [
      ['/front/site/findBySld', { sld: 'emf' }],
      ['/front/site/findBySld', { siteId: 3 }],
      ['/front/site/findBySiteId', { siteId: 3 }],
      ['/front/site/findByDomain', { domain: 'EMF.example.org:8080' }],
      ['/front/site/findByDomain', { domain: 'emf' }],
    ] as const) {
      const { body } = await get<Record<string, unknown>>(app, url, q);
      expect(body.status, `${url} ${JSON.stringify(q)}`).toBe(0);
      expect(body.data).toMatchObject({ id: 3, siteId: 3, sld: 'emf', domain: 'emf.example.org' });
      expect(body.data).not.toHaveProperty('schemaVersion');
    }
  });

  it('sld lookup is case-insensitive', async () => {
    const { body } = await get(app, '/front/site/findBySld', { sld: 'EMF' });
    expect(body.status).toBe(0);
  });

  it('answers a closed site with status 10001 and the site as data', async () => {
    for (const q of [{ sld: 'closed' }, { siteId: 4 }] as Record<string, string | number>[]) {
      const { res, body } = await get<Record<string, unknown>>(app, '/front/site/findBySld', q);
      expect(res.statusCode).toBe(200);
      expect(body.status).toBe(10001);
      expect(body.data).toMatchObject({ siteId: 4, sld: 'closed' });
      expect(body.message).toContain('closed');
    }
    const byId = await get(app, '/front/site/findBySiteId', { siteId: 4 });
    expect(byId.body.status).toBe(10001);
  });

  it('names the unknown sld in the message', async () => {
    const { body } = await get(app, '/front/site/findBySld', { sld: 'ghost' });
    expect(body).toEqual({ status: 10404, data: null, message: 'Site not found: ghost' });
  });
});

describe('inheritance defaults -> group -> site', () => {
  it('merges the header key by key', async () => {
    const { body } = await get<Record<string, unknown>>(app, '/front/site/getConfigHeader', { siteId: 3 });
    expect(body.data).toMatchObject({
      navStyle: 7, // site
      greeting: '集团欢迎', // group cmg
      enGreeting: 'Welcome', // defaults
      logo: { hasLogo: 1, logoUrl: '/rc-pub/front/files/get?id=emf.logo.png' }, // nested merge
    });
    expect(body.data).not.toHaveProperty('schemaVersion');
  });

  it('a member without own header gets defaults + group; a site outside groups gets defaults', async () => {
    const jnem = await get<Record<string, unknown>>(app, '/front/site/getConfigHeader', { siteId: 502 });
    expect(jnem.body.data).toMatchObject({ navStyle: 4, greeting: '集团欢迎' });
    const all = await get<Record<string, unknown>>(app, '/front/site/getConfigHeader', { siteId: 1 });
    expect(all.body.data).toMatchObject({ navStyle: 1, greeting: '欢迎' });
  });

  it('list documents replace whole', async () => {
    const emf = await get<unknown[]>(app, '/front/site/getToolsList', { siteId: 3 });
    expect(emf.body.data).toEqual([{ id: 9, resName: 'Email', type: 'platform', platformType: 'email' }]);
    const all = await get<unknown[]>(app, '/front/site/getToolsList', { siteId: 1 });
    expect(all.body.data).toHaveLength(2);
    const fc = await get<unknown[]>(app, '/front/site/getMagazineFunctionalControl', { siteId: 3 });
    expect(fc.body.data).toEqual([{ columnName: 'multilingual' }]);
  });

  it('getConfigLayers lists the raw layers in merge order', async () => {
    const { body } = await get<{ layers: { name: string; siteId: number; sld: string | null; docs: Record<string, unknown>; sources: Record<string, string> }[] }>(
      app,
      '/front/site/getConfigLayers',
      { siteId: 3 },
    );
    expect(body.data.layers.map((l) => [l.name, l.siteId, l.sld])).toEqual([
      ['defaults', 0, null],
      ['group', 2, 'cmg'],
      ['site', 3, 'emf'],
    ]);
    const [defaults, group, site] = body.data.layers;
    expect(defaults!.docs.header).toMatchObject({ schemaVersion: 1, navStyle: 1 });
    expect(defaults!.docs['layout:home']).toBeDefined();
    expect(group!.docs.header).toEqual({ schemaVersion: 1, navStyle: 4, greeting: '集团欢迎' });
    expect(site!.sources.header).toBe('sites/emf/header.json');
    const solo = await get<{ layers: { name: string }[] }>(app, '/front/site/getConfigLayers', { siteId: 1 });
    expect(solo.body.data.layers.map((l) => l.name)).toEqual(['defaults', 'site']);
  });

  it('config endpoints still answer for a closed site (its forbidden page needs them)', async () => {
    const { body } = await get(app, '/front/site/getConfigHeader', { siteId: 4 });
    expect(body.status).toBe(0);
  });
});

describe('groups, power, search', () => {
  it('findGroupBySiteId (site): the group or null', async () => {
    const member = await get<Record<string, unknown>>(app, '/front/site/findGroupBySiteId', { siteId: 3 });
    expect(member.body.data).toMatchObject({ siteId: 2, sld: 'cmg' });
    const none = await get(app, '/front/site/findGroupBySiteId', { siteId: 1 });
    expect(none.body).toEqual({ status: 0, data: null, message: 'success' });
  });

  it('findGroupBySiteId (front-publication): members of a group, the group of a member', async () => {
    const group = await get(app, '/front/front-publication/findGroupBySiteId', { siteId: 2 });
    expect(group.body.data).toEqual([
      { siteId: 3, sld: 'emf', magId: 31, publicationName: '电磁场', enPublicationName: 'EMF' },
      { siteId: 502, sld: 'jnem', magId: 52, publicationName: '新能源', enPublicationName: 'J New Energy' },
    ]);
    const member = await get(app, '/front/front-publication/findGroupBySiteId', { siteId: 502 });
    expect(member.body.data).toEqual([{ siteId: 2, sld: 'cmg', magId: 0, publicationName: 'CMG', enPublicationName: 'CMG' }]);
    const alone = await get(app, '/front/front-publication/findGroupBySiteId', { siteId: 1 });
    expect(alone.body.data).toEqual([]);
  });

  it('checkPower defaults to true and reads the site record', async () => {
    expect((await get(app, '/front/site/checkPower', { siteId: 3 })).body.data).toEqual({ visitPower: true, downloadPower: false });
    expect((await get(app, '/front/site/checkPower', { siteId: 502 })).body.data).toEqual({ visitPower: true, downloadPower: true });
  });

  it('search options by type; thesis is article; a type without options is []', async () => {
    const article = await get<{ field: string }[]>(app, '/front/site/getSearchOptions', { siteId: 3, type: 'article' });
    expect(article.body.data.map((o) => o.field)).toEqual(['title', 'author']);
    const thesis = await get(app, '/front/site/getSearchOptions', { siteId: 3, type: 'thesis' });
    expect(thesis.body.data).toEqual(article.body.data);
    const video = await get(app, '/front/site/getSearchOptions', { siteId: 3, type: 'video' });
    expect(video.body).toEqual({ status: 0, data: [], message: 'success' });
  });

  it('common codes: defaults, or merged for a site given by query or header', async () => {
    const d = await get<Record<string, unknown>>(app, '/front/commonResource/getCommonCodes');
    expect(d.body.data).toHaveProperty('citationFormats');
    const h = await get(app, '/front/commonResource/getCommonCodes', {}, { siteid: '3' });
    expect(h.body.status).toBe(0);
    const badHeader = await get(app, '/front/commonResource/getCommonCodes', {}, { siteid: 'abc' });
    expect(badHeader.body.status).toBe(0);
  });
});

describe('footer and visits', () => {
  it('counts visits with POST /front/site/visit and shows them in the footer', async () => {
    const before = await get<{ sumVisits: number; todayVisits: number; copyright: string }>(app, '/front/site/getFooterConfig', { siteId: 502 });
    expect(before.body.data).toMatchObject({ sumVisits: 0, todayVisits: 0, showVisits: 1 });
    const v1 = await post(app, '/front/site/visit', { siteId: 502 });
    expect(v1.body).toEqual({ status: 0, data: { sumVisits: 1, todayVisits: 1 }, message: 'success' });
    await post(app, '/front/site/visit', { siteId: 502 });
    const after = await get<{ sumVisits: number; todayVisits: number }>(app, '/front/site/getFooterConfig', { siteId: 502 });
    expect(after.body.data).toMatchObject({ sumVisits: 2, todayVisits: 2 });
    // Reading the footer does not count.
    const again = await get<{ sumVisits: number }>(app, '/front/site/getFooterConfig', { siteId: 502 });
    expect(again.body.data.sumVisits).toBe(2);
  });

  it('footer merges site over defaults', async () => {
    const { body } = await get<Record<string, unknown>>(app, '/front/site/getFooterConfig', { siteId: 3 });
    expect(body.data).toMatchObject({ copyright: '© EMF', enCopyright: '© Masthead', showVisits: 1 });
  });

  it('visit: unknown site 10404, bad body 400 naming siteId, malformed JSON 400', async () => {
    const unknown = await post(app, '/front/site/visit', { siteId: 999 });
    expect(unknown.body.status).toBe(10404);
    for (const payload of [{}, { siteId: 'x' }, { siteId: 0 }]) {
      const r = await post(app, '/front/site/visit', payload);
      expect(r.res.statusCode).toBe(400);
      expect(r.body.status).toBe(400);
      expect(r.body.message).toContain('siteId');
    }
    const res = await app.inject({ method: 'POST', url: '/rc-pub/front/site/visit', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, data: null });
  });
});

describe('channels and module lists', () => {
  it('filter=true answers the tree: children nested in file order, parentIndex filled, all items kept', async () => {
    const { body } = await get<{ id: number; parentId: number; parentIndex: number; enable: string; children: { id: number; parentId: number; parentIndex: number }[] }[]>(
      app,
      '/front/channel/getChannelList',
      { siteId: 3, filter: true },
    );
    expect(body.data.map((c) => c.id)).toEqual([301, 302, 305]);
    expect(body.data[2]!.enable).toBe('0');
    const browse = body.data[1]!;
    expect(browse.children.map((c) => c.id)).toEqual([304, 303]);
    expect(browse.children[0]).toMatchObject({ parentId: 302, parentIndex: 1 });
    expect(body.data[0]).toMatchObject({ parentId: 0, parentIndex: 0, children: [] });
  });

  it('without filter answers a flat list in tree order', async () => {
    const { body } = await get<{ id: number; children?: unknown }[]>(app, '/front/channel/getChannelList', { siteId: 3 });
    expect(body.data.map((c) => c.id)).toEqual([301, 302, 304, 303, 305]);
    expect(body.data.every((c) => c.children === undefined)).toBe(true);
  });

  it('a site without channels answers []', async () => {
    const { body } = await get(app, '/front/channel/getChannelList', { siteId: 502, filter: true });
    expect(body).toEqual({ status: 0, data: [], message: 'success' });
  });

  it('getChannelInfo answers the channel with its subtree; unknown: status 404 naming it', async () => {
    const { body } = await get<{ id: number; children: { id: number }[] }>(app, '/front/channel/getChannelInfo', { channelId: 302 });
    expect(body.data.id).toBe(302);
    expect(body.data.children.map((c) => c.id)).toEqual([304, 303]);
    const unknown = await get(app, '/front/channel/getChannelInfo', { channelId: 77777 });
    expect(unknown.body).toEqual({ status: 404, data: null, message: 'Channel not found: 77777' });
    const wrongSite = await get(app, '/front/channel/getChannelInfo', { channelId: 302, siteId: 2 });
    expect(wrongSite.body.status).toBe(404);
  });

  it('getModuleList: the list, [] for a channel without one, 404 for an unknown channel', async () => {
    expect((await get(app, '/front/module/getModuleList', { channelId: 302 })).body.data).toEqual([{ id: 'm-302-1', type: 'issue-list' }]);
    expect((await get(app, '/front/module/getModuleList', { channelId: 303 })).body).toEqual({ status: 0, data: [], message: 'success' });
    const unknown = await get(app, '/front/module/getModuleList', { channelId: 77777 });
    expect(unknown.body.status).toBe(404);
    expect(unknown.body.message).toContain('77777');
  });
});

describe('layouts', () => {
  it('a site layout naming only main keeps the inherited header, aside and footer', async () => {
    const { body } = await get<{ page: string; schemaVersion: number; regions: Record<string, { id: string }[]> }>(app, '/front/layout/getLayout', {
      siteId: 3,
      page: 'home',
    });
    expect(body.data.page).toBe('home');
    expect(body.data.schemaVersion).toBe(1);
    expect(body.data.regions.header!.map((m) => m.id)).toEqual(['site-header']);
    expect(body.data.regions.main!.map((m) => m.id)).toEqual(['emf-banner', 'emf-issues']);
    expect(body.data.regions.footer!.map((m) => m.id)).toEqual(['site-footer']);
    expect(body.data.regions.aside).toEqual([]);
  });

  it('other sites get the defaults layout', async () => {
    const { body } = await get<{ regions: Record<string, { id: string }[]> }>(app, '/front/layout/getLayout', { siteId: 502, page: 'home' });
    expect(body.data.regions.main!.map((m) => m.id)).toEqual(['home-news']);
  });

  it('a page kind no layer defines answers an empty layout', async () => {
    const { body } = await get(app, '/front/layout/getLayout', { siteId: 3, page: 'rssList' });
    expect(body).toEqual({ status: 0, data: { schemaVersion: 1, page: 'rssList', regions: {} }, message: 'success' });
  });
});

describe('aiqa', () => {
  it('answers config and app info', async () => {
    expect((await get(app, '/front/aiqa/getAiqaConfig', { siteId: 3 })).body.data).toEqual({ enabled: false, title: '鸿云智能（Beta版）', url: '' });
    expect((await get(app, '/front/aiqa/getAppInfo', { siteId: 3 })).body.data).toEqual({ name: 'Masthead' });
  });
});
