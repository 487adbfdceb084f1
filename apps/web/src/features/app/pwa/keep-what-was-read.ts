/**
 * Asks again, through the worker that has just taken control, for the catalogue answers this page
 * read before it had: the first visit reads markets and categories once a tab and keeps them in
 * session storage (MARKET-7), so without this the worker installed during that visit would never
 * see them, and the app started offline later would have none (ADR 0015). `readable` is the
 * worker's own pattern of what it keeps.
 */
export function keepWhatWasRead(
  readable: RegExp,
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
): void {
  const urls = new Set(
    entries
      .filter(
        (entry) =>
          entry instanceof PerformanceResourceTiming &&
          entry.initiatorType === 'fetch' &&
          readable.test(entry.name),
      )
      .map((entry) => entry.name),
  );
  for (const url of urls) {
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(
      () => undefined,
    );
  }
}
