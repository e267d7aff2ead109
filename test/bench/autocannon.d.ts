// autocannon ships no type declarations: the part of its API the benches use.
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections: number;
      duration: number;
      pipelining?: number;
      timeout?: number;
      requests: (Request & {
        setupRequest?: (req: Request) => Request;
        onResponse?: (status: number, body: string) => void;
      })[];
    }
    interface Histogram {
      average: number;
      mean: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
      total: number;
    }
    interface Result {
      duration: number;
      requests: Histogram & { sent: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats?: Record<string, { count: number }>;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
