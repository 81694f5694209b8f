/**
 * With several server processes, the primary owns the port and deals new connections to the
 * ready workers in turn, without waiting on them.
 *
 * Why not Node's cluster round robin: it gives the next connection to whichever worker
 * acknowledged its previous hand-off first, so a worker that happens to be idle while a burst of
 * keep-alive connections opens collects most of them, and its queue then stays longer than the
 * other's for the life of those connections (measured on article page views with 16 connections:
 * one worker at p50 68 ms, the other at 13 ms). Dealing in strict turn splits a burst evenly.
 * Counting open connections per worker (least connections) was tried: a worker learns of a closed
 * connection only at its next event-loop turn, so when a client closes its connections and opens
 * new ones at once, the counts are stale and the split came out 12/4.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import net from 'node:net';

const CONNECTION = 'masthead:connection';
const READY = 'masthead:worker-ready';

type Message = { type?: string } | null | undefined;

/**
 * Primary: track the workers from the start (call before forking), then `listen` on the port and
 * deal each connection to the next ready worker.
 */
export function createBalancer(onReady: (readyWorkers: number) => void) {
  const ready: Worker[] = [];
  let turn = 0;
  cluster.on('message', (worker, msg: Message) => {
    if (msg?.type !== READY) return;
    ready.push(worker);
    onReady(ready.length);
  });
  cluster.on('exit', (worker) => {
    const i = ready.indexOf(worker);
    if (i >= 0) ready.splice(i, 1);
  });

  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    if (ready.length === 0) {
      socket.destroy(); // no worker ready (all restarting): the client retries
      return;
    }
    const to = ready[turn++ % ready.length]!;
    to.send({ type: CONNECTION }, socket, (err: Error | null) => {
      if (err) socket.destroy();
    });
  });
  return {
    listen(port: number, host: string, onListening: () => void): net.Server {
      return server.listen(port, host, onListening);
    },
  };
}

/** Worker: serve the connections the primary passes to `server`. */
export function acceptBalancedConnections(server: HttpServer): void {
  process.on('message', (msg: Message, socket?: net.Socket) => {
    if (msg?.type !== CONNECTION || !socket) return;
    server.emit('connection', socket);
    socket.resume(); // paused by the primary so that no byte was read there
  });
  process.send?.({ type: READY });
}
