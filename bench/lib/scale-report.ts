import type { Timing } from './interleaved-timing.ts';
import { SEARCH_CALLS, SEARCHES, type SearchCall } from './scale-calls.ts';

export interface SizeResult extends Record<SearchCall, Timing> {
  size: number;
  fillSeconds: number;
  categoryPage: Timing;
  allPage: Timing;
  wholeCategory: Timing;
  wholeMarket: Timing;
  /** The map's in-area call, zoomed out over the whole metro and zoomed in on a few streets. */
  areaOut: Timing;
  areaIn: Timing;
  /** The first zoomed-out in-area call of a fresh server: reading the market and clustering it. */
  indexBuildMs: number;
}

export interface DialectResult {
  sizes: SizeResult[];
  growth: Record<string, number>;
}

/** The sizes' figures with each call's growth from the first size to the last. */
export function withGrowth(sizes: SizeResult[]): DialectResult {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  const growth = (pick: (s: SizeResult) => Timing) =>
    first && last ? Math.round((pick(last).medianMs / pick(first).medianMs) * 100) / 100 : NaN;
  return {
    sizes,
    growth: {
      categoryPage: growth((s) => s.categoryPage),
      allPage: growth((s) => s.allPage),
      wholeCategory: growth((s) => s.wholeCategory),
      wholeMarket: growth((s) => s.wholeMarket),
      areaOut: growth((s) => s.areaOut),
      areaIn: growth((s) => s.areaIn),
      ...Object.fromEntries(SEARCH_CALLS.map((call) => [call, growth((s) => s[call])])),
    },
  };
}

export const sizeSpan = (sizes: number[]): string =>
  `${String(sizes[0])}→${String(sizes[sizes.length - 1])}`;

/** The one-line summary: each dialect's medians and growth, and whether the goal was met. */
export function scaleSummary(
  results: Record<string, DialectResult>,
  sizes: number[],
  goalGrowth: number,
  goalZoomedOutMs: number,
): string {
  const span = sizeSpan(sizes);
  const met = Object.values(results).every(
    (r) =>
      (r.growth.categoryPage ?? Infinity) <= goalGrowth &&
      (r.growth.allPage ?? Infinity) <= goalGrowth,
  );
  const mapMet = Object.values(results).every(
    (r) =>
      (r.growth.areaOut ?? Infinity) <= goalGrowth &&
      (r.growth.areaIn ?? Infinity) <= goalGrowth &&
      (r.sizes[r.sizes.length - 1]?.areaOut.medianMs ?? Infinity) < goalZoomedOutMs,
  );
  const text = Object.entries(results)
    .map(
      ([dialect, r]) =>
        `${dialect}: category page ${r.sizes.map((s) => String(s.categoryPage.medianMs)).join('/')} ms ` +
        `(×${String(r.growth.categoryPage)}), market page ` +
        `${r.sizes.map((s) => String(s.allPage.medianMs)).join('/')} ms (×${String(r.growth.allPage)}), ` +
        `whole market ${r.sizes.map((s) => String(Math.round(s.wholeMarket.medianMs))).join('/')} ms ` +
        `(×${String(r.growth.wholeMarket)}), ` +
        `map zoomed out ${r.sizes.map((s) => String(s.areaOut.medianMs)).join('/')} ms (×${String(r.growth.areaOut)}), ` +
        `zoomed in ${r.sizes.map((s) => String(s.areaIn.medianMs)).join('/')} ms (×${String(r.growth.areaIn)}), ` +
        `index build ${r.sizes.map((s) => String(Math.round(s.indexBuildMs))).join('/')} ms, ` +
        `search ${SEARCH_CALLS.map(
          (call) =>
            `"${SEARCHES[call]}" ${r.sizes.map((s) => String(s[call].medianMs)).join('/')} ms (×${String(r.growth[call])})`,
        ).join(', ')}`,
    )
    .join('; ');
  return (
    `medians for ${sizes.map(String).join('/')} merchants, growth ${span}: ${text} ` +
    `(goal page growth <= ${String(goalGrowth)}x: ${met ? 'met' : 'NOT met'}; ` +
    `goal map growth <= ${String(goalGrowth)}x and zoomed out < ${String(goalZoomedOutMs)} ms at the largest size: ${mapMet ? 'met' : 'NOT met'}` +
    `${results.postgres ? '' : '; PostgreSQL skipped: set BENCH_DATABASE_URL'})`
  );
}
