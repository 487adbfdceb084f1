import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  activationResponseSchema,
  isActivated,
  PaymentText,
  profileSchema,
  AccountApi,
  ActivationApi,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import {
  claimPeriodCharge,
  renewalPlanCode,
} from '../src/modules/activation/services/period-charge-service.ts';
import { renewDueSubscriptions } from '../src/modules/activation/index.ts';
import { findSubscriptionType } from '../src/modules/activation/repositories/subscription-type-repo.ts';
import { TEST_SETTINGS } from '../test-support/index.ts';
import {
  cardPayload,
  changeConsent,
  ledgerOf,
  setPeriodEnd,
  subscribedMember,
  subscriptionRow,
} from './factories/subscription.ts';
import { failDatabaseWrites } from './helpers/database-failure.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const renew = (now: Date) =>
  renewDueSubscriptions({ db: testApp().db, gateway: testApp().app.paymentGateway }, now);

async function profileOf(cookie: string) {
  return profileSchema.parse(
    (await getJson(testApp().app, AccountApi.getProfile.path, cookie)).json(),
  );
}

async function updateCard(voucherId: number, pan: string, cookie: string) {
  return postJson(
    testApp().app,
    urlOf(ActivationApi.updatePaymentInstrument, { params: { activationVoucherId: voucherId } }),
    { sourcePayload: cardPayload(pan) },
    cookie,
  );
}

/** A subscription whose period ends `inMs` from now. */
async function subscriptionEnding(pan: string, inMs: number, plan = 1) {
  const member = await subscribedMember(testApp(), pan, plan);
  const end = new Date(Date.now() + inMs);
  await setPeriodEnd(testApp(), member.voucherId, end);
  return { ...member, end };
}

const renewals = async (voucherId: number) =>
  (await ledgerOf(testApp(), voucherId)).filter((row) => row.purpose !== 'purchase');

describe('renewing before the period ends', () => {
  it('renews 2 hours before the end, and a second run charges nothing', async () => {
    const { voucherId, cookie, end } = await subscriptionEnding(SandboxCards.visa, 2 * HOUR_MS);
    const charge = vi.spyOn(testApp().app.paymentGateway, 'charge');
    const now = new Date();

    await renew(now);
    await renew(now);
    const row = await subscriptionRow(testApp(), voucherId);
    expect(Date.parse(row.offers_valid_to) - end.getTime()).toBe(30 * DAY_MS);
    expect(row.subscription_status).toBe('active');
    const charged = await renewals(voucherId);
    expect(charged).toEqual([
      expect.objectContaining({ purpose: 'renewal', status: 'succeeded', amount_cents: 499 }),
    ]);
    const keys = charge.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys.filter((key) => key === charged[0]?.idempotency_key)).toHaveLength(1);
    expect(isActivated(await profileOf(cookie))).toBe(true);
    charge.mockRestore();
  });

  it('does not charge 25 hours before the end', async () => {
    const { voucherId } = await subscriptionEnding(SandboxCards.visa, 25 * HOUR_MS);
    await renew(new Date());
    expect(await renewals(voucherId)).toEqual([]);
  });

  it('charges a due subscription once when two renewal runs overlap', async () => {
    const { voucherId, end } = await subscriptionEnding(SandboxCards.mastercard, HOUR_MS);
    await Promise.all([renew(new Date()), renew(new Date()), renew(new Date())]);
    expect(await renewals(voucherId)).toHaveLength(1);
    const row = await subscriptionRow(testApp(), voucherId);
    expect(Date.parse(row.offers_valid_to) - end.getTime()).toBe(30 * DAY_MS);
  });

  it('charges only the new plan, once, after a plan change', async () => {
    const { voucherId, cookie, end } = await subscriptionEnding(SandboxCards.visa, HOUR_MS);
    const changed = await postJson(
      testApp().app,
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 2, ...changeConsent },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    await renew(new Date());
    await renew(new Date());
    expect(await renewals(voucherId)).toEqual([
      expect.objectContaining({
        subscription_type_code: 2,
        amount_cents: 3999,
        status: 'succeeded',
      }),
    ]);
    const row = await subscriptionRow(testApp(), voucherId);
    expect(row).toMatchObject({ subscription_type_code: 2, next_subscription_type_code: null });
    expect(Date.parse(row.offers_valid_to) - end.getTime()).toBe(365 * DAY_MS);
    expect((await profileOf(cookie)).subscriptionType).toBe(2);
  });

  it('ends a cancelled subscription at its period end, charging nothing', async () => {
    const { voucherId, cookie, end } = await subscriptionEnding(SandboxCards.visa, HOUR_MS);
    const cancelled = await postJson(
      testApp().app,
      ActivationApi.cancelSubscription.path,
      {},
      cookie,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await renew(new Date());
    expect(isActivated(await profileOf(cookie))).toBe(true);
    await renew(new Date(end.getTime() + 60_000));
    expect(await renewals(voucherId)).toEqual([]);
    expect(await subscriptionRow(testApp(), voucherId)).toMatchObject({
      subscription_status: 'ended',
    });
    const profile = await profileOf(cookie);
    expect(profile).toMatchObject({
      activationVoucherDeactivated: true,
      isDeactivatedFuture: false,
    });
  });
});

