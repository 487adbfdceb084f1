import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SavedCard } from '../../../lib/payments/payment-gateway.ts';

/** A subscription's card as kept: the gateway's reference and what members see of the card. */
export interface KeptCard {
  stored: SavedCard;
  /** The card as the member typed it: only its expiry is kept besides what the gateway stored. */
  card: { expirationMonth: number; expirationYear: number };
  updatedAt: string;
}

const cardColumns = ({ stored, card, updatedAt }: KeptCard) => ({
  brand: stored.brand,
  last4: stored.last4,
  expiration_month: card.expirationMonth,
  expiration_year: card.expirationYear,
  gateway_token: stored.token,
  updated_at: updatedAt,
});

/** A subscription's card as members see it (never the gateway's token). */
export async function cardOfVoucher(db: Kysely<DB>, voucherId: number) {
  return db
    .selectFrom('payment_instrument')
    .select(['brand', 'last4', 'expiration_month', 'expiration_year'])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirstOrThrow();
}

export async function insertCard(db: Kysely<DB>, voucherId: number, kept: KeptCard): Promise<void> {
  await db
    .insertInto('payment_instrument')
    .values({ voucher_id: voucherId, ...cardColumns(kept) })
    .execute();
}

export async function replaceCard(
  db: Kysely<DB>,
  voucherId: number,
  kept: KeptCard,
): Promise<void> {
  await db
    .updateTable('payment_instrument')
    .set(cardColumns(kept))
    .where('voucher_id', '=', voucherId)
    .execute();
}

/** The card a renewal is charged to: the gateway's reference and what members see of it. */
export async function chargeableCardOf(db: Kysely<DB>, voucherId: number) {
  return db
    .selectFrom('payment_instrument')
    .select(['gateway_token', 'brand', 'last4'])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirst();
}
