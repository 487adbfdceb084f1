import { CatalogApi } from '@citybook/contract/catalog';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
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

describe('keepWhatWasRead', () => {
  it('asks again, once each, for the catalogue answers the page fetched', async () => {
    const answered = vi.fn(() => []);
    server.use(apiHandler(CatalogApi.getCategories, answered, { params: { marketId: 1 } }));
    const requests = recordRequests();

    keepWhatWasRead(readable, [
      read('/api/category/getall/1'),
      read('/api/category/getall/1'),
      read('/api/account/profile'),
      read('/api/category/getall/2', 'img'),
    ]);

    await vi.waitFor(() => {
      expect(answered).toHaveBeenCalledTimes(1);
    });
    expect(requests.mock.calls).toEqual([
      ['/api/category/getall/1', expect.objectContaining({ credentials: 'same-origin' })],
    ]);
  });
});
