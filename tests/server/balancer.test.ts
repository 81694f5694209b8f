import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let child: ChildProcess;
let port = 0;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/balanced-cluster.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`cluster exited (${code})`)));
  });
});

afterAll(() => {
  child?.kill('SIGTERM');
});

/** One GET on its own new keep-alive connection; resolves with the answering worker's pid. */
function getOnNewConnection(path: string, agents: http.Agent[]): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('connection balancer (several server processes)', () => {
  it('deals new connections to the workers in turn, even while one is busy rendering', async () => {
    const agents: http.Agent[] = [];
    try {
      // the first connection keeps its worker busy for 600 ms
      const blocked = getOnNewConnection('/block', agents);
      await tick(100);
      // six more connections open meanwhile: three go to each worker, not all six to the idle one
      // (Node's cluster round robin waits for the busy worker's acknowledgement)
      const pids = await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection('/', agents)));
      const busyPid = await blocked;
      const counts = new Map<string, number>();
      for (const p of pids) counts.set(p, (counts.get(p) ?? 0) + 1);
      expect(counts.size).toBe(2);
      expect(counts.get(busyPid)).toBe(3);
    } finally {
      for (const a of agents) a.destroy();
    }
  });
});
