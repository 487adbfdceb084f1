import type { CategoryId, FailingAudit, PageFigures } from './lighthouse-figures.ts';

const ms = (value: number): string => `${String(Math.round(value))} ms`;

/** A page's scores and metrics on one line. */
export function describePage(page: PageFigures): string {
  const { scores, metrics } = page;
  return (
    `${page.name.padEnd(10)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  ` +
    `bp ${String(scores['best-practices']).padStart(3)}  FCP ${ms(metrics.fcpMs)}  LCP ${ms(metrics.lcpMs)}  ` +
    `TBT ${ms(metrics.tbtMs)}  CLS ${metrics.cls.toFixed(3)}  (${page.path})`
  );
}

export function describeFailingAudit(failing: FailingAudit): string {
  return `    ${failing.category}: ${failing.id} — ${failing.title}${failing.displayValue ? ` (${failing.displayValue})` : ''}`;
}

/** The benchmark's one-line summary: every page's scores, the lowest ones and the worst metrics. */
export function summaryLine(pages: PageFigures[], runs: number, allMet: boolean): string {
  const low = (key: CategoryId) => Math.min(...pages.map((p) => p.scores[key]));
  return (
    `${pages.map((p) => `${p.name} ${String(p.scores.performance)}/${String(p.scores.accessibility)}/${String(p.scores['best-practices'])}`).join(', ')} ` +
    `(perf/a11y/bp, median of ${String(runs)}); lowest perf ${String(low('performance'))}, ` +
    `a11y ${String(low('accessibility'))}, bp ${String(low('best-practices'))}; ` +
    `max LCP ${ms(Math.max(...pages.map((p) => p.metrics.lcpMs)))}, max TBT ${ms(Math.max(...pages.map((p) => p.metrics.tbtMs)))}, ` +
    `max CLS ${Math.max(...pages.map((p) => p.metrics.cls)).toFixed(3)}; ` +
    (allMet ? 'goals met' : 'GOALS NOT MET')
  );
}
