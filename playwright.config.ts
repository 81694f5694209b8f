import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masthead-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Screenshot baselines beside the spec without the default -{projectName}-{platform} suffix:
  // tests/e2e/header-styles.spec.ts-snapshots/navstyle-<n>-<width>.png (one browser, one platform).
  expect: { toHaveScreenshot: { pathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/rc-pub/docs/json`,
    env: { PORT: String(port), HOST: '127.0.0.1', MASTHEAD_DATA_DIR: dataDir, MASTHEAD_LOG: '0' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
