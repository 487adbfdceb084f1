/** autocannon in this process, with its answers checked and summed up as `Throughput`. */
import { createRequire } from 'node:module';

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: { setupRequest: (request: RawRequest) => RawRequest }[];
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: AutocannonOptions) => PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Throughput {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  seconds: number;
  bytesPerSecond: number;
}

/** One run; any error, timeout or answer other than 2xx fails it. */
export async function runAutocannon(options: AutocannonOptions): Promise<Throughput> {
  const result = await autocannon(options);
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${String(result.errors)} errors, ` +
        `${String(result.timeouts)} timeouts, ${String(result.non2xx)} non-2xx answers`,
    );
  }
  return {
    requestsPerSecond: Math.round((result['2xx'] / result.duration) * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result['2xx'],
    seconds: result.duration,
    bytesPerSecond: Math.round(result.throughput.average),
  };
}

/** `amount` POSTs to `url`, the n-th (from 0) with the headers and body that `nth(n)` gives. */
export function runPostEach(
  url: string,
  { connections, amount }: { connections: number; amount: number },
  nth: (n: number) => { headers: Record<string, string>; body: string },
): Promise<Throughput> {
  let next = 0;
  return runAutocannon({
    url,
    connections,
    amount,
    requests: [
      {
        setupRequest: (request) => {
          const n = next;
          next += 1;
          return { ...request, method: 'POST', ...nth(n) };
        },
      },
    ],
  });
}

/** Two runs of the same call as one: requests over time; p50 averaged, the worse p99. */
export function mergeRuns(a: Throughput, b: Throughput): Throughput {
  const seconds = a.seconds + b.seconds;
  return {
    requestsPerSecond: Math.round(((a.requests + b.requests) / seconds) * 10) / 10,
    latencyP50Ms: Math.round(((a.latencyP50Ms + b.latencyP50Ms) / 2) * 10) / 10,
    latencyP99Ms: Math.max(a.latencyP99Ms, b.latencyP99Ms),
    requests: a.requests + b.requests,
    seconds,
    bytesPerSecond: Math.round(
      (a.bytesPerSecond * a.seconds + b.bytesPerSecond * b.seconds) / seconds,
    ),
  };
}

export const throughputText = (t: Throughput): string =>
  `${String(Math.round(t.requestsPerSecond))} req/s p50 ${String(t.latencyP50Ms)} ms p99 ${String(t.latencyP99Ms)} ms`;
