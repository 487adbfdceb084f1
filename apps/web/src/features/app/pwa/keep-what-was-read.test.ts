import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWhatWasRead } from './keep-what-was-read.ts';

const origin = 'http://localhost:3000';
const readable = /^https?:\/\/[^/?#]+\/api\/category\/getall\/\d+$/;

/** A resource timing entry as the browser records a call the page made. */
function read(path: string, initiatorType = 'fetch'): PerformanceEntry {
  const entry = Object.create(PerformanceResourceTiming.prototype) as PerformanceResourceTiming;
  Object.defineProperty(entry, 'name', { value: `${origin}${path}` });
  Object.defineProperty(entry, 'initiatorType', { value: initiatorType });
  return entry;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepWhatWasRead', () => {
  it('asks again, once each, for the catalogue answers the page fetched', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetchMock);

    keepWhatWasRead(readable, [
      read('/api/category/getall/1'),
      read('/api/category/getall/1'),
      read('/api/account/profile'),
      read('/api/category/getall/2', 'img'),
    ]);

    expect(fetchMock.mock.calls).toEqual([
      [`${origin}/api/category/getall/1`, expect.objectContaining({ credentials: 'same-origin' })],
    ]);
  });
});
