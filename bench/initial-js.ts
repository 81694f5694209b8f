/**
 * Initial JS of a page: every script the browser fetches until the page has hydrated and gone
 * idle, each gzip-compressed (level 9) and summed. Measured in Chromium against the real server.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findBrowser, CHROME_ARGS } from '../scripts/find-browser.mjs';

export async function benchInitialJs(baseUrl: string, pages: { name: string; path: string }[]): Promise<Record<string, unknown>[]> {
  const executablePath = findBrowser();
  const browser = await chromium.launch({ executablePath, args: CHROME_ARGS });
  const out: Record<string, unknown>[] = [];
  try {
    for (const p of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        const type = res.headers()['content-type'] ?? '';
        if (res.request().resourceType() === 'script' || type.includes('javascript')) {
          try {
            scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
          } catch {
            /* body unavailable (redirect) */
          }
        }
      });
      await page.goto(baseUrl + p.path, { waitUntil: 'networkidle' });
      const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join(''));
      const gz = [...scripts.values()].reduce((a, b) => a + b, 0);
      out.push({ bench: 'initial-js', page: p.name, path: p.path, scripts: scripts.size, gzipBytes: gz, gzipKB: +(gz / 1024).toFixed(1), inlineGzipBytes: gzipSync(inline, { level: 9 }).length, target: p.name.startsWith('playground') ? 'report only' : '<= 140 KB' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
