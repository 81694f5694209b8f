/**
 * `npm run bench`: prints one JSON line per figure. Benchmarks never fail on time.
 * Starts the built server on a scratch data dir in a child process, so load and server do not
 * share one event loop.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installRuntimeCompiler } from '../engine/validation/runtime-compiler';
import { benchEngineRender } from './engine-render';
import { benchInitialJs } from './initial-js';
import { benchApi } from './api-throughput';
import { benchArticleViews, benchLighthouse, readerPages } from './reader-pages';
import { ensureBuild } from '../scripts/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const print = (o: Record<string, unknown>) => console.log(JSON.stringify(o));

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

async function main() {
  installRuntimeCompiler();
  print(await benchEngineRender());

  ensureBuild();
  const port = 4399;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MASTHEAD_DATA_DIR: dataDir, MASTHEAD_LOG: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/rc-pub/docs/json`);
    const sites = ['amr', 'jnem', 'emf', 'cmg', 'all'];
    for (const r of await benchInitialJs(base, [...sites.map((s) => ({ name: `home:${s}`, path: `/${s}/${s === 'emf' ? 'en' : 'zh'}/home` })), { name: 'playground', path: '/playground' }])) print(r);
    for (const r of await benchApi(base, ['/rc-pub/front/site/getConfigHeader?siteId=735', '/rc-pub/front/channel/getChannelList?siteId=735&filter=true', '/rc-pub/front/layout/getLayout?siteId=735&page=home'])) print(r);
    const pages = await readerPages(base);
    print(await benchArticleViews(base, pages.article));
    for (const r of await benchLighthouse(base, pages)) print(r);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
