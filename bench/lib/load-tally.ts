import { KINDS, type Kind } from './load-mix.ts';

export interface KindFigures {
  requests: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Calls without an answer, by socket error. */
  errors: Record<string, number>;
  /** Answers whose status was not the expected one. */
  unexpected: number;
  latencyMs: Percentiles;
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: Percentiles;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  server5xx: number;
  unexpected: number;
  byKind: Record<Kind, KindFigures>;
  /** Unexpected answers, a few of each kind, for the report. */
  samples: { kind: Kind; status: number; body: string }[];
}

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]!),
  };
}

/** One kind's counts while the run goes on, with every latency until the figures are made. */
export type KindTally = KindFigures & { latencies: number[] };

export function emptyTallies(): Record<Kind, KindTally> {
  return Object.fromEntries(
    KINDS.map((kind): [Kind, KindTally] => [
      kind,
      {
        requests: 0,
        statuses: {},
        errors: {},
        unexpected: 0,
        latencyMs: percentiles([]),
        latencies: [],
      },
    ]),
  ) as Record<Kind, KindTally>;
}

export const bump = (counts: Record<string, number>, key: string | number) => {
  counts[String(key)] = (counts[String(key)] ?? 0) + 1;
};

/** The figures of a run: each kind's tally, and their sums over all kinds. */
export function loadFigures(
  kinds: Record<Kind, KindTally>,
  run: { connections: number; seconds: number; samples: LoadFigures['samples'] },
): LoadFigures {
  const { connections, seconds, samples } = run;
  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const all: number[] = [];
  let requests = 0;
  let unexpected = 0;
  const byKind = {} as Record<Kind, KindFigures>;
  for (const kind of KINDS) {
    const { latencies, ...figures } = kinds[kind];
    for (const [status, count] of Object.entries(figures.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
    for (const [label, count] of Object.entries(figures.errors)) {
      errors[label] = (errors[label] ?? 0) + count;
    }
    for (const ms of latencies) all.push(ms);
    requests += figures.requests;
    unexpected += figures.unexpected;
    byKind[kind] = { ...figures, latencyMs: percentiles(latencies) };
  }
  const server5xx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    connections,
    seconds: Math.round(seconds * 10) / 10,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    latencyMs: percentiles(all),
    statuses,
    errors,
    server5xx,
    unexpected,
    byKind,
    samples,
  };
}

/** One line: requests, rate, latency and answers of a run. */
export function describeLoad(figures: LoadFigures): string {
  const errors = Object.values(figures.errors).reduce((sum, n) => sum + n, 0);
  return (
    `${String(figures.requests)} requests in ${String(figures.seconds)} s over ${String(figures.connections)} connections ` +
    `(${String(figures.requestsPerSecond)} req/s), latency p50 ${String(figures.latencyMs.p50)} ms ` +
    `p99 ${String(figures.latencyMs.p99)} ms, statuses ${JSON.stringify(figures.statuses)}` +
    (errors > 0 ? `, no answer ${JSON.stringify(figures.errors)}` : '')
  );
}
