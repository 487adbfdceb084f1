import { ActivationApi } from '@citybook/contract/activation';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import { readStored, writeStored } from '../../../lib/storage/stored.ts';
import { profile } from '../../../testing/fixtures.ts';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { activateSubscription } from './activate-subscription.ts';

const request = {
  subscriptionTypeCode: 1,
  sourceDevicePlatformCode: 'web',
  sourcePayload: '{}',
  termsVersion: '2026-01',
  button: 'purchase',
} as const;

describe('buying a subscription through a campaign’s link (FUNDRAISING-7)', () => {
  it('names the campaign and seller the tab came from, once', async () => {
    const sent: unknown[] = [];
    server.use(
      apiHandler(ActivationApi.activateSubscription, ({ body }) => {
        sent.push(body);
        return profile;
      }),
    );
    writeStored(storageKeys.fundraisingLink, {
      campaignSlug: 'k7m2p9qa',
      sellerSlug: 'q7r2t8wz',
    });
    await activateSubscription(request);
    expect(sent).toEqual([
      { ...request, fundraising: { campaignSlug: 'k7m2p9qa', sellerSlug: 'q7r2t8wz' } },
    ]);
    expect(readStored(storageKeys.fundraisingLink)).toBeUndefined();
    await activateSubscription(request);
    expect(sent[1]).toEqual(request);
  });

  it('keeps the link when the purchase fails, so trying again still counts', async () => {
    server.use(
      apiHandler(
        ActivationApi.activateSubscription,
        () =>
          new Response(JSON.stringify({ code: 'paymentDeclined', message: 'Declined' }), {
            status: 402,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    writeStored(storageKeys.fundraisingLink, { campaignSlug: 'k7m2p9qa' });
    await expect(activateSubscription(request)).rejects.toThrow();
    expect(readStored(storageKeys.fundraisingLink)).toEqual({ campaignSlug: 'k7m2p9qa' });
  });
});
