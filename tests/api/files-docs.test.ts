/** /front/files/get, OpenAPI at /rc-pub/docs, the /rc-pub not-found answer, request headers. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONFIG_DIR, SITES, closeApp, get, makeApp } from './helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  ({ app, dataDir } = await makeApp('files-docs'));
});
afterAll(() => closeApp(app, dataDir));

/** A file of the seed data: [id, bytes]. */
function someFile(): [string, Buffer] | undefined {
  const candidates: [string, string][] = [['defaults', path.join(CONFIG_DIR, 'defaults/files')], ...SITES.map((s): [string, string] => [s.sld, path.join(s.dir, 'files')])];
  for (const [prefix, dir] of candidates) {
    if (!fs.existsSync(dir)) continue;
    const name = fs.readdirSync(dir).find((f) => !f.startsWith('.') && fs.statSync(path.join(dir, f)).isFile());
    if (name) return [`${prefix}.${name}`, fs.readFileSync(path.join(dir, name))];
  }
  return undefined;
}

describe('GET /front/files/get', () => {
  const file = someFile();

  it.skipIf(!file)('serves the bytes with a content type, a long cache lifetime and an ETag', async () => {
    const [id, bytes] = file!;
    const res = await app.inject({ method: 'GET', url: '/rc-pub/front/files/get', query: { id, timestamp: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBeTruthy();
    expect(res.headers['content-type']).not.toMatch(/json/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/rc-pub/front/files/get', query: { id }, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('knows image content types', async () => {
    const { contentTypeOf } = await import('../../server/db/seed');
    expect(contentTypeOf('a.png')).toBe('image/png');
    expect(contentTypeOf('a.SVG')).toBe('image/svg+xml');
    expect(contentTypeOf('a.jpeg')).toBe('image/jpeg');
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
  });

  it('answers an unknown id with HTTP 404 and a 404 envelope naming it', async () => {
    const { res, body } = await get(app, '/front/files/get', { id: 'nosuch.file.png' });
    expect(res.statusCode).toBe(404);
    expect(body).toEqual({ status: 404, data: null, message: 'File not found: nosuch.file.png' });
  });

  it.each([{}, { id: '../etc/passwd' }, { id: 'x' }, { id: 'a/b.png' }])('rejects bad id %j with 400 naming id', async (query) => {
    const { res, body } = await get(app, '/front/files/get', query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(400);
    expect(body.message).toContain('id');
  });
});

describe('OpenAPI', () => {
  const PATHS = [
    '/rc-pub/front/site/findBySld',
    '/rc-pub/front/site/findBySiteId',
    '/rc-pub/front/site/findByDomain',
    '/rc-pub/front/site/{siteId}/search-config',
    '/rc-pub/front/site/getSearchOptions',
    '/rc-pub/front/site/getConfigHeader',
    '/rc-pub/front/site/getFooterConfig',
    '/rc-pub/front/site/getPublicationConfig',
    '/rc-pub/front/site/getBasicInfo',
    '/rc-pub/front/site/getAggregatedConfig',
    '/rc-pub/front/site/getToolsList',
    '/rc-pub/front/channel/getChannelList',
    '/rc-pub/front/channel/getChannelInfo',
    '/rc-pub/front/module/getModuleList',
    '/rc-pub/front/layout/getLayout',
    '/rc-pub/front/site/getConfigLayers',
    '/rc-pub/front/front-publication/findGroupBySiteId',
    '/rc-pub/front/site/findGroupBySiteId',
    '/rc-pub/front/site/checkPower',
    '/rc-pub/front/commonResource/getCommonCodes',
    '/rc-pub/front/site/getMagazineFunctionalControl',
    '/rc-pub/front/aiqa/getAiqaConfig',
    '/rc-pub/front/aiqa/getAppInfo',
    '/rc-pub/front/files/get',
    '/rc-pub/front/site/visit',
  ];

  it('/rc-pub/docs/json lists every API path, and only API paths', async () => {
    const res = await app.inject('/rc-pub/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>; components?: { schemas?: Record<string, unknown> } };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of PATHS) expect(Object.keys(doc.paths), p).toContain(p);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/rc-pub/front/'))).toBe(true);
    expect(doc.paths['/rc-pub/front/site/visit']).toHaveProperty('post');
    // Parameters are documented, timestamp included.
    const params = doc.paths['/rc-pub/front/site/getConfigHeader']!.get!.parameters!;
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'siteId', in: 'query' }), expect.objectContaining({ name: 'timestamp', in: 'query' })]));
    // Shared schemas from schemas/ are components.
    expect(Object.keys(doc.components?.schemas ?? {}).length).toBeGreaterThan(10);
  });

  it('/rc-pub/docs serves the UI', async () => {
    const res = await app.inject('/rc-pub/docs/');
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('not found under /rc-pub', () => {
  it.each(['/rc-pub/nothing', '/rc-pub/front/site/unknownCall?siteId=1', '/rc-pub/'])('%s answers 404 with an envelope', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ status: 404, data: null, message: `Not found: ${url.split('?')[0]}` });
  });

  it('a wrong method answers the 404 envelope too', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/rc-pub/front/site/getConfigHeader?siteId=1' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ status: 404 });
  });
});

describe('request headers', () => {
  it('puts token, language and siteId on request.masthead (for the API and later plugins)', async () => {
    const { buildApp } = await import('../../server/app');
    const { tempDataDir } = await import('./helpers');
    const dir = tempDataDir('headers');
    const a = await buildApp({
      dataDir: dir,
      configDir: CONFIG_DIR,
      plugins: [async (instance) => void instance.get('/__probe', async (req) => req.masthead)],
    });
    try {
      const ok = await a.inject({ url: '/__probe', headers: { token: 'tok', language: 'en', siteid: '3' } });
      expect(JSON.parse(ok.body)).toEqual({ token: 'tok', language: 'en', siteId: 3 });
      const junk = await a.inject({ url: '/__probe', headers: { token: 'null', siteid: 'abc' } });
      expect(JSON.parse(junk.body)).toEqual({});
    } finally {
      await closeApp(a, dir);
    }
  });
});
