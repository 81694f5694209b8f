// Minimal types for the autocannon calls the benchmarks make.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(opts: { url: string; connections?: number; pipelining?: number; duration?: number }): Promise<Result>;
  export default autocannon;
}
