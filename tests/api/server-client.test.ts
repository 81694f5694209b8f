/** The page server's data client: the /rc-pub services in-process, answering what HTTP answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServerDataClient } from '../../server/api/server-client';
import { unwrap, ApiError } from '../../engine/data/api';
import { BUNDLE_PARTS, requestPart, type BundlePart } from '../../engine/config/bundle';
import type { DataClient } from '../../engine/data/client';
import type { RequestContext } from '../../server/services/context';
import { OPEN_SITE, UNKNOWN_SITE_ID, closeApp, get, makeApp } from './helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('server-client'));
});
afterAll(() => closeApp(app, dataDir));

const clientFor = (request: RequestContext = {}): DataClient => {
  const { config, operations } = app.masthead;
  return createServerDataClient(operations, { db: config.db, config, request }, app.log);
};

describe('createServerDataClient', () => {
  it('answers a method with the envelope HTTP sends, as an object', async () => {
    const env = await clientFor().siteById({ siteId: OPEN_SITE.siteId });
    expect(env.status).toBe(0);
    expect(env.message).toBe('success');
    expect((env.data as { sld: string }).sld).toBe(OPEN_SITE.sld);
    expect(env).toEqual((await get(app, '/front/site/findBySiteId', { siteId: OPEN_SITE.siteId })).body);
  });

  it('passes refusals through as envelopes (10404, 400 naming the field) for unwrap to throw', async () => {
    const api = clientFor();
    expect((await api.siteById({ siteId: UNKNOWN_SITE_ID })).status).toBe(10404);
    await expect(unwrap('/front/site/findBySiteId', api.siteById({ siteId: UNKNOWN_SITE_ID }))).rejects.toBeInstanceOf(ApiError);
    // parameters from a URL are checked by the route's own schema, as over HTTP
    const bad = await api.headerConfig({ siteId: 'abc' as unknown as number });
    expect(bad).toEqual({ status: 400, data: null, message: 'querystring/siteId must be integer' });
    expect(await api.articleDetail({ id: 0 })).toEqual({ status: 400, data: null, message: expect.stringContaining('params/id') });
  });

  it('runs a POST operation (counting a visit)', async () => {
    const before = (await clientFor().footerConfig({ siteId: OPEN_SITE.siteId })).data as { sumVisits: number };
    const env = await clientFor().countVisit({ siteId: OPEN_SITE.siteId });
    expect(env.status).toBe(0);
    expect((env.data as { sumVisits: number }).sumVisits).toBe(before.sumVisits + 1);
  });

  it('hands services the request context (the siteId header picks the code tables site)', async () => {
    const withSite = await clientFor({ siteId: OPEN_SITE.siteId, language: 'en' }).commonCodes({});
    expect(withSite).toEqual((await get(app, '/front/commonResource/getCommonCodes', {}, { siteid: String(OPEN_SITE.siteId) })).body);
  });

  it('freezes what it hands to loaders outside production', async () => {
    const env = await clientFor().headerConfig({ siteId: OPEN_SITE.siteId });
    expect(Object.isFrozen(env.data)).toBe(true);
    expect(() => {
      (env.data as Record<string, unknown>).navStyle = 99;
    }).toThrow(TypeError);
  });

  it('loads every bundle part of a site like the page server does', async () => {
    const api = clientFor({ language: 'zh' });
    for (const part of Object.keys(BUNDLE_PARTS) as BundlePart[]) {
      const env = await requestPart(api, part, OPEN_SITE.siteId);
      expect(env.status, `${part} ${env.message}`).toBe(0);
    }
  });
});
