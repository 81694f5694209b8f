/**
 * API contract of every JSON GET endpoint of docs/architecture.md: success shape (status 0,
 * message 'success', data valid against its schema), timestamp accepted, unknown site (10404 with
 * a message naming it), bad parameters (HTTP 400, status 400, message naming the parameter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_SITE, OPEN_SITE, UNKNOWN_SITE_ID, closeApp, get, makeApp, schemaErrors } from './helpers';

let app: FastifyInstance;
let dataDir: string;
let channelId: number | undefined;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('contract'));
  if (CHANNEL_SITE) {
    const { body } = await get<{ id: number }[]>(app, '/front/channel/getChannelList', { siteId: CHANNEL_SITE.siteId });
    channelId = body.data[0]?.id;
  }
});
afterAll(() => closeApp(app, dataDir));

type Q = Record<string, string | number | boolean>;

interface Endpoint {
  path: string;
  /** The query of a successful call. */
  query: () => Q;
  /** Entity schema the data must satisfy (null: checked by `shape`). */
  schema: string | null;
  shape?: (data: unknown) => void;
  /** Query answering an unknown site (10404), with the text the message must contain. */
  unknownSite?: () => { query: Q; names: string };
  /** Bad queries and the parameter their message must name. */
  bad: { query: Q; names: string }[];
}

const site = () => ({ siteId: OPEN_SITE.siteId });
const unknownById = () => ({ query: { siteId: UNKNOWN_SITE_ID }, names: String(UNKNOWN_SITE_ID) });
const badSiteId = (extra: Q = {}) => [
  { query: { ...extra, siteId: 'abc' }, names: 'siteId' },
  { query: { ...extra, siteId: 0 }, names: 'siteId' },
  { query: { ...extra, siteId: -3 }, names: 'siteId' },
  { query: { ...extra, siteId: 1.5 }, names: 'siteId' },
  { query: { ...extra }, names: 'siteId' },
];

const isArray = (data: unknown) => expect(Array.isArray(data)).toBe(true);

const ENDPOINTS: Endpoint[] = [
  {
    path: '/front/site/findBySld',
    query: () => ({ sld: OPEN_SITE.sld }),
    schema: 'site',
    unknownSite: () => ({ query: { sld: 'no-such-site' }, names: 'no-such-site' }),
    bad: [
      { query: { sld: 'bad sld!' }, names: 'sld' },
      { query: {}, names: 'sld' },
    ],
  },
  {
    path: '/front/site/findBySiteId',
    query: site,
    schema: 'site',
    unknownSite: unknownById,
    bad: badSiteId(),
  },
  {
    path: '/front/site/findByDomain',
    query: () => ({ domain: typeof OPEN_SITE.record.domain === 'string' && OPEN_SITE.record.domain ? OPEN_SITE.record.domain : OPEN_SITE.sld }),
    schema: 'site',
    unknownSite: () => ({ query: { domain: 'nowhere.example.com' }, names: 'nowhere.example.com' }),
    bad: [
      { query: { domain: 'a/b' }, names: 'domain' },
      { query: {}, names: 'domain' },
    ],
  },
  { path: '/front/site/getConfigHeader', query: site, schema: 'header-config', unknownSite: unknownById, bad: badSiteId() },
  {
    path: '/front/site/getFooterConfig',
    query: site,
    schema: 'footer-config',
    shape: (d) => {
      const f = d as { sumVisits: unknown; todayVisits: unknown };
      expect(typeof f.sumVisits).toBe('number');
      expect(typeof f.todayVisits).toBe('number');
    },
    unknownSite: unknownById,
    bad: badSiteId(),
  },
  { path: '/front/site/getPublicationConfig', query: site, schema: 'publication-config', unknownSite: unknownById, bad: badSiteId() },
  { path: '/front/site/getBasicInfo', query: site, schema: 'basic-info', unknownSite: unknownById, bad: badSiteId() },
  { path: '/front/site/getAggregatedConfig', query: site, schema: 'aggregated-config', unknownSite: unknownById, bad: badSiteId() },
  { path: '/front/site/getToolsList', query: site, schema: 'tool-list', unknownSite: unknownById, bad: badSiteId() },
  {
    path: '/front/site/getSearchOptions',
    query: () => ({ siteId: OPEN_SITE.siteId, type: 'article' }),
    schema: null,
    shape: (d) => {
      isArray(d);
      for (const o of d as unknown[]) expect(schemaErrors('search-option', o)).toEqual([]);
    },
    unknownSite: () => ({ query: { siteId: UNKNOWN_SITE_ID, type: 'article' }, names: String(UNKNOWN_SITE_ID) }),
    bad: [...badSiteId({ type: 'article' }), { query: { siteId: OPEN_SITE.siteId, type: 'zzz' }, names: 'type' }, { query: { siteId: OPEN_SITE.siteId }, names: 'type' }],
  },
  {
    path: '/front/channel/getChannelList',
    query: () => ({ siteId: (CHANNEL_SITE ?? OPEN_SITE).siteId, filter: true }),
    schema: 'channel-list',
    unknownSite: () => ({ query: { siteId: UNKNOWN_SITE_ID, filter: true }, names: String(UNKNOWN_SITE_ID) }),
    bad: [...badSiteId({ filter: true }), { query: { siteId: OPEN_SITE.siteId, filter: 'maybe' }, names: 'filter' }],
  },
  {
    path: '/front/channel/getChannelInfo',
    query: () => ({ channelId: channelId ?? 1 }),
    schema: 'channel',
    bad: [
      { query: { channelId: 'x' }, names: 'channelId' },
      { query: { channelId: 0 }, names: 'channelId' },
      { query: {}, names: 'channelId' },
    ],
  },
  {
    path: '/front/module/getModuleList',
    query: () => ({ channelId: channelId ?? 1 }),
    schema: null,
    shape: (d) => {
      isArray(d);
      for (const m of d as unknown[]) expect(schemaErrors('module-instance', m)).toEqual([]);
    },
    bad: [
      { query: { channelId: 'x' }, names: 'channelId' },
      { query: {}, names: 'channelId' },
    ],
  },
  {
    path: '/front/layout/getLayout',
    query: () => ({ siteId: OPEN_SITE.siteId, page: 'home' }),
    schema: 'layout',
    unknownSite: () => ({ query: { siteId: UNKNOWN_SITE_ID, page: 'home' }, names: String(UNKNOWN_SITE_ID) }),
    bad: [...badSiteId({ page: 'home' }), { query: { siteId: OPEN_SITE.siteId, page: 'nope' }, names: 'page' }, { query: { siteId: OPEN_SITE.siteId }, names: 'page' }],
  },
  {
    path: '/front/site/getConfigLayers',
    query: site,
    schema: null,
    shape: (d) => {
      const layers = (d as { layers: { name: string; docs: Record<string, unknown> }[] }).layers;
      expect(layers[0]!.name).toBe('defaults');
      expect(layers[layers.length - 1]!.name).toBe('site');
      for (const l of layers) expect(typeof l.docs).toBe('object');
    },
    unknownSite: unknownById,
    bad: badSiteId(),
  },
  {
    path: '/front/front-publication/findGroupBySiteId',
    query: site,
    schema: null,
    shape: (d) => {
      isArray(d);
      for (const g of d as Record<string, unknown>[]) {
        expect(typeof g.siteId).toBe('number');
        expect(typeof g.sld).toBe('string');
        expect(typeof g.magId).toBe('number');
      }
    },
    unknownSite: unknownById,
    bad: badSiteId(),
  },
  {
    path: '/front/site/findGroupBySiteId',
    query: site,
    schema: null,
    shape: (d) => {
      if (d !== null) expect(schemaErrors('site', d)).toEqual([]);
    },
    unknownSite: unknownById,
    bad: badSiteId(),
  },
  { path: '/front/site/checkPower', query: site, schema: 'site-power', unknownSite: unknownById, bad: badSiteId() },
  {
    path: '/front/commonResource/getCommonCodes',
    query: () => ({}),
    schema: 'common-codes',
    unknownSite: unknownById,
    bad: [{ query: { siteId: 'abc' }, names: 'siteId' }],
  },
  { path: '/front/site/getMagazineFunctionalControl', query: site, schema: 'functional-control-list', unknownSite: unknownById, bad: badSiteId() },
  { path: '/front/aiqa/getAiqaConfig', query: site, schema: 'aiqa-config', unknownSite: unknownById, bad: badSiteId() },
  { path: '/front/aiqa/getAppInfo', query: site, schema: 'app-info', unknownSite: unknownById, bad: badSiteId() },
];

