import type { WorkerServed } from './worker-served.ts';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
export type MetricName = keyof typeof METRICS;

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

/** Paints as the trace saw them, unthrottled (Lighthouse's `metrics` audit): the real timings. */
export interface ObservedPaints {
  fcpMs: number;
  lcpMs: number;
}

export interface PageRun {
  scores: Record<CategoryId, number>;
  /** Lighthouse's figures: simulated slow 4G and 4× slower CPU (what the score is made of). */
  metrics: Record<MetricName, number>;
  observed: ObservedPaints;
}

export interface PageFigures extends PageRun {
  name: string;
  path: string;
  /** Every run's scores and metrics, in order; the figures above are the median run's. */
  runs: PageRun[];
  failing: FailingAudit[];
  /** The final URL Lighthouse landed on (a redirect to login would show here). */
  finalUrl: string;
  benchmarkIndex: number | null;
  goalsMet: boolean;
  /** The same page visited again with the service worker in control (absent when not measured). */
  repeat?: RepeatVisit;
}

/** A repeat visit: the median run's figures and how many of its requests the worker answered. */
export interface RepeatVisit extends PageRun {
  runs: PageRun[];
  /** Entries in each of the origin's caches once the warm-up had loaded the page twice. */
  caches: Record<string, number>;
  /** How the kept run's requests were answered: by the worker, from its caches or not. */
  served: WorkerServed;
  finalUrl: string;
}

export function scoreOf(lhr: Result, id: CategoryId): number {
  const score = lhr.categories[id]?.score;
  return score === null || score === undefined ? Number.NaN : Math.round(score * 100);
}

interface MetricsItem {
  observedFirstContentfulPaint?: number;
  observedLargestContentfulPaint?: number;
}

function observedPaints(lhr: Result): ObservedPaints {
  const details = lhr.audits.metrics?.details;
  const items = details && 'items' in details ? (details.items as MetricsItem[]) : [];
  const [item] = items;
  return {
    fcpMs: item?.observedFirstContentfulPaint ?? Number.NaN,
    lcpMs: item?.observedLargestContentfulPaint ?? Number.NaN,
  };
}

export function pageRun(lhr: Result): PageRun {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(lhr, id)])) as Record<
    CategoryId,
    number
  >;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<MetricName, number>;
  return { scores, metrics, observed: observedPaints(lhr) };
}

/** The audits that cost points: scored below 1 (and not informative, manual or not applicable). */
export function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const scored = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric';
      const failed = audit.scoreDisplayMode === 'error' || (scored && (audit.score ?? 0) < 1);
      // Performance metrics lose points on every page; only the opportunities count as failures.
      if (!failed || (category === 'performance' && ref.group === 'metrics')) continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}
