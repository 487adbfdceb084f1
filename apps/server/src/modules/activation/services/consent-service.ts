import {
  ActivationErrors,
  CURRENT_TERMS,
  ConsentText,
  SUBSCRIPTION_TERMS,
  renewalWording,
  type Consent,
  type ConsentKind,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../../../db/schema.ts';
import type { SessionClient } from '../../../lib/client-description.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { consentsOfUser, insertConsent } from '../repositories/consent-repo.ts';
import type { SubscriptionPlan } from '../repositories/subscription-type-repo.ts';

/** What the request says the member was shown and pressed, and the client it came from. */
export interface ConsentGiven {
  termsVersion?: string | undefined;
  button?: string | undefined;
  client: SessionClient | null;
}

/** A consent checked against the current terms: the button pressed, as the screens label it. */
export interface CheckedConsent {
  button: string;
  client: SessionClient | null;
}

/** SHA-256 (hex) of each version's exact text, computed here: a client's hash is never asked for. */
const TERMS_SHA256 = new Map<string, string>(
  SUBSCRIPTION_TERMS.map((terms) => [
    terms.version,
    createHash('sha256').update(terms.text, 'utf8').digest('hex'),
  ]),
);

export function termsSha256(version: string): string {
  const hash = TERMS_SHA256.get(version);
  if (hash === undefined) throw new Error(`No subscription terms of version ${version}`);
  return hash;
}

/**
 * ACTIVATION-22: the request must name the current terms (a screen loaded before they changed is
 * told to review them: 409 termsChanged) and one of the buttons that give this consent. Checked
 * before anything is claimed or charged.
 */
export function checkConsent(given: ConsentGiven, buttons: readonly string[]): CheckedConsent {
  if (given.termsVersion !== CURRENT_TERMS.version)
    throw new HttpError(ActivationErrors.termsChanged, ConsentText.termsChanged);
  const button = buttons.find((label) => label === given.button);
  if (button === undefined)
    throw new HttpError(ActivationErrors.unknownButton, ConsentText.unknownButton);
  return { button, client: given.client };
}

/**
 * Records the consent with the server's own terms hash, price and renewal wording for `plan`
 * (never a client's), in the caller's transaction: the claim and its consent commit together.
 */
export async function recordConsent(
  trx: Kysely<DB>,
  consent: CheckedConsent,
  what: {
    kind: ConsentKind;
    userId: number;
    voucherId: number;
    paymentId?: number;
    plan: SubscriptionPlan;
  },
  at: string,
): Promise<void> {
  await insertConsent(trx, {
    user_id: what.userId,
    voucher_id: what.voucherId,
    payment_id: what.paymentId ?? null,
    kind: what.kind,
    terms_version: CURRENT_TERMS.version,
    terms_sha256: termsSha256(CURRENT_TERMS.version),
    subscription_type_code: what.plan.code,
    plan_title: what.plan.title,
    amount_cents: what.plan.price_cents,
    currency: 'USD',
    period: what.plan.period,
    renewal_wording: renewalWording({
      price: what.plan.price_cents / 100,
      period: what.plan.period,
    }),
    button_label: consent.button,
    client: consent.client?.client ?? null,
    address: consent.client?.address ?? null,
    created_at: at,
  });
}

/** ACTIVATION-23: the consents Payment history lists, newest first. */
export async function consentsOf(db: Kysely<DB>, userId: number): Promise<Consent[]> {
  const rows = await consentsOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    agreedAt: row.created_at,
    kind: row.kind,
    planTitle: row.plan_title,
    amount: row.amount_cents / 100,
    currency: row.currency,
    period: row.period,
    renewalWording: row.renewal_wording,
    termsVersion: row.terms_version,
    termsSha256: row.terms_sha256,
    button: row.button_label,
  }));
}
