import { ErrorCode } from '@citybook/contract/app';
import { CatalogApi, MerchantLeftText } from '@citybook/contract/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHES } from '../../../lib/offline-copies.ts';
import { aMerchant } from '../../../testing/catalog-browse-fixtures.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { getMerchant } from './get-merchant.ts';

/** The worker's caches as the page sees them (the Cache API): what the page deletes and puts. */
function keptCaches(names: string[]) {
  const changes: { cache: string; change: string; url: string; answer?: Response }[] = [];
  const storage = {
    has: (name: string) => Promise.resolve(names.includes(name)),
    open: (name: string) =>
      Promise.resolve({
        delete: (url: string, options?: CacheQueryOptions) => {
          changes.push({
            cache: name,
            change: options?.ignoreSearch ? 'delete, any query' : 'delete',
            url,
          });
          return Promise.resolve(true);
        },
        put: (url: string, answer: Response) => {
          changes.push({ cache: name, change: 'put', url, answer });
          return Promise.resolve();
        },
      }),
  };
  vi.stubGlobal('caches', storage);
  return changes;
}

const call = { params: { id: 4 }, query: {} };
const hasLeft = (message: string) =>
  apiError(CatalogApi.getMerchant, 410, { code: ErrorCode.merchantLeft, message }, call);

describe('getMerchant and the worker’s kept copy (MERCHANT-12)', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the server’s answer instead of the kept page of a merchant that left the book', async () => {
    const changes = keptCaches([OFFLINE_CACHES.marketApi]);
    const message = MerchantLeftText.message('Luigi’s Bistro');
    server.use(hasLeft(message));

    await expect(getMerchant(4)).rejects.toMatchObject({ status: 410, message });

    const url = `${window.location.origin}/api/merchant/get/4`;
    expect(changes.map(({ answer: _answer, ...change }) => change)).toEqual([
      { cache: OFFLINE_CACHES.marketApi, change: 'delete, any query', url },
      { cache: OFFLINE_CACHES.marketApi, change: 'put', url },
    ]);
    const kept = changes[1]?.answer;
    expect(kept?.status).toBe(410);
    expect(await kept?.json()).toEqual({ code: ErrorCode.merchantLeft, message });
  });

  it('changes nothing on a device whose worker keeps nothing yet', async () => {
    const changes = keptCaches([]);
    server.use(hasLeft(MerchantLeftText.message('Gone')));
    await expect(getMerchant(4)).rejects.toMatchObject({ code: ErrorCode.merchantLeft });
    expect(changes).toEqual([]);
  });

  it('keeps them for any other answer: a merchant, an unknown one, a failure', async () => {
    const changes = keptCaches([OFFLINE_CACHES.marketApi]);
    server.use(apiReply(CatalogApi.getMerchant, aMerchant(4), call));
    await expect(getMerchant(4)).resolves.toMatchObject({ id: 4 });
    server.use(
      apiError(CatalogApi.getMerchant, 404, { code: ErrorCode.notFound, message: 'No.' }, call),
    );
    await expect(getMerchant(4)).rejects.toMatchObject({ status: 404 });
    server.use(
      apiError(CatalogApi.getMerchant, 500, { code: ErrorCode.unknown, message: 'Oops' }, call),
    );
    await expect(getMerchant(4)).rejects.toMatchObject({ status: 500 });

    expect(changes).toEqual([]);
  });

  it('still fails as the server said on a device without the Cache API', async () => {
    server.use(hasLeft(MerchantLeftText.message('Gone')));
    await expect(getMerchant(4)).rejects.toMatchObject({ code: ErrorCode.merchantLeft });
  });
});
