/**
 * Server footprint (issue #7, item 5): time from spawning the server process to its first answer
 * (median of 5 starts, each on a fresh SQLite file with the demo data seeded), and its resident
 * memory (VmRSS of the child process) right after start and after a load of 2,000 requests to
 * GET /api/merchant/getAll for the first market (autocannon, 10 connections).
 *
 * Usage: npm run bench:footprint
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { marketListSchema, MarketApi, CatalogApi } from '@citybook/contract';
import { report } from './lib/results.ts';
import { startServer, type RunningServer } from './lib/server.ts';

const STARTS = 5;
const LOAD_REQUESTS = 2000;
const LOAD_CONNECTIONS = 10;

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
}) => PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Resident and peak resident memory of a process, in bytes, from /proc/<pid>/status. */
function memoryOf(pid: number): { rss: number; peakRss: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`no ${name} in /proc/${String(pid)}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), peakRss: field('VmHWM') };
}

function pidOf(server: RunningServer): number {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  return pid;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number): number => sorted[i] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const starts: { startedInMs: number; rssAfterStart: number }[] = [];
  let load:
    | {
        marketId: number;
        url: string;
        responseBytes: number;
        rssAfterStart: number;
        rssAfterLoad: number;
        peakRssAfterLoad: number;
        requestsPerSecond: number;
        latencyP50Ms: number;
        latencyP99Ms: number;
        ok: number;
      }
    | undefined;

  for (let run = 1; run <= STARTS; run += 1) {
    const server = await startServer();
    try {
      const pid = pidOf(server);
      const afterStart = memoryOf(pid);
      starts.push({ startedInMs: server.startedInMs, rssAfterStart: afterStart.rss });
      if (run !== STARTS) continue;

      // The last start also takes the load.
      const markets = marketListSchema.parse(
        await (await fetch(`${server.baseUrl}${MarketApi.getMarkets.path}`)).json(),
      );
      const market = markets[0];
      if (!market) throw new Error('the demo data has no market');
      const url = `${server.baseUrl}${CatalogApi.getAllMerchants.path}?marketId=${String(market.id)}`;
      const probe = await fetch(url);
      if (!probe.ok) throw new Error(`GET ${url} answered ${String(probe.status)}`);
      const responseBytes = (await probe.arrayBuffer()).byteLength;

      const result = await autocannon({
        url,
        connections: LOAD_CONNECTIONS,
        amount: LOAD_REQUESTS,
      });
      if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
        throw new Error(
          `the load had failures: ${String(result.errors)} errors, ${String(result.timeouts)} timeouts, ` +
            `${String(result.non2xx)} non-2xx answers`,
        );
      }
      const afterLoad = memoryOf(pid);
      load = {
        marketId: market.id,
        url: url.replace(server.baseUrl, ''),
        responseBytes,
        rssAfterStart: afterStart.rss,
        rssAfterLoad: afterLoad.rss,
        peakRssAfterLoad: afterLoad.peakRss,
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        ok: result['2xx'],
      };
    } finally {
      await server.stop();
    }
  }
  if (!load) throw new Error('no load run');

  const startMs = median(starts.map((s) => s.startedInMs));
  const rssAfterStart = median(starts.map((s) => s.rssAfterStart));
  const ratio = load.rssAfterLoad / load.rssAfterStart;
  const figures = {
    starts,
    startToFirstAnswerMedianMs: Math.round(startMs),
    rssAfterStartMedianBytes: rssAfterStart,
    load: {
      requests: LOAD_REQUESTS,
      connections: LOAD_CONNECTIONS,
      ...load,
      rssRatioAfterLoadToAfterStart: Number(ratio.toFixed(2)),
    },
  };
  report(
    'footprint',
    figures,
    `start to first answer ${String(Math.round(startMs))} ms (median of ${String(STARTS)}: ` +
      `${starts.map((s) => String(Math.round(s.startedInMs))).join(', ')}); RSS after start ` +
      `${mb(rssAfterStart)} (median), after ${String(LOAD_REQUESTS)} getAll requests ` +
      `(${(load.responseBytes / 1000).toFixed(0)} KB each) ` +
      `${mb(load.rssAfterLoad)} (same process: ${mb(load.rssAfterStart)} after start, ` +
      `ratio ${ratio.toFixed(2)}; peak ${mb(load.peakRssAfterLoad)}); load ` +
      `${String(Math.round(load.requestsPerSecond))} req/s, p50 ${String(load.latencyP50Ms)} ms, ` +
      `p99 ${String(load.latencyP99Ms)} ms`,
  );
}

await main();
