// `npm test`: everything a fresh machine needs, then every suite:
// generated files fresh, config lint, unit/component/API tests (Vitest), build, browser tests (Playwright).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser.mjs';
import { ensureBuild } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-test-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    console.error(`FAILED: ${label}`);
  }
}

step('generated types and validators are fresh (npm run gen -- --check)', bin('tsx'), ['scripts/gen.ts', '--check']);
step('site configs lint clean (npm run validate-config)', bin('tsx'), ['scripts/validate-config.ts', 'site-configs']);
step('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']);

/** Add a runner's counts; a runner that failed without a failing test (a suite that did not load) counts once. */
function count(ok, pass, fail) {
  passed += pass;
  failed += fail || (ok ? 0 : 1);
}

const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run('unit, component and API tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  count(vitestOk, r.numPassedTests, r.numFailedTests);
} else count(false, 0, 0);

ensureBuild();
const chrome = findBrowser();
const pwJson = path.join(out, 'playwright.json');
const pwOk = run('browser tests (playwright, chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
  ...(chrome ? { CHROME_PATH: chrome } : {}),
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});
if (fs.existsSync(pwJson)) {
  const s = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats;
  count(pwOk, s.expected + (s.flaky ?? 0), s.unexpected);
} else count(false, 0, 0);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
