// The part of autocannon 9's programmatic API bench/load.ts uses (the package ships no types).
declare module "autocannon" {
  export interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  export interface Options extends Request {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all; overrides duration (the run ends when all are answered). */
    amount?: number;
    /** Seconds to wait for a response. */
    timeout?: number;
    requests?: Request[];
  }
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
