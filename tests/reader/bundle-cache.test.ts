/**
 * The page server keeps each site's config bundle between page views of one config version:
 * a second page of the same site asks the API for no config part again, and an operator's reseed
 * shows on the very next page view.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { render } from '../../app/entry-server';
import { pageDataClient } from '../../server/api/server-client';
import type { DataClient } from '../../engine/data/client';
import type { RequestHeaders } from '../../engine/data/api';
import { closeApp, makeApp } from '../api/helpers';

let app: FastifyInstance;
let dataDir: string;
let configDir: string;

beforeAll(async () => {
  configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-bundle-cache-'));
  fs.cpSync('site-configs', configDir, { recursive: true });
  ({ app, dataDir } = await makeApp('bundle-cache', configDir));
}, 120_000);
afterAll(async () => {
  await closeApp(app, dataDir);
  fs.rmSync(configDir, { recursive: true, force: true });
});

const configCalls: string[] = [];
const apiFor = (h: RequestHeaders) => {
  const client = pageDataClient(app, h);
  const counted = <K extends 'footerConfig' | 'headerConfig' | 'channelList'>(name: K) =>
    ((p: never) => {
      configCalls.push(name);
      return client[name](p);
    }) as DataClient[K];
  return { ...client, footerConfig: counted('footerConfig'), headerConfig: counted('headerConfig'), channelList: counted('channelList') };
};

async function page(url: string) {
  const r = await render({ url: `http://localhost${url}`, headers: { host: 'localhost' }, apiFor, mode: 'production', configVersion: () => app.masthead.config.version() });
  if (r.kind !== 'html') throw new Error(`${url} redirected to ${r.location}`);
  return r.body;
}

describe('site bundles kept by the page server', () => {
  it('loads a site’s config once per config version, and a reseed shows on the next page', async () => {
    const phone = (html: string) => /data-line="phone">[^<]*<!-- -->([^<]+)</.exec(html)?.[1];
    expect(phone(await page('/amr/zh/home'))).toBe('010-62337735');
    const first = configCalls.length;
    expect(first).toBeGreaterThanOrEqual(3);
    await page('/amr/zh/issues');
    await page('/amr/en/home');
    expect(configCalls.length).toBe(first); // the same site: no config part fetched again

    const footer = path.join(configDir, 'sites/amr/footer.json');
    fs.writeFileSync(footer, fs.readFileSync(footer, 'utf8').replace('010-62337735', '010-12345678'));
    await app.masthead.config.reseed(configDir);
    expect(phone(await page('/amr/zh/home'))).toBe('010-12345678'); // the footer's phone line
    expect(configCalls.length).toBeGreaterThan(first);
  });

  it('without a config version (tests, tools) every page loads its bundle afresh', async () => {
    const before = configCalls.length;
    await render({ url: 'http://localhost/amr/zh/home', headers: { host: 'localhost' }, apiFor, mode: 'production' });
    expect(configCalls.length).toBeGreaterThan(before);
  });
});
