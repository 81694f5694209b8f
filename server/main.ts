/**
 * Start Masthead: the /rc-pub API and the page server in one Fastify app.
 *   PORT (8080), HOST (127.0.0.1), MASTHEAD_DATA_DIR (./data); `--dev` runs Vite with hot reload.
 *   MASTHEAD_WORKERS: server processes sharing the port (default: one per CPU core, at most 4;
 *   always 1 with --dev). Server-side rendering is CPU work, so one process per core serves about
 *   as many pages per second as there are cores; SQLite in WAL mode takes readers from each. The
 *   primary owns the port and deals new connections to the workers in turn (balancer.ts).
 */
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { registerPages } from './pages/index';
import { acceptBalancedConnections, createBalancer } from './balancer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.MASTHEAD_DATA_DIR ?? path.join(root, 'data'));
const configDir = path.join(root, 'site-configs');
const workers = dev ? 1 : Math.max(1, Number(process.env.MASTHEAD_WORKERS ?? Math.min(os.availableParallelism(), 4)));
const logger = process.env.MASTHEAD_LOG !== '0';

if (workers > 1 && cluster.isPrimary) {
  // Create, migrate and (on first start) seed the database once, before any worker opens it.
  await (await buildApp({ dataDir, configDir, logger })).close();
  let stopping = false;
  // the port opens once the first workers are all ready; restarted workers join the balance
  let listening = false;
  const balancer = createBalancer((ready) => {
    if (listening || ready < workers) return;
    listening = true;
    balancer.listen(port, host, () =>
      console.log(`Masthead listening on http://${host}:${port}/ with ${workers} workers — try http://${host}:${port}/amr/zh/home`),
    );
  });
  const fork = () => cluster.fork({ MASTHEAD_WORKER: '1' });
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`Masthead worker ${worker.process.pid} stopped (code ${code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill(signal);
      setTimeout(() => process.exit(0), 3000).unref();
      cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    });
  }
} else {
  const app = await buildApp({
    dataDir,
    configDir,
    logger,
    // workers find the database prepared by the primary process
    seed: cluster.isWorker ? 'never' : 'empty',
    plugins: [async (instance) => registerPages(instance, { dev, root })],
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  if (cluster.isWorker) {
    await app.ready();
    acceptBalancedConnections(app.server);
  } else {
    await app.listen({ port, host });
    console.log(`Masthead ${dev ? '(dev) ' : ''}listening on http://${host}:${port}/ — try http://${host}:${port}/amr/zh/home`);
  }
}
