// `npm start`: build the client and SSR bundles when they are missing or older than the sources,
// then start the server (which creates and seeds the database on first start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist/.build-stamp');
const sources = ['app', 'engine', 'widgets', 'schemas', 'playground', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package.json'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of fs.readdirSync(full)) if (e !== 'node_modules') m = Math.max(m, newest(path.join(p, e)));
  return m;
}

export function ensureBuild() {
  const built = fs.existsSync(stamp) && fs.existsSync(path.join(root, 'dist/server/entry-server.js')) ? fs.statSync(stamp).mtimeMs : 0;
  if (built && built >= Math.max(...sources.map(newest))) return;
  console.log('Building Masthead (client and server bundles)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 0);
}
