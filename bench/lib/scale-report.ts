import type { Timing } from './interleaved-timing.ts';

export interface SizeResult {
  size: number;
  fillSeconds: number;
  categoryPage: Timing;
  allPage: Timing;
  wholeCategory: Timing;
  wholeMarket: Timing;
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
): string {
  const span = sizeSpan(sizes);
  const met = Object.values(results).every(
    (r) =>
      (r.growth.categoryPage ?? Infinity) <= goalGrowth &&
      (r.growth.allPage ?? Infinity) <= goalGrowth,
  );
  const text = Object.entries(results)
    .map(
      ([dialect, r]) =>
        `${dialect}: category page ${r.sizes.map((s) => String(s.categoryPage.medianMs)).join('/')} ms ` +
        `(×${String(r.growth.categoryPage)}), market page ` +
        `${r.sizes.map((s) => String(s.allPage.medianMs)).join('/')} ms (×${String(r.growth.allPage)}), ` +
        `whole market ${r.sizes.map((s) => String(Math.round(s.wholeMarket.medianMs))).join('/')} ms ` +
        `(×${String(r.growth.wholeMarket)})`,
    )
    .join('; ');
  return (
    `medians for ${sizes.map(String).join('/')} merchants, growth ${span}: ${text} ` +
    `(goal page growth <= ${String(goalGrowth)}x: ${met ? 'met' : 'NOT met'}` +
    `${results.postgres ? '' : '; PostgreSQL skipped: set BENCH_DATABASE_URL'})`
  );
}
