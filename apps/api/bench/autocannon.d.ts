/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      /** One URL, or several: the connections are spread over them. */
      url: string | string[];
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      /** In workers mode a setupRequest is the absolute path of a module exporting the function. */
      requests?: { setupRequest?: string; method?: 'GET' | 'POST'; path?: string }[];
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      workers?: number;
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '3xx': number;
      duration: number;
    }
  }
  function autocannon(opts: autocannon.Options, cb: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
