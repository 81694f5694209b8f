/**
 * With several server processes, the primary owns the port and hands each new connection to the
 * worker with the fewest open connections (least connections).
 *
 * Why not Node's cluster round robin: it gives the next connection to whichever worker
 * acknowledged its previous hand-off first, so a worker that happens to be idle while a burst of
 * keep-alive connections opens collects most of them, and its queue then stays longer than the
 * other's for the life of those connections (measured on article page views with 16 connections:
 * one worker at p50 68 ms, the other at 13 ms). Counting open connections per worker keeps the
 * split even however the connections arrive.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import net from 'node:net';

const CONNECTION = 'masthead:connection';
const CLOSED = 'masthead:connection-closed';
const READY = 'masthead:worker-ready';

type Message = { type?: string } | null | undefined;

/**
 * Primary: track the workers from the start (call before forking), then `listen` on the port and
 * pass each connection to the ready worker with the fewest open connections.
 */
export function createBalancer(onReady: (readyWorkers: number) => void) {
  const open = new Map<Worker, number>();
  cluster.on('message', (worker, msg: Message) => {
    if (msg?.type === READY) {
      open.set(worker, 0);
      onReady(open.size);
    } else if (msg?.type === CLOSED && open.has(worker)) open.set(worker, Math.max(0, open.get(worker)! - 1));
  });
  cluster.on('exit', (worker) => open.delete(worker));

  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    let best: Worker | undefined;
    for (const [worker, n] of open) if (best === undefined || n < open.get(best)!) best = worker;
    if (!best) {
      socket.destroy(); // no worker ready (all restarting): the client retries
      return;
    }
    open.set(best, open.get(best)! + 1);
    const to = best;
    to.send({ type: CONNECTION }, socket, (err: Error | null) => {
      if (!err) return;
      socket.destroy();
      if (open.has(to)) open.set(to, Math.max(0, open.get(to)! - 1));
    });
  });
  return {
    listen(port: number, host: string, onListening: () => void): net.Server {
      return server.listen(port, host, onListening);
    },
  };
}

/** Worker: serve the connections the primary passes to `server`, and tell it when one closes. */
export function acceptBalancedConnections(server: HttpServer): void {
  process.on('message', (msg: Message, socket?: net.Socket) => {
    if (msg?.type !== CONNECTION || !socket) return;
    socket.once('close', () => process.send?.({ type: CLOSED }));
    server.emit('connection', socket);
    socket.resume(); // paused by the primary so that no byte was read there
  });
  process.send?.({ type: READY });
}
