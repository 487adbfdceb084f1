import type { SupportMember } from '@citybook/contract/account';

/** An amount of the ledger in its currency, e.g. "$9.99". */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** A card as support may see it: brand, last 4 and expiry (OPERATOR-19). */
export function cardText(card: { brand: string; last4: string }, expiry?: string): string {
  return `${card.brand} •••• ${card.last4}${expiry ? `, expires ${expiry}` : ''}`;
}

/** The member's name, or their e-mail when they gave none. */
export function memberName(profile: SupportMember['profile']): string {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return name || profile.email;
}

/** What an audit action says in words (`member.refundPayment` → "Refunded a payment"). */
export const SUPPORT_ACTION_LABELS: Record<string, string> = {
  'member.sendPasswordReset': 'Sent a password-reset mail',
  'member.restoreRedemption': 'Undid a redemption',
  'member.extendActivation': 'Extended an activation',
  'member.refundPayment': 'Refunded a payment',
  'member.cancelSubscription': 'Cancelled the subscription',
  'member.endSubscription': 'Ended the subscription',
  'member.signOutEverywhere': 'Signed out everywhere',
  'member.liftPasswordLock': 'Lifted the password lock',
};

export const SUBSCRIPTION_STATUS_LABELS = {
  active: 'Active',
  cancelled: 'Cancelled (runs to its end)',
  pastDue: 'Past due',
  ended: 'Ended',
} as const;

export const PAYMENT_STATUS_LABELS = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Declined',
  refunded: 'Refunded',
} as const;
