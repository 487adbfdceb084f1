import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canGoBack, isFirstEntryOfPageLoad, trackHistory } from './history-depth.ts';
import { readStored } from './storage/stored.ts';
import { storageKeys } from './storage/storage-keys.ts';

function tracked(entries = ['/a']) {
  const router = createMemoryRouter(
    ['/a', '/b', '/c'].map((path) => ({ path, element: null })),
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const stop = trackHistory(router);
  return { router, stop, key: () => router.state.location.key };
}

describe('history depth', () => {
  it('counts pushed pages, not replaced ones, and finds the count again on Back', async () => {
    const { router, key } = tracked();
    const first = key();
    expect(canGoBack(first)).toBe(false);

    await router.navigate('/b', { replace: true });
    expect(canGoBack(key())).toBe(false);

    await router.navigate('/c');
    expect(canGoBack(key())).toBe(true);

    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/b');
    expect(canGoBack(key())).toBe(false);
  });

  it('forgets the entries a replace removed, so typing in a search box keeps nothing of each key', async () => {
    const { router, key } = tracked();
    await router.navigate('/b');
    const before = Object.keys(readStored(storageKeys.historyDepths) ?? {}).length;
    for (const query of ['?q=b', '?q=be', '?q=bea', '?q=bean'])
      await router.navigate(`/b${query}`, { replace: true });

    const stored = readStored(storageKeys.historyDepths) ?? {};
    expect(Object.keys(stored)).toHaveLength(before);
    expect(stored[key()]).toBe(1);
    expect(canGoBack(key())).toBe(true);
  });

  it('tells the first entry of the page load from the ones added since', async () => {
    const { router, key } = tracked();
    const first = key();
    expect(isFirstEntryOfPageLoad(first)).toBe(true);

    await router.navigate('/b');
    expect(isFirstEntryOfPageLoad(key())).toBe(false);
    await router.navigate('/c', { replace: true });
    expect(isFirstEntryOfPageLoad(key())).toBe(false);
    expect(isFirstEntryOfPageLoad(first)).toBe(true);
  });

  it('still knows after a reload, from the tab’s session', async () => {
    const first = tracked();
    await first.router.navigate('/b');
    await first.router.navigate('/c', { replace: true });
    const entry = first.key();
    first.stop();

    // A reload: a new router starts on the same entry, now the first of its page load.
    const reloaded = tracked();
    expect(canGoBack(entry)).toBe(true);
    expect(isFirstEntryOfPageLoad(reloaded.key())).toBe(true);
  });

  it('assumes an earlier page behind an entry it never saw, unless it is the first of the tab', () => {
    const { key } = tracked(['/a', '/b']);
    expect(canGoBack(key())).toBe(true);
    expect(canGoBack('default')).toBe(false);
    expect(isFirstEntryOfPageLoad(key())).toBe(true);
  });
});
