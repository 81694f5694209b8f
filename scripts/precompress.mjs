// After `vite build`: write brotli (.br) and gzip (.gz) copies of the client assets once, at the
// highest levels, so the server sends them compressed without spending CPU per request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'dist/client/assets');
let files = 0;
let raw = 0;
let br = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|json|map|html|txt)$/.test(name) || name.endsWith('.map')) continue;
  const file = path.join(dir, name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  const b = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  fs.writeFileSync(`${file}.br`, b);
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
  raw += body.length;
  br += b.length;
}
console.log(`precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
