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
import { renewDueSubscriptions } from '../src/modules/activation/renewal-service.ts';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { RENEWAL_GRACE_DAYS } from '../src/modules/activation/subscription-period.ts';
import { cardPayload, subscribedMember } from './factories/subscription.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TEST_SETTINGS } from '../test-support/index.ts';

const testApp = useTestApp();
const DAY_MS = 86_400_000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Moves a subscription's period end to `end`, as if time had passed. */
async function setPeriodEnd(voucherId: number, end: Date) {
  await testApp()
    .db.updateTable('activation_voucher')
    .set({ offers_valid_to: end.toISOString() })
    .where('id', '=', voucherId)
    .execute();
}

async function periodEnd(voucherId: number): Promise<string> {
  const row = await testApp()
    .db.selectFrom('activation_voucher')
    .select('offers_valid_to')
    .where('id', '=', voucherId)
    .executeTakeFirstOrThrow();
  return row.offers_valid_to;
}

async function cardToken(voucherId: number): Promise<string> {
  const row = await testApp()
    .db.selectFrom('payment_instrument')
    .select('gateway_token')
    .where('voucher_id', '=', voucherId)
    .executeTakeFirstOrThrow();
  return row.gateway_token;
}

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

/** A subscription whose period ended an hour ago. */
async function dueSubscription(pan: string) {
  const member = await subscribedMember(testApp(), pan);
  const end = new Date(Date.now() - 3_600_000);
  await setPeriodEnd(member.voucherId, end);
  return { ...member, end };
}

describe('subscription renewals', () => {
  it('charges the stored card and extends the period by one month', async () => {
    const { app, db } = testApp();
    const { voucherId, cookie, end } = await dueSubscription(SandboxCards.visa);
    const charge = vi.spyOn(app.paymentGateway, 'chargeStored');

    const summary = await renewDueSubscriptions(db, app.paymentGateway, new Date());
    expect(summary.renewed).toBeGreaterThanOrEqual(1);
    expect(charge).toHaveBeenCalledWith(await cardToken(voucherId), 499, expect.any(String));
    expect(Date.parse(await periodEnd(voucherId)) - end.getTime()).toBe(30 * DAY_MS);
    const profile = await profileOf(cookie);
    expect(isActivated(profile)).toBe(true);
    expect(profile.isDeactivatedFuture).toBe(false);
    charge.mockRestore();
  });

  it('charges a due subscription once even when two renewal runs overlap', async () => {
    const { app, db } = testApp();
    const { voucherId, end } = await dueSubscription(SandboxCards.mastercard);
    const charge = vi.spyOn(app.paymentGateway, 'chargeStored');

    await Promise.all([
      renewDueSubscriptions(db, app.paymentGateway, new Date()),
      renewDueSubscriptions(db, app.paymentGateway, new Date()),
    ]);
    const token = await cardToken(voucherId);
    expect(charge.mock.calls.filter(([charged]) => charged === token)).toHaveLength(1);
    expect(Date.parse(await periodEnd(voucherId)) - end.getTime()).toBe(30 * DAY_MS);
    charge.mockRestore();
  });

  it('starts the grace period when the renewal is declined, and a new card ends it', async () => {
    const { app, db } = testApp();
    const { voucherId, cookie } = await dueSubscription(SandboxCards.failsAtRenewal);

    const summary = await renewDueSubscriptions(db, app.paymentGateway, new Date());
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    const lapsed = await profileOf(cookie);
    expect(lapsed).toMatchObject({ isDeactivatedFuture: true, activationVoucherDeactivated: true });
    const details = activationResponseSchema.parse(
      (
        await getJson(
          app,
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

    const updated = await updateCard(voucherId, SandboxCards.visa, cookie);
    expect(updated.statusCode, updated.body).toBe(200);
    const renewed = profileSchema.parse(updated.json());
    expect(renewed.isDeactivatedFuture).toBe(false);
    expect(isActivated(renewed)).toBe(true);
    expect(Date.parse(renewed.userOffersValidTo ?? '')).toBeGreaterThan(Date.now());
    const card = activationResponseSchema.parse(
      (
        await getJson(
          app,
          urlOf(ActivationApi.getActivation, { params: { activationVoucherId: voucherId } }),
          cookie,
        )
      ).json(),
    ).subscriptionActivationVoucher?.paymentInstrument.paymentCard;
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242' });
  });

  it('ends the subscription when the grace period runs out without a new card', async () => {
    const { app, db } = testApp();
    const { voucherId, cookie, end } = await dueSubscription(SandboxCards.failsAtRenewal);
    await renewDueSubscriptions(db, app.paymentGateway, new Date());

    const afterGrace = new Date(end.getTime() + (RENEWAL_GRACE_DAYS + 1) * DAY_MS);
    const summary = await renewDueSubscriptions(db, app.paymentGateway, afterGrace);
    expect(summary.ended).toBeGreaterThanOrEqual(1);
    const ended = await profileOf(cookie);
    expect(ended).toMatchObject({ isDeactivatedFuture: false, activationVoucherDeactivated: true });
    const refused = await updateCard(voucherId, SandboxCards.visa, cookie);
    expect(refused.statusCode).toBe(400);
  });

  it('stores a new card without charging while the period still runs', async () => {
    const { app } = testApp();
    const { voucherId, cookie, profile } = await subscribedMember(testApp(), SandboxCards.visa);
    const charge = vi.spyOn(app.paymentGateway, 'chargeAndStore');

    const response = await updateCard(voucherId, SandboxCards.mastercard, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(charge).not.toHaveBeenCalled();
    expect(profileSchema.parse(response.json()).userOffersValidTo).toBe(profile.userOffersValidTo);
    const details = activationResponseSchema.parse(
      (
        await getJson(
          app,
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

  it("refuses another member's voucher, a book voucher and a bad card", async () => {
    const { voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const stranger = await loggedInMember(testApp());
    expect((await updateCard(voucherId, SandboxCards.visa, stranger.cookie)).statusCode).toBe(404);

    const owner = await subscribedMember(testApp(), SandboxCards.visa);
    const luhnInvalid = await updateCard(owner.voucherId, '4242424242424241', owner.cookie);
    expect(luhnInvalid.statusCode).toBe(400);
    expect(luhnInvalid.json()).toMatchObject({ message: PaymentText.invalidCard });
    const anonymous = await updateCard(owner.voucherId, SandboxCards.visa, '');
    expect(anonymous.statusCode).toBe(401);
  });

  it('renews from the operator command at the time it is given', async () => {
    const { databaseUrl } = testApp();
    const { voucherId, cookie } = await subscribedMember(testApp(), SandboxCards.visa);
    const end = await periodEnd(voucherId);
    const now = new Date(Date.parse(end) + DAY_MS).toISOString();

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'subscriptions', 'renew', '--now', now],
      {
        cwd: serverDir,
        env: { ...process.env, ...TEST_SETTINGS, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      },
    );
    const [header, counts] = stdout.trim().split('\n');
    expect(header).toBe('renewed,failed,ended');
    expect(Number(counts?.split(',')[0])).toBeGreaterThanOrEqual(1);
    expect(Date.parse(await periodEnd(voucherId)) - Date.parse(end)).toBe(30 * DAY_MS);
    expect(isActivated(await profileOf(cookie))).toBe(true);
  });
});
