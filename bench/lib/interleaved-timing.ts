import type { Call } from './scale-calls.ts';
import type { PreparedSize } from './scale-sizes.ts';
import { median } from './timing.ts';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface Timing {
  url: string;
  merchants: number;
  bytes: number;
  samples: number;
  medianMs: number;
  p90Ms: number;
}

/**
 * Times one call on every size, interleaved (1k, 10k, 100k, 10k, 100k, 1k, …), so that the load
 * of a shared machine weighs on all sizes alike and the growth factor stays meaningful.
 */
export async function timeInterleaved(
  sizes: PreparedSize[],
  call: Call,
  warmUp: number,
  samples: number,
): Promise<Timing[]> {
  const ms = sizes.map((): number[] => []);
  const shape = sizes.map(() => ({ merchants: 0, bytes: 0 }));
  const once = async (index: number) => {
    const prepared = sizes[index];
    if (!prepared) throw new Error('no such size');
    const url = prepared.urls[call];
    const began = performance.now();
    const response = await prepared.app.inject({ method: 'GET', url });
    const elapsed = performance.now() - began;
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${String(response.statusCode)}`);
    const body = response.json<unknown[] | { clusters: unknown[]; merchants: unknown[] }>();
    shape[index] = {
      // A list's merchants, or the markers of an in-area answer (its clusters and merchants).
      merchants: Array.isArray(body) ? body.length : body.clusters.length + body.merchants.length,
      bytes: response.rawPayload.length,
    };
    return elapsed;
  };
  for (let round = 0; round < warmUp + samples; round += 1) {
    for (let k = 0; k < sizes.length; k += 1) {
      const index = (round + k) % sizes.length;
      const elapsed = await once(index);
      if (round >= warmUp) ms[index]?.push(elapsed);
    }
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return sizes.map((prepared, index) => ({
    url: prepared.urls[call],
    merchants: shape[index]?.merchants ?? 0,
    bytes: shape[index]?.bytes ?? 0,
    samples,
    medianMs: round2(median(ms[index] ?? [])),
    p90Ms: round2(percentile(ms[index] ?? [], 90)),
  }));
}
