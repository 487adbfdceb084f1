import {
  AccountApi,
  ActivationApi,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  paymentHistorySchema,
  SubscriptionManagementText,
  subscriptionAnswerSchema,
  SubscriptionRuleText,
  type Subscription,
} from '@citybook/contract';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import {
  changeConsent,
  ledgerOf,
  purchaseBody,
  resumeConsent,
  subscribedMember,
  subscriptionRow,
} from './factories/subscription.ts';
import { failDatabaseWrites } from './helpers/database-failure.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, logIn, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const purchase = (cookie: string, pan: string = SandboxCards.visa, code = 1) =>
  postJson(testApp().app, ActivationApi.activateSubscription.path, purchaseBody(pan, code), cookie);

async function subscriptionOf(cookie: string): Promise<Subscription | null> {
  const response = await getJson(testApp().app, ActivationApi.getSubscription.path, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return subscriptionAnswerSchema.parse(response.json()).subscription;
}

async function call(path: string, cookie: string, body: unknown = {}) {
  return postJson(testApp().app, path, body, cookie);
}

/** The live subscription rows of an account (the unique index allows one). */
async function subscriptionRowsOf(userId: number) {
  return testApp()
    .db.selectFrom('activation_voucher')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'SUB')
    .execute();
}

describe('one subscription per account', () => {
  it('answers 409 alreadySubscribed to a second purchase, charging nothing', async () => {
    const { cookie, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const charge = vi.spyOn(testApp().app.paymentGateway, 'charge');
    const again = await purchase(cookie, SandboxCards.mastercard, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'alreadySubscribed',
      message: SubscriptionRuleText.alreadySubscribed,
    });
    expect(charge).not.toHaveBeenCalled();
    expect(await ledgerOf(testApp(), voucherId)).toHaveLength(1);
    charge.mockRestore();
  });

  it('makes one charge and one subscription of five concurrent purchases', async () => {
    const member = await loggedInMember(testApp());
    const charge = vi.spyOn(testApp().app.paymentGateway, 'charge');
    const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(member.cookie)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const rows = await subscriptionRowsOf(member.user.id);
    expect(rows).toHaveLength(1);
    expect(charge).toHaveBeenCalledTimes(1);
    const ledger = await ledgerOf(testApp(), rows[0]?.id ?? 0);
    expect(ledger).toEqual([expect.objectContaining({ purpose: 'purchase', status: 'succeeded' })]);
    expect(charge.mock.calls[0]?.[0].idempotencyKey).toBe(ledger[0]?.idempotency_key);
    charge.mockRestore();
  });

  it('leaves no subscription after a declined card, and takes the next purchase', async () => {
    const member = await loggedInMember(testApp());
    expect((await purchase(member.cookie, SandboxCards.declined)).statusCode).toBe(402);
    expect(await subscriptionRowsOf(member.user.id)).toEqual([]);
    expect((await purchase(member.cookie)).statusCode).toBe(200);
    const { payments } = paymentHistorySchema.parse(
      (await getJson(testApp().app, ActivationApi.getPayments.path, member.cookie)).json(),
    );
    expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'failed']);
  });

  it('refunds a purchase whose subscription cannot be written, and keeps nothing of it', async () => {
    const member = await loggedInMember(testApp());
    const fail = await failDatabaseWrites(testApp(), {
      event: 'insert',
      table: 'payment_instrument',
    });
    const failed = await purchase(member.cookie);
    await fail();
    expect(failed.statusCode).toBe(500);
    expect(await subscriptionRowsOf(member.user.id)).toEqual([]);
    const [refunded] = await testApp()
      .db.selectFrom('payment')
      .selectAll()
      .where('user_id', '=', member.user.id)
      .execute();
    expect(refunded).toMatchObject({ purpose: 'purchase', status: 'refunded' });
    const found = await testApp().app.paymentGateway.findCharge(refunded?.idempotency_key ?? '');
    expect(found).toMatchObject({ status: 'refunded' });
    expect((await purchase(member.cookie)).statusCode).toBe(200);
  });
});

