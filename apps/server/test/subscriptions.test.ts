import {
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  hasActiveSubscription,
  PaymentText,
  profileSchema,
  subscriptionTypeListSchema,
  ActivationApi,
  urlOf,
  AccountApi,
  voucherListSchema,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { cardPayload, purchaseConsent } from './factories/subscription.ts';
import { createUser } from './factories/user.ts';
import { getJson, logIn, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
async function subscribe(pan: string, overrides: Record<string, string> = {}, code = 1) {
  const { app, db } = testApp();
  const user = await createUser(db);
  const cookie = await logIn(app, user.email, user.password);
  const response = await postJson(
    app,
    ActivationApi.activateSubscription.path,
    {
      subscriptionTypeCode: code,
      sourceDevicePlatformCode: 'web',
      sourcePayload: cardPayload(pan, overrides),
      ...purchaseConsent,
    },
    cookie,
  );
  return { response, cookie, user };
}

describe('subscription plans and card checks', () => {
  it('lists a monthly and an annual plan', async () => {
    const plans = subscriptionTypeListSchema.parse(
      (await getJson(testApp().app, ActivationApi.getSubscriptionTypes.path)).json(),
    );
    expect(plans.map((p) => p.period)).toEqual(['month', 'year']);
    expect(plans.every((p) => p.price > 0)).toBe(true);
  });

  it.each([
    ['4242 4242 4242 4242', true, 'Visa', 1],
    ['5555-5555-5555-4444', true, 'Mastercard', 2],
    ['378282246310005', true, 'American Express', 3],
    ['6011 1111 1111 1117', true, 'Discover', 4],
    ['3056 9309 0259 04', true, 'Diners Club', 5],
    ['3530 1113 3330 0000', true, 'JCB', 6],
    ['2223 0031 2200 3222', true, 'Mastercard', 2],
    ['4242424242424241', false, 'Visa', 1],
    ['1234', false, '', 0],
  ])('checks %s', async (number, valid, cardType, cardTypeCode) => {
    const response = await getJson(
      testApp().app,
      urlOf(ActivationApi.validatePaymentCardNumber, { params: { number } }),
    );
    expect(response.json()).toEqual({ valid, cardType, cardTypeCode });
  });
});

describe('POST /api/account/activateSubscription (sandbox gateway)', () => {
  it('charges a test card and activates a subscription, keeping only brand, last 4 and expiry', async () => {
    const { response, cookie } = await subscribe(SandboxCards.visa);
    expect(response.statusCode, response.body).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(hasActiveSubscription(profile)).toBe(true);
    expect(profile).toMatchObject({
      userActivationType: 'SUB',
      subscriptionType: 1,
      userPrincipalId: expect.any(Number),
    });

    const details = await getJson(
      testApp().app,
      urlOf(ActivationApi.getActivation, {
        params: { activationVoucherId: profile.activationVoucherId! },
      }),
      cookie,
    );
    expect(details.json()).toMatchObject({
      bookActivationVoucher: null,
      subscriptionActivationVoucher: {
        subscriptionTypeCode: 1,
        paymentInstrument: {
          paymentCard: {
            brand: 'Visa',
            last4: '4242',
            expirationMonth: 12,
            expirationYear: new Date().getUTCFullYear() + 1,
          },
        },
      },
    });
    const stored = await testApp().db.selectFrom('payment_instrument').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(SandboxCards.visa);
    expect(JSON.stringify(stored)).not.toContain('"123"');
  });

  it('lists the subscription among the vouchers as its plan, not as a code, with its dates (issue #15 item 16, issue 32 item 11)', async () => {
    const before = new Date().toISOString();
    const { response, cookie } = await subscribe(SandboxCards.visa);
    const profile = profileSchema.parse(response.json());

    const list = voucherListSchema.parse(
      (await getJson(testApp().app, ActivationApi.getVouchers.path, cookie)).json(),
    );

    expect(list).toEqual([
      {
        code: expect.not.stringMatching(/^[A-Z0-9]{4}-/) as unknown,
        currentVoucher: true,
        activationVoucherId: profile.activationVoucherId,
        activatedAt: expect.any(String) as unknown,
        validTo: profile.userOffersValidTo,
        plan: { title: 'Monthly', renews: true, validTo: profile.userOffersValidTo },
      },
    ]);
    expect(list[0]!.activatedAt >= before).toBe(true);
    expect(list[0]!.activatedAt <= new Date().toISOString()).toBe(true);
  });

  it('answers 402 with the gateway message for a declined card, activating nothing', async () => {
    const { response, cookie } = await subscribe(SandboxCards.declined);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'paymentDeclined', message: PaymentText.declined });
    expect((await getJson(testApp().app, AccountApi.getProfile.path, cookie)).json()).toMatchObject(
      {
        activationVoucherId: null,
      },
    );
  });

  it.each([
    ['a Luhn-invalid number', '4242424242424241', {}, PaymentText.invalidCard],
    ['an expired card', SandboxCards.visa, { expirationYear: '2020' }, PaymentText.expiredCard],
    [
      'a missing name',
      SandboxCards.visa,
      { cardholderName: '' },
      'Please enter the name on the card.',
    ],
  ])('refuses %s with a clear 400', async (_label, pan, overrides, message) => {
    const { response } = await subscribe(pan, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ErrorCode.validation, message });
  });

  it('refuses an unknown plan and the guest', async () => {
    expect((await subscribe(SandboxCards.visa, {}, 99)).response.json()).toMatchObject({
      message: PaymentText.unknownSubscription,
    });
    const guest = await logIn(testApp().app, GUEST_EMAIL, GUEST_PASSWORD);
    const response = await postJson(
      testApp().app,
      ActivationApi.activateSubscription.path,
      { subscriptionTypeCode: 1, sourcePayload: cardPayload(SandboxCards.visa) },
      guest,
    );
    expect(response.statusCode).toBe(403);
  });
});
