import { ErrorCode } from '@citybook/contract/app';
import { CatalogApi, MerchantLeftText } from '@citybook/contract/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHES } from '../../../lib/offline-copies.ts';
import { aMerchant } from '../../../testing/catalog-browse-fixtures.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { getMerchant } from './get-merchant.ts';

/** The worker's caches as the page sees them (the Cache API), holding the given addresses. */
function keptCaches(kept: Record<string, string[]>) {
  const deleted: { cache: string; url: string; ignoreSearch: boolean | undefined }[] = [];
  const storage = {
    has: (name: string) => Promise.resolve(name in kept),
    open: (name: string) =>
      Promise.resolve({
        delete: (url: string, options?: CacheQueryOptions) => {
          deleted.push({ cache: name, url, ignoreSearch: options?.ignoreSearch });
          return Promise.resolve((kept[name] ?? []).some((each) => each.startsWith(url)));
        },
      }),
  };
  vi.stubGlobal('caches', storage);
  return deleted;
}

const call = { params: { id: 4 }, query: {} };

describe('getMerchant and the worker’s kept copy (MERCHANT-12)', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('forgets the kept answers of a merchant the server says has left the book', async () => {
    const deleted = keptCaches({
      [OFFLINE_CACHES.marketApi]: [`${window.location.origin}/api/merchant/get/4`],
    });
    const message = MerchantLeftText.message('Luigi’s Bistro');
    server.use(
      apiError(CatalogApi.getMerchant, 410, { code: ErrorCode.merchantLeft, message }, call),
    );

    await expect(getMerchant(4)).rejects.toMatchObject({ status: 410, message });

    expect(deleted).toEqual([
      {
        cache: OFFLINE_CACHES.marketApi,
        url: `${window.location.origin}/api/merchant/get/4`,
        ignoreSearch: true,
      },
    ]);
  });

  it('keeps them for any other answer: a merchant, an unknown one, a failure', async () => {
    const deleted = keptCaches({ [OFFLINE_CACHES.marketApi]: [] });
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

    expect(deleted).toEqual([]);
  });

  it('still fails as the server said on a device without kept answers', async () => {
    server.use(
      apiError(
        CatalogApi.getMerchant,
        410,
        { code: ErrorCode.merchantLeft, message: MerchantLeftText.message('Gone') },
        call,
      ),
    );
    await expect(getMerchant(4)).rejects.toMatchObject({ code: ErrorCode.merchantLeft });
  });
});
