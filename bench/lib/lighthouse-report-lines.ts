import type { CategoryId, FailingAudit, PageFigures } from './lighthouse-figures.ts';
import type { WorkerServed } from './worker-served.ts';

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

/** "repeat-visit LCP login 2071 → 1500 ms, …; " (nothing when no repeat visit was measured). */
function repeatSummary(pages: PageFigures[]): string {
  const repeated = pages.flatMap((p) =>
    p.repeat ? [`${p.name} ${firstToRepeat(p.metrics.lcpMs, p.repeat.metrics.lcpMs, ' ms')}`] : [],
  );
  return repeated.length > 0 ? `LCP first → repeat visit: ${repeated.join(', ')}; ` : '';
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
    repeatSummary(pages) +
    (allMet ? 'goals met' : 'GOALS NOT MET')
  );
}

const firstToRepeat = (first: number, repeat: number, unit = ''): string =>
  `${String(Math.round(first))} → ${String(Math.round(repeat))}${unit}`;

/** "23 of 23 (caches 21, network 2)": the repeat visit's requests the worker answered. */
export function describeServed(served: WorkerServed): string {
  const sources = Object.entries(served.workerSources)
    .map(([source, count]) => `${source === 'cache-storage' ? 'caches' : source} ${String(count)}`)
    .join(', ');
  return `${String(served.fromServiceWorker)} of ${String(served.requests)}${sources ? ` (${sources})` : ''}`;
}

/** The header and the rows as lines of columns, each as wide as its widest cell. */
function aligned(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/**
 * The repeat visits beside the first ones: performance, FCP and LCP as Lighthouse simulates them
 * (slow 4G, 4× CPU), the LCP the trace observed (unthrottled), and the requests the worker
 * answered; then any request the worker did not answer from its caches.
 */
export function repeatVisitTable(pages: PageFigures[]): string {
  const rows = pages.flatMap((page) => {
    const { repeat } = page;
    if (!repeat) return [];
    return [
      [
        page.name,
        firstToRepeat(page.scores.performance, repeat.scores.performance),
        firstToRepeat(page.metrics.fcpMs, repeat.metrics.fcpMs, ' ms'),
        firstToRepeat(page.metrics.lcpMs, repeat.metrics.lcpMs, ' ms'),
        firstToRepeat(page.observed.lcpMs, repeat.observed.lcpMs, ' ms'),
        describeServed(repeat.served),
      ],
    ];
  });
  const header = ['page', 'perf', 'FCP', 'LCP', 'LCP observed', 'answered by the worker'];
  const notes = pages.flatMap((page) => {
    const served = page.repeat?.served;
    if (!served) return [];
    const missed = [
      ...served.notFromServiceWorker.map((url) => `not by the worker ${url}`),
      ...served.workerFetched.map((url) => `fetched by the worker ${url}`),
    ];
    return missed.map((text) => `    ${page.name}: ${text}`);
  });
  return [
    'Repeat visits (first → repeat; the worker in control, storage kept):',
    ...aligned(header, rows),
    ...notes,
  ].join('\n');
}

const ratio = (value: number, baseline: number): string =>
  baseline > 0 && Number.isFinite(value) ? `${(value / baseline).toFixed(2)}×` : 'n/a';

/**
 * Each page beside the bare page of the same run (lib/bare-page.ts): its performance score, and its
 * LCP as Lighthouse simulates it and as the trace observed it, each as a multiple of the bare
 * page's. A ratio holds on a busy machine where the milliseconds do not.
 */
export function bareRatioTable(pages: PageFigures[], bare: PageFigures): string {
  const rows = [bare, ...pages].map((page) => [
    page.name,
    String(page.scores.performance),
    ms(page.metrics.lcpMs),
    ratio(page.metrics.lcpMs, bare.metrics.lcpMs),
    ms(page.observed.lcpMs),
    ratio(page.observed.lcpMs, bare.observed.lcpMs),
    ...(page.repeat
      ? [ms(page.repeat.metrics.lcpMs), ratio(page.repeat.metrics.lcpMs, bare.metrics.lcpMs)]
      : ['', '']),
  ]);
  const header = [
    'page',
    'perf',
    'LCP',
    '× bare',
    'LCP observed',
    '× bare',
    'repeat LCP',
    '× bare',
  ];
  return [
    'Against the bare page of the same run (its content in its HTML, nothing else):',
    ...aligned(header, rows),
  ].join('\n');
}