describe('managing the subscription', () => {
  it('shows none before a purchase, then the plan, its renewal and its card', async () => {
    const member = await loggedInMember(testApp());
    expect(await subscriptionOf(member.cookie)).toBeNull();
    expect((await purchase(member.cookie)).statusCode).toBe(200);
    const shown = await subscriptionOf(member.cookie);
    expect(shown).toMatchObject({
      status: 'active',
      source: 'card',
      plan: { code: 1, title: 'Monthly' },
      nextPlan: null,
      nextAttemptAt: null,
      card: { brand: 'Visa', last4: '4242' },
    });
  });

  it('changes plan from the next renewal, and back again, never charging now', async () => {
    const { cookie, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const change = (code: number, button: string = SubscriptionManagementText.changeConfirm) =>
      call(ActivationApi.changeSubscription.path, cookie, {
        subscriptionTypeCode: code,
        ...changeConsent,
        button,
      });

    const changed = await change(2);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(subscriptionAnswerSchema.parse(changed.json()).subscription).toMatchObject({
      plan: { code: 1 },
      nextPlan: { code: 2, title: 'Annual' },
    });
    const back = await change(1, SubscriptionManagementText.withdrawConfirm('Monthly'));
    expect(subscriptionAnswerSchema.parse(back.json()).subscription?.nextPlan).toBeNull();
    const same = await change(1, SubscriptionManagementText.withdrawConfirm('Monthly'));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: SubscriptionRuleText.samePlan });
    expect((await change(99)).statusCode).toBe(400);
    expect(await ledgerOf(testApp(), voucherId)).toHaveLength(1);
  });

  it('cancels to the period end, refuses changes meanwhile, and resumes', async () => {
    const { cookie, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const cancelled = await call(ActivationApi.cancelSubscription.path, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const shown = subscriptionAnswerSchema.parse(cancelled.json()).subscription;
    expect(shown?.status).toBe('cancelled');
    expect(shown?.periodEnd).toBe((await subscriptionRow(testApp(), voucherId)).offers_valid_to);
    expect((await call(ActivationApi.cancelSubscription.path, cookie)).statusCode).toBe(409);
    const change = await call(ActivationApi.changeSubscription.path, cookie, {
      subscriptionTypeCode: 2,
      ...changeConsent,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'subscriptionState' });
    expect((await purchase(cookie)).statusCode).toBe(409); // still runs: resume it instead

    const resumed = await call(ActivationApi.resumeSubscription.path, cookie, resumeConsent);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(subscriptionAnswerSchema.parse(resumed.json()).subscription?.status).toBe('active');
    const again = await call(ActivationApi.resumeSubscription.path, cookie, resumeConsent);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a member without a subscription, the guest and no session', async () => {
    const member = await loggedInMember(testApp());
    const none = await call(ActivationApi.cancelSubscription.path, member.cookie);
    expect(none.statusCode).toBe(404);
    const guest = await logIn(testApp().app, GUEST_EMAIL, GUEST_PASSWORD);
    expect((await call(ActivationApi.cancelSubscription.path, guest)).statusCode).toBe(403);
    expect((await call(ActivationApi.resumeSubscription.path, '')).statusCode).toBe(401);
    expect((await getJson(testApp().app, ActivationApi.getPayments.path, '')).statusCode).toBe(401);
  });
});

describe('payment history and account deletion', () => {
  it("lists the member's own charges with plan, amount, card and status", async () => {
    const { cookie } = await subscribedMember(testApp(), SandboxCards.mastercard);
    await subscribedMember(testApp(), SandboxCards.visa); // someone else's
    const { payments } = paymentHistorySchema.parse(
      (await getJson(testApp().app, ActivationApi.getPayments.path, cookie)).json(),
    );
    expect(payments).toEqual([
      expect.objectContaining({
        purpose: 'purchase',
        source: 'card',
        planTitle: 'Monthly',
        amount: 4.99,
        currency: 'USD',
        card: { brand: 'Mastercard', last4: '4444' },
        status: 'succeeded',
      }),
    ]);
  });

  it('ends the subscription with the account, keeping its charges without the account', async () => {
    const { user, cookie, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const deleted = await postJson(
      testApp().app,
      AccountApi.deleteAccount.path,
      { currentPassword: user.password },
      cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await subscriptionRow(testApp(), voucherId)).toMatchObject({
      subscription_status: 'ended',
      user_id: null,
    });
    expect(await ledgerOf(testApp(), voucherId)).toEqual([
      expect.objectContaining({ status: 'succeeded', user_id: null }),
    ]);
  });
});
