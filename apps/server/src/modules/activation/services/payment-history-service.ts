import type { Payment, PaymentHistory } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { paymentsOfUser } from '../repositories/payment-ledger-repo.ts';
import { consentsOf } from './consent-service.ts';

/** GET /api/account/payments: the member's charges, newest first. */
export async function paymentsOf(db: Kysely<DB>, userId: number): Promise<Payment[]> {
  const rows = await paymentsOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    purpose: row.purpose,
    source: row.source,
    planTitle: row.plan_title,
    amount: row.amount_cents / 100,
    currency: row.currency,
    card:
      row.card_brand !== null && row.card_last4 !== null
        ? { brand: row.card_brand, last4: row.card_last4 }
        : null,
    status: row.status,
  }));
}

/** GET /api/account/payments: the charges and, ACTIVATION-23, the terms the member agreed to. */
export async function paymentHistoryOf(db: Kysely<DB>, userId: number): Promise<PaymentHistory> {
  return { payments: await paymentsOf(db, userId), consents: await consentsOf(db, userId) };
}
