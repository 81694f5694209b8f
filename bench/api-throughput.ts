/** Config endpoint throughput with autocannon against the real server (a separate process). */
import autocannon from 'autocannon';

export async function benchApi(baseUrl: string, paths: string[], seconds = 8): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const path of paths) {
    const result = await autocannon({ url: baseUrl + path, connections: 32, pipelining: 1, duration: seconds });
    out.push({
      bench: 'config-endpoint-throughput',
      path,
      reqPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      target: '>= 5000 req/s',
    });
  }
  return out;
}