describe('a declined renewal', () => {
  it('is past due while still activated, retried after 1, 3 and 5 days, then ends', async () => {
    const { voucherId, cookie, end } = await subscriptionEnding(
      SandboxCards.failsAtRenewal,
      2 * HOUR_MS,
    );
    const first = new Date();
    const summary = await renew(first);
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    const pastDue = await profileOf(cookie);
    expect(pastDue).toMatchObject({ isDeactivatedFuture: true });
    expect(isActivated(pastDue)).toBe(true); // the period has not ended: no lapse before it does
    await renew(first); // the same moment again: no second try
    expect(await renewals(voucherId)).toHaveLength(1);

    for (const days of [1, 3]) {
      const retry = new Date(first.getTime() + days * DAY_MS);
      await renew(new Date(retry.getTime() - 60_000)); // not yet
      await renew(retry);
      await renew(retry);
      expect(await subscriptionRow(testApp(), voucherId)).toMatchObject({
        subscription_status: 'pastDue',
      });
    }
    expect(await renewals(voucherId)).toHaveLength(3);
    const afterEnd = await profileOf(cookie);
    expect(afterEnd.isDeactivatedFuture).toBe(true);
    expect(Date.parse(afterEnd.userOffersValidTo ?? '')).toBe(end.getTime());

    await renew(new Date(first.getTime() + 5 * DAY_MS));
    const rows = await renewals(voucherId);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(await subscriptionRow(testApp(), voucherId)).toMatchObject({
      subscription_status: 'ended',
    });
    const ended = await profileOf(cookie);
    expect(ended).toMatchObject({ isDeactivatedFuture: false, activationVoucherDeactivated: true });
    expect((await updateCard(voucherId, SandboxCards.visa, cookie)).statusCode).toBe(400);
  });

  it('is paid once by a new card, however many updates race', async () => {
    const { voucherId, cookie } = await subscriptionEnding(SandboxCards.failsAtRenewal, -HOUR_MS);
    await renew(new Date());
    const details = activationResponseSchema.parse(
      (
        await getJson(
          testApp().app,
          urlOf(ActivationApi.getActivation, { params: { activationVoucherId: voucherId } }),
          cookie,
        )
      ).json(),
    );
    expect(details.isDeactivatedFuture).toBe(true);

    const declined = await updateCard(voucherId, SandboxCards.declined, cookie);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'paymentDeclined', message: PaymentText.declined });
    expect((await profileOf(cookie)).isDeactivatedFuture).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => updateCard(voucherId, SandboxCards.visa, cookie)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const paid = (await renewals(voucherId)).filter((row) => row.status === 'succeeded');
    expect(paid).toEqual([expect.objectContaining({ purpose: 'cardUpdate', card_last4: '4242' })]);
    const renewed = await profileOf(cookie);
    expect(renewed.isDeactivatedFuture).toBe(false);
    expect(isActivated(renewed)).toBe(true);
    expect(Date.parse(renewed.userOffersValidTo ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('a renewal charge claimed', () => {
  it('cannot be claimed again while its charge has not settled', async () => {
    const { voucherId } = await subscriptionEnding(SandboxCards.failsAtRenewal, -HOUR_MS);
    await renew(new Date());
    const { db } = testApp();
    const readNow = () =>
      db
        .selectFrom('activation_voucher')
        .selectAll()
        .where('id', '=', voucherId)
        .executeTakeFirstOrThrow();
    const pastDue = await readNow();
    expect(pastDue.subscription_status).toBe('pastDue');
    const plan = await findSubscriptionType(db, renewalPlanCode(pastDue));
    if (!plan) throw new Error('no plan');

    const first = await claimPeriodCharge(db, pastDue, { purpose: 'cardUpdate', plan }, new Date());
    expect(first).toBeDefined();
    // A second card update that read the subscription after the first claim (its lease in place)
    // must not start a second charge for the same period.
    const held = await readNow();
    const second = await claimPeriodCharge(
      db,
      held,
      { purpose: 'cardUpdate', plan },
      new Date(Date.now() + 1),
    );
    expect(second).toBeUndefined();
    expect((await readNow()).next_renewal_at).toBe(first?.lease);
  });
});

describe('card updates', () => {
  it('stores a new card without charging while the subscription is in good standing', async () => {
    const { voucherId, cookie, profile } = await subscribedMember(testApp(), SandboxCards.visa);
    const charge = vi.spyOn(testApp().app.paymentGateway, 'charge');

    const response = await updateCard(voucherId, SandboxCards.mastercard, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(charge).not.toHaveBeenCalled();
    expect(profileSchema.parse(response.json()).userOffersValidTo).toBe(profile.userOffersValidTo);
    const details = activationResponseSchema.parse(
      (
        await getJson(
          testApp().app,
          urlOf(ActivationApi.getActivation, { params: { activationVoucherId: voucherId } }),
          cookie,
        )
      ).json(),
    );
    expect(details.subscriptionActivationVoucher?.paymentInstrument.paymentCard).toMatchObject({
      brand: 'Mastercard',
      last4: '4444',
    });
    charge.mockRestore();
  });

  it("refuses another member's voucher, a bad card and no session", async () => {
    const { voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const stranger = await loggedInMember(testApp());
    expect((await updateCard(voucherId, SandboxCards.visa, stranger.cookie)).statusCode).toBe(404);

    const owner = await subscribedMember(testApp(), SandboxCards.visa);
    const luhnInvalid = await updateCard(owner.voucherId, '4242424242424241', owner.cookie);
    expect(luhnInvalid.statusCode).toBe(400);
    expect(luhnInvalid.json()).toMatchObject({ message: PaymentText.invalidCard });
    expect((await updateCard(owner.voucherId, SandboxCards.visa, '')).statusCode).toBe(401);
  });
});

describe('charges that cannot be recorded', () => {
  it('refunds a renewal whose period cannot be written, and renews it later', async () => {
    const { voucherId, end } = await subscriptionEnding(SandboxCards.visa, HOUR_MS);
    const fail = await failDatabaseWrites(testApp(), {
      event: 'update of offers_valid_to',
      table: 'activation_voucher',
    });
    const now = new Date();
    await renew(now);
    await fail();

    expect(await renewals(voucherId)).toEqual([
      expect.objectContaining({ status: 'refunded', gateway_reference: expect.any(String) }),
    ]);
    expect((await subscriptionRow(testApp(), voucherId)).offers_valid_to).toBe(end.toISOString());
    // The claim's lease runs out, and the next run renews it.
    await renew(new Date(now.getTime() + 11 * 60_000));
    const rows = await renewals(voucherId);
    expect(rows.map((row) => row.status)).toEqual(['refunded', 'succeeded']);
  });

  it('settles a pending charge left by a crash: refunded when made, failed when not', async () => {
    const { app } = testApp();
    const { voucherId } = await subscriptionEnding(SandboxCards.visa, 10 * DAY_MS);
    const old = new Date(Date.now() - 2 * HOUR_MS).toISOString();
    const pending = (key: string, attempt: number) => ({
      user_id: null,
      voucher_id: voucherId,
      purpose: 'renewal' as const,
      source: 'card' as const,
      subscription_type_code: 1,
      amount_cents: 499,
      currency: 'USD',
      period_key: 'crashed',
      attempt,
      idempotency_key: key,
      status: 'pending' as const,
      created_at: old,
      updated_at: old,
    });
    const charged = `crash-${String(voucherId)}-charged`;
    const card = await app.paymentGateway.saveCard(
      {
        pan: SandboxCards.visa,
        cvv: '123',
        expirationMonth: 12,
        expirationYear: 2099,
        cardholderName: 'A',
      },
      `${charged}:card`,
    );
    await app.paymentGateway.charge({
      token: card.token,
      amountCents: 499,
      currency: 'usd',
      description: 'crash',
      memberPresent: false,
      idempotencyKey: charged,
    });
    await testApp()
      .db.insertInto('payment')
      .values([pending(charged, 0), pending(`crash-${String(voucherId)}-never`, 1)])
      .execute();

    await renew(new Date());
    const rows = (await ledgerOf(testApp(), voucherId)).filter(
      (row) => row.period_key === 'crashed',
    );
    expect(rows.map((row) => row.status)).toEqual(['refunded', 'failed']);
    expect(await app.paymentGateway.findCharge(charged)).toMatchObject({ status: 'refunded' });
  });
});

describe('the operator command', () => {
  it('renews at the time it is given, and charges once when run twice for that time', async () => {
    const { databaseUrl } = testApp();
    const { voucherId, cookie } = await subscribedMember(testApp(), SandboxCards.visa);
    const end = (await subscriptionRow(testApp(), voucherId)).offers_valid_to;
    const now = new Date(Date.parse(end) - 2 * HOUR_MS).toISOString();
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/index.ts', 'subscriptions', 'renew', '--now', now],
        {
          cwd: serverDir,
          env: { ...process.env, ...TEST_SETTINGS, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
        },
      );

    const { stdout } = await run();
    await run();
    const [header, counts] = stdout.trim().split('\n');
    expect(header).toBe('renewed,failed,ended');
    expect(Number(counts?.split(',')[0])).toBeGreaterThanOrEqual(1);
    expect(await renewals(voucherId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    const after = await subscriptionRow(testApp(), voucherId);
    expect(Date.parse(after.offers_valid_to) - Date.parse(end)).toBe(30 * DAY_MS);
    expect(isActivated(await profileOf(cookie))).toBe(true);
  });
});
