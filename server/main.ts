/**
 * Start Masthead: the /rc-pub API and the page server in one Fastify process.
 *   PORT (8080), HOST (127.0.0.1), MASTHEAD_DATA_DIR (./data); `--dev` runs Vite with hot reload.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { registerPages } from './pages/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.MASTHEAD_DATA_DIR ?? path.join(root, 'data'));

const app = await buildApp({
  dataDir,
  configDir: path.join(root, 'site-configs'),
  logger: process.env.MASTHEAD_LOG !== '0',
  plugins: [async (instance) => registerPages(instance, { dev, root })],
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`Masthead ${dev ? '(dev) ' : ''}listening on http://${host}:${port}/ — try http://${host}:${port}/amr/zh/home`);
