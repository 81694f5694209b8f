import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const assets = path.resolve('dist/client/assets');

test('the browser bundle carries no schema compiler and no server-only code', () => {
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) {
    const code = fs.readFileSync(path.join(assets, f), 'utf8');
    // ajv's compiler reads these options; precompiled standalone validators never do.
    expect(code.includes('strictSchema'), `${f} contains the ajv compiler`).toBe(false);
    expect(code.includes('better-sqlite3'), `${f} contains server code`).toBe(false);
  }
});

test('the home page loads neither the validators, DOMPurify, axios nor CodeMirror before use', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/amr/zh/home');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
  const names = scripts.map((u) => u.split('/').pop()!);
  for (const lazy of ['validators-', 'sanitize-', 'axios-', 'JsonEditor-']) {
    expect(names.some((n) => n.startsWith(lazy)), `${lazy} loaded on the home page`).toBe(false);
  }
});
