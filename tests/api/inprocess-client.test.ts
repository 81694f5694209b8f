/** The page server's in-process ApiClient (app.inject, no HTTP hop). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createInProcessClient } from '../../server/api/inprocess-client';
import { unwrap, ApiError } from '../../engine/data/api';
import { BUNDLE_PARTS } from '../../engine/config/bundle';
import { OPEN_SITE, UNKNOWN_SITE_ID, closeApp, makeApp } from './helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('inprocess'));
});
afterAll(() => closeApp(app, dataDir));

describe('createInProcessClient', () => {
  it('GETs with query params and answers the parsed envelope', async () => {
    const api = createInProcessClient(app);
    const env = await api.get<{ sld: string }>('/front/site/findBySiteId', { siteId: OPEN_SITE.siteId, timestamp: 1, skipped: undefined });
    expect(env.status).toBe(0);
    expect(env.message).toBe('success');
    expect(env.data.sld).toBe(OPEN_SITE.sld);
  });

  it('passes errors through as envelopes (10404, 400) for unwrap to throw', async () => {
    const api = createInProcessClient(app);
    const unknown = await api.get('/front/site/findBySiteId', { siteId: UNKNOWN_SITE_ID });
    expect(unknown.status).toBe(10404);
    await expect(unwrap('/front/site/findBySiteId', api.get('/front/site/findBySiteId', { siteId: UNKNOWN_SITE_ID }))).rejects.toBeInstanceOf(ApiError);
    const bad = await api.get('/front/site/getConfigHeader', { siteId: 'abc' });
    expect(bad).toEqual({ status: 400, data: null, message: expect.stringContaining('siteId') });
    const missing = await api.get('/front/nothing');
    expect(missing.status).toBe(404);
  });

  it('POSTs a JSON body', async () => {
    const api = createInProcessClient(app);
    const env = await api.post<{ sumVisits: number }>('/front/site/visit', { siteId: OPEN_SITE.siteId });
    expect(env.status).toBe(0);
    expect(env.data.sumVisits).toBeGreaterThan(0);
  });

  it('sends the token, language and siteId headers', async () => {
    // getCommonCodes falls back to the siteId header: an unknown header site is ignored, a known one used.
    const api = createInProcessClient(app, { token: 't', language: 'en', siteId: OPEN_SITE.siteId });
    expect((await api.get('/front/commonResource/getCommonCodes')).status).toBe(0);
  });

  it('loads every bundle part of a site like the page server does', async () => {
    const api = createInProcessClient(app, { language: 'zh' });
    for (const [part, { path }] of Object.entries(BUNDLE_PARTS)) {
      const url = path.replace('{siteId}', String(OPEN_SITE.siteId));
      const params = part === 'channels' ? { siteId: OPEN_SITE.siteId, filter: true } : part === 'commonCodes' ? {} : { siteId: OPEN_SITE.siteId };
      const env = await api.get(url, params);
      expect(env.status, `${part} ${env.message}`).toBe(0);
    }
  });
});

describe('from inside an encapsulated plugin (as the page server uses it)', () => {
  it('reaches the API through the plugin instance', async () => {
    const { buildApp } = await import('../../server/app');
    const { tempDataDir, CONFIG_DIR } = await import('./helpers');
    const dir = tempDataDir('inprocess-plugin');
    const a = await buildApp({
      dataDir: dir,
      configDir: CONFIG_DIR,
      plugins: [
        async (instance) => {
          instance.get('/*', async (req) => {
            const api = createInProcessClient(instance, { language: 'zh' });
            return api.get('/front/site/findBySiteId', { siteId: OPEN_SITE.siteId, path: req.url });
          });
        },
      ],
    });
    try {
      const res = await a.inject('/some/page');
      expect(JSON.parse(res.body)).toMatchObject({ status: 0, data: { siteId: OPEN_SITE.siteId } });
      // The page catch-all does not swallow unknown API paths.
      const api404 = await a.inject('/rc-pub/front/unknown');
      expect(api404.statusCode).toBe(404);
      expect(JSON.parse(api404.body)).toMatchObject({ status: 404, message: 'Not found: /rc-pub/front/unknown' });
    } finally {
      await closeApp(a, dir);
    }
  });
});