describe.each(ENDPOINTS)('GET $path', (ep) => {
  it('answers status 0, message success and schema-valid data', async () => {
    const { res, body } = await get(app, ep.path, ep.query());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body.status).toBe(0);
    expect(body.message).toBe('success');
    expect(body).toHaveProperty('data');
    if (ep.schema) expect(schemaErrors(ep.schema, body.data)).toEqual([]);
    ep.shape?.(body.data);
  });

  it('accepts a timestamp parameter', async () => {
    const plain = await get(app, ep.path, ep.query());
    const stamped = await get(app, ep.path, { ...ep.query(), timestamp: Date.now() });
    expect(stamped.res.statusCode).toBe(200);
    expect(stamped.body.status).toBe(0);
    expect(stamped.body.data).toEqual(plain.body.data);
  });

  if (ep.unknownSite) {
    it('answers an unknown site with status 10404 naming it', async () => {
      const u = ep.unknownSite!();
      const { res, body } = await get(app, ep.path, u.query);
      expect(res.statusCode).toBe(200);
      expect(body.status).toBe(10404);
      expect(body.data).toBeNull();
      expect(body.message).toContain(u.names);
    });
  }

  it.each(ep.bad)('rejects bad parameters $query with 400 naming $names', async ({ query, names }) => {
    const { res, body } = await get(app, ep.path, query);
    expect(res.statusCode).toBe(400);
    expect(body).toEqual({ status: 400, data: null, message: expect.stringContaining(names) });
  });
});

describe('GET /front/site/{siteId}/search-config', () => {
  it('answers the search types', async () => {
    const { res, body } = await get(app, `/front/site/${OPEN_SITE.siteId}/search-config`, { timestamp: 1 });
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(0);
    expect(body.message).toBe('success');
    expect(schemaErrors('search-config-list', body.data)).toEqual([]);
  });
  it('answers an unknown site with 10404', async () => {
    const { body } = await get(app, `/front/site/${UNKNOWN_SITE_ID}/search-config`);
    expect(body.status).toBe(10404);
    expect(body.message).toContain(String(UNKNOWN_SITE_ID));
  });
  it.each(['abc', '0', '-1'])('rejects siteId %s with 400 naming it', async (id) => {
    const { res, body } = await get(app, `/front/site/${id}/search-config`);
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(400);
    expect(body.message).toContain('siteId');
  });
});
