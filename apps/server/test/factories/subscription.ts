import {
  ActivationApi,
  ConsentButton,
  CURRENT_TERMS,
  profileSchema,
  SubscriptionManagementText,
} from '@citybook/contract';
import { renewalDueAt } from '../../src/modules/activation/index.ts';
import { loggedInMember } from '../helpers/member.ts';
import { postJson } from '../helpers/session.ts';
import type { TestApp } from '../helpers/test-app.ts';

const nextYear = String(new Date().getUTCFullYear() + 1);

/** ACTIVATION-11 Card data as the payment form sends it (JSON text). */
export function cardPayload(pan: string, overrides: Record<string, string> = {}): string {
  return JSON.stringify({
    cardType: 0,
    cardholderName: 'Ana Member',
    pan,
    expirationMonth: '12',
    expirationYear: nextYear,
    cvv: '123',
    ...overrides,
  });
}

/** ACTIVATION-22: what the screens send with a purchase, a plan change and a resumption. */
export const purchaseConsent = {
  termsVersion: CURRENT_TERMS.version,
  button: ConsentButton.purchase,
} as const;
export const changeConsent = {
  termsVersion: CURRENT_TERMS.version,
  button: SubscriptionManagementText.changeConfirm,
} as const;
export const resumeConsent = {
  termsVersion: CURRENT_TERMS.version,
  button: ConsentButton.resume,
} as const;

/** ACTIVATION-22: a card purchase as the web payment screen sends it, with its consent. */
export function purchaseBody(
  pan: string,
  subscriptionTypeCode = 1,
  consent: object = purchaseConsent,
) {
  return {
    subscriptionTypeCode,
    sourceDevicePlatformCode: 'web',
    sourcePayload: cardPayload(pan),
    ...consent,
  };
}

/** A new member with a subscription paid by `pan`; fails the test when the purchase fails. */
export async function subscribedMember(testApp: TestApp, pan: string, subscriptionTypeCode = 1) {
  const member = await loggedInMember(testApp);
  const response = await postJson(
    testApp.app,
    ActivationApi.activateSubscription.path,
    purchaseBody(pan, subscriptionTypeCode),
    member.cookie,
  );
  if (response.statusCode !== 200) throw new Error(`subscribe failed: ${response.body}`);
  const profile = profileSchema.parse(response.json());
  if (profile.activationVoucherId === null) throw new Error('subscribe gave no voucher');
  return { ...member, profile, voucherId: profile.activationVoucherId };
}

/** Moves a subscription's period end to `end` as if time had passed (its renewal falls due 24 h before). */
export async function setPeriodEnd(testApp: TestApp, voucherId: number, end: Date): Promise<void> {
  await testApp.db
    .updateTable('activation_voucher')
    .set({ offers_valid_to: end.toISOString(), next_renewal_at: renewalDueAt(end.toISOString()) })
    .where('id', '=', voucherId)
    .execute();
}

/** The ledger rows of a subscription, oldest first. */
export async function ledgerOf(testApp: TestApp, voucherId: number) {
  return testApp.db
    .selectFrom('payment')
    .selectAll()
    .where('voucher_id', '=', voucherId)
    .orderBy('id')
    .execute();
}

/** A subscription row as stored. */
export async function subscriptionRow(testApp: TestApp, voucherId: number) {
  return testApp.db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('id', '=', voucherId)
    .executeTakeFirstOrThrow();
}
