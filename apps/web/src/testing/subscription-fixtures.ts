import { CURRENT_TERMS, renewalWording } from '@citybook/contract';
import type {
  Consent,
  Payment,
  PaymentHistory,
  Profile,
  Subscription,
  SubscriptionType,
} from '@citybook/contract';
import { profile } from './fixtures.ts';

export const monthly: SubscriptionType = {
  code: 1,
  title: 'Monthly',
  price: 4.99,
  period: 'month',
};
export const annual: SubscriptionType = { code: 2, title: 'Annual', price: 39.99, period: 'year' };
export const plans = [monthly, annual];

/** A profile with a subscription voucher. */
export const subscriberProfile: Profile = {
  ...profile,
  activationVoucherId: 7,
  userActivationType: 'SUB',
  subscriptionType: 1,
};

/** A renewing Monthly card subscription whose period ends on December 24, 2026. */
export const activeSubscription: Subscription = {
  status: 'active',
  source: 'card',
  plan: monthly,
  nextPlan: null,
  periodEnd: '2026-12-24T12:00:00.000Z',
  nextAttemptAt: null,
  card: { brand: 'Visa', last4: '4242', expirationMonth: 3, expirationYear: 2028 },
};

export function aPayment(id: number, change: Partial<Payment> = {}): Payment {
  return {
    id,
    createdAt: '2026-11-24T12:00:00.000Z',
    purpose: 'purchase',
    source: 'card',
    planTitle: 'Monthly',
    amount: 4.99,
    currency: 'USD',
    card: { brand: 'Visa', last4: '4242' },
    status: 'succeeded',
    ...change,
  };
}

/** ACTIVATION-23: a consent as Payment history lists it (to the Monthly plan, by default). */
export function aConsent(id: number, change: Partial<Consent> = {}): Consent {
  return {
    id,
    agreedAt: '2026-11-24T12:00:00.000Z',
    kind: 'purchase',
    planTitle: 'Monthly',
    amount: 4.99,
    currency: 'USD',
    period: 'month',
    renewalWording: renewalWording(monthly),
    termsVersion: CURRENT_TERMS.version,
    termsSha256: 'a'.repeat(64),
    button: 'Subscribe',
    ...change,
  };
}

/** GET /api/account/payments: these charges, and these consents (none by default). */
export function aPaymentHistory(payments: Payment[], consents: Consent[] = []): PaymentHistory {
  return { payments, consents };
}
