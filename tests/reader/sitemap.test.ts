import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { registerSitemap } from '../../server/pages/sitemap';
import { closeApp, get, tempDataDir } from '../api/helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir('sitemap');
  app = await buildApp({ dataDir, configDir: 'site-configs', logger: false, plugins: [async (i) => registerSitemap(i)] });
}, 120_000);
afterAll(() => closeApp(app, dataDir));

async function lines(url: string, host = 'portal.test'): Promise<{ status: number; urls: string[] }> {
  const res = await app.inject({ method: 'GET', url, headers: { host } });
  return { status: res.statusCode, urls: res.body.split('\n').filter(Boolean) };
}

describe('/sitemap.txt', () => {
  it('lists every article, issue and news URL of a journal, absolute, in its route family', async () => {
    const { status, urls } = await lines('/amr/sitemap.txt');
    expect(status).toBe(200);
    const periods = (await get<unknown[]>(app, '/front/front-period/getPeriodTree', { siteId: 735 })).body;
    expect(urls.filter((u) => /\/amr\/zh\/issue\/\d{4}\/\d+$/.test(u))).toHaveLength(periods.data.length); // demo: 34
    expect(urls.filter((u) => /\/amr\/zh\/article\/\d+$/.test(u))).toHaveLength(150); // demo: 150 amr articles
    expect(urls.some((u) => /\/amr\/zh\/newsDetails\/\d+$/.test(u))).toBe(true);
    expect(urls.every((u) => u.startsWith('http://portal.test/amr/zh/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('uses the site default language (emf is English) and the slds query', async () => {
    const { urls } = await lines('/sitemap.txt?slds=emf');
    expect(urls.filter((u) => /\/emf\/en\/article\/\d+$/.test(u))).toHaveLength(80);
  });

  it('a group lists its members\' articles; the plain /sitemap.txt is the default site', async () => {
    const cmg = await lines('/cmg/sitemap.txt');
    expect(cmg.urls.filter((u) => u.includes('/article/'))).toHaveLength(280); // amr 150 + jnem 130
    const all = await lines('/sitemap.txt');
    expect(all.urls.filter((u) => /^http:\/\/portal\.test\/zh\/article\/\d+$/.test(u))).toHaveLength(360);
  });

  it('unknown and closed sites have no sitemap', async () => {
    expect((await lines('/nosuch/sitemap.txt')).status).toBe(404);
    expect((await lines('/closed/sitemap.txt')).status).toBe(404);
  });
});
