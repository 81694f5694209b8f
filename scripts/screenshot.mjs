// Look at a page as a reader would: `node scripts/screenshot.mjs URL out.png [width] [js=1]`.
// Prints the HTTP status, the final URL, console errors and failed requests.
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findBrowser } from './find-browser.mjs';

const [, , url, out = 'screenshot.png', width = '1440', js = '1'] = process.argv;
if (!url) {
  console.error('usage: node scripts/screenshot.mjs URL out.png [width] [js=1|0]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROME_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === '1' });
const problems = [];
page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text().slice(0, 300)}`));
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));
const res = await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
console.log(res?.status(), page.url(), problems.length ? `\n${problems.join('\n')}` : '');
await browser.close();
