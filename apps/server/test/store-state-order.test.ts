// Issue #27 item 1: a store subscription's state only moves forward.
import { randomUUID } from 'node:crypto';
import { isActivated, profileSchema } from '@citybook/contract';
import type { JWSTransactionDecodedPayload } from '@apple/app-store-server-library';
import { describe, expect, it } from 'vitest';
import {
  appleRenewalPayload,
  signedAppleNotification,
} from '../src/lib/stores/test-pki/apple-test-data.ts';
import { signLikeApple } from '../src/lib/stores/test-pki/sign-like-apple.ts';
import { ledgerOf } from './factories/subscription.ts';
import { useAppStoreTestApp } from './helpers/app-store.ts';
import { loggedInMember } from './helpers/member.ts';

const {
  appleApi,
  testApp,
  purchase,
  storeOnlyPurchase,
  postPurchase,
  notify,
  subscriptionOf,
  profileOf,
} = await useAppStoreTestApp();

async function appleSubscriber() {
  const member = await loggedInMember(testApp());
  const bought = purchase();
  const proof = signLikeApple(bought);
  const first = await postPurchase(member.cookie, proof);
  expect(first.statusCode, first.body).toBe(200);
  const voucherId = profileSchema.parse(first.json()).activationVoucherId ?? 0;
  return { member, bought, proof, voucherId };
}

/** Apple's REFUND of `transaction`, signed at `signedDate`; Apple's API then holds it revoked. */
function refundOf(transaction: JWSTransactionDecodedPayload, signedDate = Date.now()) {
  const revoked = { ...transaction, revocationDate: signedDate, revocationReason: 0 };
  appleApi.holds({ transaction: revoked, status: 5 });
  return signedAppleNotification({
    notificationType: 'REFUND',
    transaction: revoked,
    renewal: appleRenewalPayload(transaction, { autoRenewStatus: 0 }),
    status: 5,
    signedDate,
  });
}

/** A DID_RENEW of `transaction`'s own period, signed at `signedDate`. */
function didRenew(transaction: JWSTransactionDecodedPayload, signedDate: number) {
  return signedAppleNotification({
    notificationType: 'DID_RENEW',
    transaction,
    renewal: appleRenewalPayload(transaction),
    status: 1,
    signedDate,
  });
}

const storeNotificationsOf = (voucherId: number) =>
  testApp()
    .db.selectFrom('store_notification')
    .innerJoin(
      'activation_voucher',
      'activation_voucher.store_subscription_ref',
      'store_notification.store_subscription_ref',
    )
    .select([
      'store_notification.notification_id',
      'store_notification.kind',
      'store_notification.outcome',
    ])
    .where('activation_voucher.id', '=', voucherId)
    .orderBy('store_notification.id')
    .execute();

describe('App Store state that only moves forward (issue #27)', () => {
  it('keeps a refunded subscription ended when its old proof is posted again', async () => {
    const { member, bought, proof } = await appleSubscriber();
    expect((await notify(refundOf(bought))).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');

    const again = await postPurchase(member.cookie, proof);
    expect(again.statusCode, again.body).toBe(200);
    expect(isActivated(profileSchema.parse(again.json()))).toBe(false);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    // Apple's server API was asked: the proof only named the subscription.
    expect(
      appleApi.requests.filter((path) => path.endsWith(`/${bought.transactionId}`)),
    ).toHaveLength(2);
  });

  it('keeps it ended after a late or retried DID_RENEW, and records the late one', async () => {
    const { member, bought, voucherId } = await appleSubscriber();
    const renewedBefore = didRenew(bought, Date.now() - 60_000);
    const refund = refundOf(bought);
    expect((await notify(refund)).statusCode).toBe(200);

    // Signed before the refund, delivered after it.
    expect((await notify(renewedBefore)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    // Both again (Apple retries): still ended, each received once.
    expect((await notify(refund)).statusCode).toBe(200);
    expect((await notify(renewedBefore)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    expect((await storeNotificationsOf(voucherId)).map((row) => [row.kind, row.outcome])).toEqual([
      ['refunded', 'applied'],
      ['renewal', 'stale'],
    ]);
    const ledger = await ledgerOf(testApp(), voucherId);
    expect(ledger.map((row) => [row.purpose, row.status])).toEqual([['storePurchase', 'refunded']]);
  });

  it('does not let an equal end date undo an end the store has not dated', async () => {
    const { member, bought, voucherId } = await appleSubscriber();
    expect((await notify(refundOf(bought))).statusCode).toBe(200);
    // A subscription ended before the store's word was dated (an older server's row).
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ store_state_at: null })
      .where('id', '=', voucherId)
      .execute();
    expect((await notify(didRenew(bought, Date.now()))).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
  });

  it('revives it on newer word from the store: a refund reversed', async () => {
    const { member, bought } = await appleSubscriber();
    expect((await notify(refundOf(bought, Date.now() - 1_000))).statusCode).toBe(200);
    appleApi.holds({ transaction: bought, status: 1 });
    const reversed = signedAppleNotification({
      notificationType: 'REFUND_REVERSED',
      transaction: bought,
      renewal: appleRenewalPayload(bought),
      status: 1,
      signedDate: Date.now(),
    });
    expect((await notify(reversed)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('active');
  });

  it('applies the same notification once, however often and however at once it comes', async () => {
    const { member, bought, voucherId } = await appleSubscriber();
    const signedDate = Date.now();
    const uuid = randomUUID();
    const cancel = signedAppleNotification({
      notificationType: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_DISABLED',
      transaction: bought,
      renewal: appleRenewalPayload(bought, { autoRenewStatus: 0 }),
      status: 1,
      notificationUUID: uuid,
      signedDate,
    });
    const answers = await Promise.all([notify(cancel), notify(cancel)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await subscriptionOf(member.cookie))?.status).toBe('cancelled');
    // Turned back on in the same millisecond: the cancellation told again changes nothing.
    const resume = signedAppleNotification({
      notificationType: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_ENABLED',
      transaction: bought,
      renewal: appleRenewalPayload(bought),
      status: 1,
      signedDate,
    });
    expect((await notify(resume)).statusCode).toBe(200);
    expect((await notify(cancel)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('active');
    const rows = await storeNotificationsOf(voucherId);
    expect(rows.filter((row) => row.notification_id === uuid)).toEqual([
      { notification_id: uuid, kind: 'cancelled', outcome: 'applied' },
    ]);
    expect(rows).toHaveLength(2);
  });

  it("answers 503 and changes nothing while Apple's server API cannot be asked", async () => {
    const { member, proof } = await appleSubscriber();
    appleApi.failWith(500);
    try {
      const refused = await postPurchase(member.cookie, proof);
      expect(refused.statusCode).toBe(503);
    } finally {
      appleApi.failWith(null);
    }
    expect((await subscriptionOf(member.cookie))?.status).toBe('active');
  });

  it('refuses a genuine proof of a subscription Apple does not know', async () => {
    const member = await loggedInMember(testApp());
    const refused = await postPurchase(member.cookie, signLikeApple(storeOnlyPurchase()));
    expect(refused.statusCode).toBe(400);
    expect(isActivated(await profileOf(member.cookie))).toBe(false);
  });
});
