import { NavigationType } from 'react-router';
import type { DataRouter } from 'react-router';
import { readStored, writeStored } from './storage/stored.ts';
import { storageKeys } from './storage/storage-keys.ts';

/**
 * How many of the app's own pages lie behind each history entry of the tab, counted from the
 * router's public state: a push adds one, a replace keeps the count, Back and Forward find the
 * entry's count again. Kept for the tab (storage registry) so that a reload still knows.
 */

/** Entries remembered; older ones lie far behind and are not gone back to one by one. */
const REMEMBERED = 200;

let depths = new Map<string, number>();
let current: { key: string; depth: number } | null = null;
/** The depth of the entry this page load started on: entries behind it belong to older loads. */
let documentStart = 0;

/**
 * An entry the tracker has not seen: the router's first entry of the tab is 'default'; any other
 * was made by the app earlier, so something of the app lies behind it.
 */
function guessDepth(key: string): number {
  return key === 'default' ? 0 : 1;
}

function depthOf(key: string): number {
  return depths.get(key) ?? guessDepth(key);
}

function remember(key: string, depth: number): void {
  depths.delete(key);
  depths.set(key, depth);
  for (const oldest of depths.keys()) {
    if (depths.size <= REMEMBERED) break;
    depths.delete(oldest);
  }
  writeStored(storageKeys.historyDepths, Object.fromEntries(depths));
}

/** Follows the router's navigations from now on; returns the function that stops it. */
export function trackHistory(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  depths = new Map(Object.entries(readStored(storageKeys.historyDepths) ?? {}));
  const { key } = router.state.location;
  current = { key, depth: depthOf(key) };
  documentStart = current.depth;
  remember(key, current.depth);

  return router.subscribe(({ location, historyAction }) => {
    if (!current || location.key === current.key) return;
    const replaced = historyAction === NavigationType.Replace;
    const depth =
      historyAction === NavigationType.Push
        ? current.depth + 1
        : replaced
          ? current.depth
          : depthOf(location.key);
    // A replaced entry is gone from the history (typing in a search box replaces one per key).
    if (replaced) depths.delete(current.key);
    current = { key: location.key, depth };
    remember(location.key, depth);
  });
}

/** Whether the tab has an earlier entry of the app to go back to from entry `key`. */
export function canGoBack(key: string): boolean {
  return depthOf(key) > 0;
}

/**
 * Whether going back from entry `key` would leave this page load: the browser then loads another
 * document (or leaves the app) instead of telling the router, so nothing in the app can stop it.
 */
export function isFirstEntryOfPageLoad(key: string): boolean {
  return depthOf(key) <= documentStart;
}
