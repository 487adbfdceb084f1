import {
  AccountApi,
  ActivationApi,
  ConsentButton,
  ConsentText,
  CURRENT_TERMS,
  ErrorCode,
  paymentHistorySchema,
  renewalWording,
  SubscriptionManagementText,
} from '@citybook/contract';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { pruneExpired } from '../src/modules/account/index.ts';
import {
  cardPayload,
  changeConsent,
  ledgerOf,
  purchaseBody,
  purchaseConsent,
  resumeConsent,
  subscribedMember,
  subscriptionRow,
} from './factories/subscription.ts';
import { failDatabaseWrites } from './helpers/database-failure.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TERMS_SHA256 = createHash('sha256').update(CURRENT_TERMS.text, 'utf8').digest('hex');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A call from a phone's browser, as the app makes it. */
function postFromPhone(url: string, body: unknown, cookie: string) {
  return testApp().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'user-agent': PHONE, cookie },
    payload: JSON.stringify(body),
  });
}

function purchase(cookie: string, consent: object = purchaseConsent, code = 1) {
  return postFromPhone(
    ActivationApi.activateSubscription.path,
    purchaseBody(SandboxCards.visa, code, consent),
    cookie,
  );
}

async function consentsOf(userId: number) {
  return testApp()
    .db.selectFrom('subscription_consent')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

async function planRow(code: number) {
  return testApp()
    .db.selectFrom('subscription_type')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/** What the server must have recorded for `code`: its own price, wording and terms hash. */
async function shownFor(code: number) {
  const plan = await planRow(code);
  return {
    terms_version: CURRENT_TERMS.version,
    terms_sha256: TERMS_SHA256,
    subscription_type_code: code,
    plan_title: plan.title,
    amount_cents: plan.price_cents,
    currency: 'USD',
    period: plan.period,
    renewal_wording: renewalWording({ price: plan.price_cents / 100, period: plan.period }),
  };
}

describe('consent at a card purchase (ACTIVATION-22)', () => {
  it('records the terms hash, price, wording, button, account, ledger row and client', async () => {
    const member = await loggedInMember(testApp());
    // A client's own hash or price is no part of the request and is never recorded.
    const bought = await purchase(member.cookie, {
      ...purchaseConsent,
      termsSha256: 'forged',
      amount: 0.01,
    });
    expect(bought.statusCode, bought.body).toBe(200);

    const [consent, ...others] = await consentsOf(member.user.id);
    expect(others).toEqual([]);
    const voucherId = (await subscriptionRow(testApp(), consent?.voucher_id ?? 0)).id;
    const [payment] = await ledgerOf(testApp(), voucherId);
    expect(consent).toMatchObject({
      ...(await shownFor(1)),
      kind: 'purchase',
      user_id: member.user.id,
      voucher_id: voucherId,
      payment_id: payment?.id,
      button_label: ConsentButton.purchase,
      client: 'Safari on iOS',
      address: '127.0.0.x',
    });
    expect(Date.parse(consent?.created_at ?? '')).toBeLessThanOrEqual(
      Date.parse(payment?.created_at ?? ''),
    );
  });

  it('refuses terms the server no longer shows, or none, with 409 and charges nothing', async () => {
    const member = await loggedInMember(testApp());
    const charge = vi.spyOn(testApp().app.paymentGateway, 'charge');
    const stale = await purchase(member.cookie, { ...purchaseConsent, termsVersion: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: ErrorCode.termsChanged,
      message: ConsentText.termsChanged,
    });
    const none = await purchase(member.cookie, {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: ErrorCode.termsChanged });
    const otherButton = await purchase(member.cookie, { ...purchaseConsent, button: 'OK' });
    expect(otherButton.statusCode).toBe(400);
    expect(otherButton.json()).toMatchObject({ message: ConsentText.unknownButton });

    expect(charge).not.toHaveBeenCalled();
    charge.mockRestore();
    const left = await testApp()
      .db.selectFrom('payment')
      .select('id')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(left).toEqual([]);
    expect(await consentsOf(member.user.id)).toEqual([]);
  });

  it('keeps no consent for a declined card, and one for the purchase that is paid', async () => {
    const member = await loggedInMember(testApp());
    const declined = await postFromPhone(
      ActivationApi.activateSubscription.path,
      {
        subscriptionTypeCode: 1,
        sourcePayload: cardPayload(SandboxCards.declined),
        ...purchaseConsent,
      },
      member.cookie,
    );
    expect(declined.statusCode).toBe(402);
    expect(await consentsOf(member.user.id)).toEqual([]);
    expect((await purchase(member.cookie)).statusCode).toBe(200);
    expect(await consentsOf(member.user.id)).toEqual([
      expect.objectContaining({ kind: 'purchase' }),
    ]);
  });
});

describe('consent and the claim (ACTIVATION-22)', () => {
  it('records one consent for five concurrent purchases, the one that is charged', async () => {
    const member = await loggedInMember(testApp());
    const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(member.cookie)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const consents = await consentsOf(member.user.id);
    expect(consents).toHaveLength(1);
    const ledger = await ledgerOf(testApp(), consents[0]?.voucher_id ?? 0);
    expect(ledger).toEqual([expect.objectContaining({ id: consents[0]?.payment_id })]);
  });

  it('keeps the consent of a charge refunded because its purchase could not be recorded', async () => {
    const member = await loggedInMember(testApp());
    const fail = await failDatabaseWrites(testApp(), {
      event: 'insert',
      table: 'payment_instrument',
    });
    const failed = await purchase(member.cookie);
    await fail();
    expect(failed.statusCode).toBe(500);
    const [refunded] = await testApp()
      .db.selectFrom('payment')
      .selectAll()
      .where('user_id', '=', member.user.id)
      .execute();
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(await consentsOf(member.user.id)).toEqual([
      expect.objectContaining({ kind: 'purchase', payment_id: refunded?.id }),
    ]);
  });
});

describe('consent at a plan change and a resumption (ACTIVATION-22)', () => {
  it('records the plan the renewal will charge, with the button pressed', async () => {
    const { cookie, user, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const changed = await postFromPhone(
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 2, ...changeConsent },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const withdraw = SubscriptionManagementText.withdrawConfirm('Monthly');
    const back = await postFromPhone(
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 1, ...changeConsent, button: withdraw },
      cookie,
    );
    expect(back.statusCode, back.body).toBe(200);

    const [, change, stay] = await consentsOf(user.id);
    expect(change).toMatchObject({
      ...(await shownFor(2)),
      kind: 'change',
      voucher_id: voucherId,
      payment_id: null,
      button_label: SubscriptionManagementText.changeConfirm,
      client: 'Safari on iOS',
    });
    expect(stay).toMatchObject({ ...(await shownFor(1)), kind: 'change', button_label: withdraw });
    expect(await ledgerOf(testApp(), voucherId)).toHaveLength(1);
  });

  it('refuses a stale terms version on a change and writes nothing', async () => {
    const { cookie, user, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const stale = await postFromPhone(
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 2, ...changeConsent, termsVersion: '2020-01-01' },
      cookie,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.termsChanged });
    expect((await subscriptionRow(testApp(), voucherId)).next_subscription_type_code).toBeNull();
    // The withdraw label is not the button of a change to another plan.
    const wrong = await postFromPhone(
      ActivationApi.changeSubscription.path,
      {
        subscriptionTypeCode: 2,
        ...changeConsent,
        button: SubscriptionManagementText.withdrawConfirm('Monthly'),
      },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const same = await postFromPhone(
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 1, ...changeConsent },
      cookie,
    );
    expect(same.statusCode).toBe(400);
    expect((await consentsOf(user.id)).map((consent) => consent.kind)).toEqual(['purchase']);
  });

  it('records a resumption with the plan it renews to; a refused one leaves none', async () => {
    const { cookie, user, voucherId } = await subscribedMember(testApp(), SandboxCards.visa, 2);
    const cancelled = await postJson(
      testApp().app,
      ActivationApi.cancelSubscription.path,
      {},
      cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    const stale = await postFromPhone(
      ActivationApi.resumeSubscription.path,
      { ...resumeConsent, termsVersion: '2020-01-01' },
      cookie,
    );
    expect(stale.statusCode).toBe(409);
    expect((await subscriptionRow(testApp(), voucherId)).subscription_status).toBe('cancelled');

    const resumed = await postFromPhone(
      ActivationApi.resumeSubscription.path,
      resumeConsent,
      cookie,
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    const again = await postFromPhone(ActivationApi.resumeSubscription.path, resumeConsent, cookie);
    expect(again.statusCode).toBe(409);

    const consents = await consentsOf(user.id);
    expect(consents.map((consent) => consent.kind)).toEqual(['purchase', 'resume']);
    expect(consents[1]).toMatchObject({
      ...(await shownFor(2)),
      voucher_id: voucherId,
      button_label: ConsentButton.resume,
    });
  });
});

describe('consents kept and shown (ACTIVATION-23, ACTIVATION-24)', () => {
  it('lists the member’s own consents in Payment history, newest first', async () => {
    const { cookie } = await subscribedMember(testApp(), SandboxCards.visa);
    await subscribedMember(testApp(), SandboxCards.mastercard); // someone else's
    const changed = await postJson(
      testApp().app,
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 2, ...changeConsent },
      cookie,
    );
    expect(changed.statusCode).toBe(200);

    const answer = await getJson(testApp().app, ActivationApi.getPayments.path, cookie);
    expect(answer.statusCode).toBe(200);
    const { payments, consents } = paymentHistorySchema.parse(answer.json());
    expect(payments).toHaveLength(1);
    const annual = await planRow(2);
    const monthly = await planRow(1);
    expect(consents).toEqual([
      expect.objectContaining({
        kind: 'change',
        planTitle: annual.title,
        amount: annual.price_cents / 100,
        currency: 'USD',
        period: annual.period,
        renewalWording: renewalWording({ price: annual.price_cents / 100, period: annual.period }),
        termsVersion: CURRENT_TERMS.version,
        termsSha256: TERMS_SHA256,
        button: SubscriptionManagementText.changeConfirm,
      }),
      expect.objectContaining({
        kind: 'purchase',
        planTitle: monthly.title,
        amount: monthly.price_cents / 100,
        button: ConsentButton.purchase,
      }),
    ]);
  });

  it('survives housekeeping run years after the subscription ended', async () => {
    const { user, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const before = await consentsOf(user.id);
    expect(before).toHaveLength(1);
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ subscription_status: 'ended', deactivated_at: new Date().toISOString() })
      .where('id', '=', voucherId)
      .execute();

    for (const years of [1, 3, 4, 10]) {
      await pruneExpired(testApp().db, new Date(Date.now() + years * YEAR_MS));
    }
    expect(await consentsOf(user.id)).toEqual(before);
  });

  it('keeps the consents through account deletion, without the account or the client', async () => {
    const { user, cookie, voucherId } = await subscribedMember(testApp(), SandboxCards.visa);
    const change = await postFromPhone(
      ActivationApi.changeSubscription.path,
      { subscriptionTypeCode: 2, ...changeConsent },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    const before = await consentsOf(user.id);
    expect(before).toHaveLength(2);

    const deleted = await postJson(
      testApp().app,
      AccountApi.deleteAccount.path,
      { currentPassword: user.password },
      cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    const kept = await testApp()
      .db.selectFrom('subscription_consent')
      .selectAll()
      .where('voucher_id', '=', voucherId)
      .orderBy('id')
      .execute();
    expect(kept).toEqual(
      before.map((row) => ({ ...row, user_id: null, client: null, address: null })),
    );
    expect(kept[0]).toMatchObject({
      terms_sha256: TERMS_SHA256,
      payment_id: expect.any(Number) as number,
    });
    await pruneExpired(testApp().db, new Date(Date.now() + 4 * YEAR_MS));
    const afterHousekeeping = await testApp()
      .db.selectFrom('subscription_consent')
      .select('id')
      .where('voucher_id', '=', voucherId)
      .execute();
    expect(afterHousekeeping).toHaveLength(2);
  });
});
