// Find a Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium, else install one —
// Debian's chromium (with CJK fonts) where apt and root are there, Playwright's download elsewhere.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function findBrowser() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) if (fs.existsSync(p)) return p;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log('Installing Debian chromium and fonts-noto-cjk for the browser tests…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log('Installing Playwright’s own Chromium…');
  execSync('npx playwright install chromium', { stdio: 'inherit' });
  return undefined; // Playwright finds its own download
}

/** Flags this machine needs (no sandbox as root, no background network). */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

if (import.meta.url === `file://${process.argv[1]}`) console.log(findBrowser() ?? '(playwright chromium)');
