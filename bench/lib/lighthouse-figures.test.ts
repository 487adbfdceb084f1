import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { pageRun } from './lighthouse-figures.ts';

/** The parts of a Lighthouse result that `pageRun` reads. */
function result(observed: Record<string, number> | null): Result {
  const numeric = (numericValue: number) => ({ numericValue });
  return {
    categories: {
      performance: { score: 0.953 },
      accessibility: { score: 1 },
      'best-practices': { score: null },
    },
    audits: {
      'first-contentful-paint': numeric(1200),
      'largest-contentful-paint': numeric(2400),
      'total-blocking-time': numeric(110),
      'cumulative-layout-shift': numeric(0.01),
      'speed-index': numeric(1500),
      ...(observed ? { metrics: { details: { type: 'debugdata', items: [observed] } } } : {}),
    },
  } as unknown as Result;
}

describe('pageRun', () => {
  it('takes the scores, the simulated metrics and the paints the trace observed', () => {
    const run = pageRun(
      result({ observedFirstContentfulPaint: 180.4, observedLargestContentfulPaint: 320.6 }),
    );
    expect(run.scores).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': Number.NaN,
    });
    expect(run.metrics).toEqual({
      fcpMs: 1200,
      lcpMs: 2400,
      tbtMs: 110,
      cls: 0.01,
      speedIndexMs: 1500,
    });
    expect(run.observed).toEqual({ fcpMs: 180.4, lcpMs: 320.6 });
  });

  it('says NaN rather than 0 when the trace had no observed paints', () => {
    expect(pageRun(result(null)).observed).toEqual({ fcpMs: Number.NaN, lcpMs: Number.NaN });
  });
});
