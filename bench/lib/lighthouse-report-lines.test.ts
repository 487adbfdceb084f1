import { describe, expect, it } from 'vitest';
import type { PageFigures, PageRun, RepeatVisit } from './lighthouse-figures.ts';
import {
  bareRatioTable,
  describeServed,
  repeatVisitTable,
  summaryLine,
} from './lighthouse-report-lines.ts';

function run(performance: number, fcpMs: number, lcpMs: number, observedLcpMs: number): PageRun {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100 },
    metrics: { fcpMs, lcpMs, tbtMs: 50, cls: 0, speedIndexMs: fcpMs },
    observed: { fcpMs: observedLcpMs / 2, lcpMs: observedLcpMs },
  };
}

function page(name: string, first: PageRun, repeat?: RepeatVisit): PageFigures {
  return {
    name,
    path: `/${name}`,
    ...first,
    runs: [first],
    failing: [],
    finalUrl: `http://127.0.0.1/${name}`,
    benchmarkIndex: 2000,
    goalsMet: true,
    ...(repeat ? { repeat } : {}),
  };
}

function repeatVisit(figures: PageRun, served: Partial<RepeatVisit['served']> = {}): RepeatVisit {
  return {
    ...figures,
    runs: [figures],
    caches: { 'workbox-precache-v2': 115 },
    served: {
      requests: 12,
      fromServiceWorker: 12,
      workerSources: { 'cache-storage': 12 },
      notFromServiceWorker: [],
      workerFetched: [],
      ...served,
    },
    finalUrl: 'http://127.0.0.1/',
  };
}

describe('the repeat visits in the printed report', () => {
  it('puts each repeat visit beside the first, with what the worker answered', () => {
    const pages = [
      page('login', run(98, 1910, 1965.4, 420), repeatVisit(run(99, 1200, 1300, 180))),
      page(
        'offer',
        run(97, 1113, 2427, 500),
        repeatVisit(run(98, 900, 1500.6, 210), {
          requests: 14,
          fromServiceWorker: 13,
          workerSources: { 'cache-storage': 12, network: 1 },
          notFromServiceWorker: ['/api/account/profile'],
          workerFetched: ['/media/logo/3.svg'],
        }),
      ),
    ];
    const lines = repeatVisitTable(pages).split('\n');
    expect(lines[0]).toMatch(/^Repeat visits/);
    expect(lines[1]).toMatch(/^page\s+perf\s+FCP\s+LCP\s+LCP observed\s+answered by the worker$/);
    expect(lines[2]).toMatch(
      /^login\s+98 → 99\s+1910 → 1200 ms\s+1965 → 1300 ms\s+420 → 180 ms\s+12 of 12 \(caches 12\)$/,
    );
    expect(lines[3]).toMatch(
      /^offer\s+97 → 98\s+1113 → 900 ms\s+2427 → 1501 ms\s+500 → 210 ms\s+13 of 14 \(caches 12, network 1\)$/,
    );
    expect(lines.slice(4)).toEqual([
      '    offer: not by the worker /api/account/profile',
      '    offer: fetched by the worker /media/logo/3.svg',
    ]);
  });

  it('leaves out pages measured on a first visit only', () => {
    const table = repeatVisitTable([page('merchant', run(97, 1000, 2000, 400))]);
    expect(table.split('\n')).toHaveLength(2);
  });

  it('names the LCP of both visits in the one-line summary, only when measured', () => {
    const first = run(98, 1910, 1965, 420);
    const withRepeat = summaryLine(
      [page('login', first, repeatVisit(run(99, 1200, 1300, 180)))],
      3,
      true,
    );
    expect(withRepeat).toContain('LCP first → repeat visit: login 1965 → 1300 ms; goals met');
    expect(summaryLine([page('login', first)], 3, true)).not.toContain('repeat');
  });

  it('says when no request came from the worker', () => {
    const served = { requests: 9, fromServiceWorker: 0, workerSources: {} };
    expect(describeServed({ ...served, notFromServiceWorker: [], workerFetched: [] })).toBe(
      '0 of 9',
    );
  });
});

describe('the pages against the bare page of the same run', () => {
  it('gives each page’s LCP, first and repeat, as a multiple of the bare page’s', () => {
    const bare = page('bare', run(100, 800, 800, 100));
    const pages = [
      page('login', run(99, 1000, 1200, 250), repeatVisit(run(100, 300, 400, 50))),
      page('offer', run(95, 1500, 2000, 400)),
    ];
    const lines = bareRatioTable(pages, bare).split('\n');
    expect(lines[1]?.split(/\s{2,}/)).toEqual([
      'page',
      'perf',
      'LCP',
      '× bare',
      'LCP observed',
      '× bare',
      'repeat LCP',
      '× bare',
    ]);
    expect(lines[2]?.split(/\s{2,}/)).toEqual([
      'bare',
      '100',
      '800 ms',
      '1.00×',
      '100 ms',
      '1.00×',
    ]);
    expect(lines[3]?.split(/\s{2,}/)).toEqual([
      'login',
      '99',
      '1200 ms',
      '1.50×',
      '250 ms',
      '2.50×',
      '400 ms',
      '0.50×',
    ]);
    expect(lines[4]?.split(/\s{2,}/)).toEqual([
      'offer',
      '95',
      '2000 ms',
      '2.50×',
      '400 ms',
      '4.00×',
    ]);
  });
});
