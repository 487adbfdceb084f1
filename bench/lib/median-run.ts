/** The middle item by `key` (the lower middle of an even count): a real run, never an average. */
export function medianRun<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}
