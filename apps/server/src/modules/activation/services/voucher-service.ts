import {
  ActivationErrors,
  formatActivationCode,
  type ActivationApi,
  type ResponseOf,
  type Voucher,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { currentVoucherIdOf, setCurrentVoucher } from '../repositories/current-voucher-repo.ts';
import { cardOfVoucher } from '../repositories/payment-instrument-repo.ts';
import { isDeactivatedFuture } from './subscription-period.ts';
import { listSubscriptionTypes } from '../repositories/subscription-type-repo.ts';
import { findOwnVoucher, vouchersOfUser } from '../repositories/voucher-repo.ts';

const noVoucher = () =>
  new HttpError(ActivationErrors.unknownVoucher, 'This voucher does not exist.');

/** A subscription voucher's plan, by the plan's title (a book code has none). */
function planOf(row: VoucherRow, titles: Map<number, string>): Voucher['plan'] {
  if (row.kind === 'BOOK') return null;
  const code = row.subscription_type_code;
  return {
    title: (code === null ? undefined : titles.get(code)) ?? 'Citybook',
    renews: row.subscription_status === 'active',
    validTo: row.offers_valid_to,
  };
}

/** The member's vouchers, oldest first, the current one marked. */
export async function vouchersOf(db: Kysely<DB>, userId: number): Promise<Voucher[]> {
  const [currentId, rows, plans] = await Promise.all([
    currentVoucherIdOf(db, userId),
    vouchersOfUser(db, userId),
    listSubscriptionTypes(db),
  ]);
  const titles = new Map(plans.map((plan) => [plan.code, plan.title]));
  return rows.map((row) => ({
    // Only a printed code is shown in groups of four; a subscription's is named by its plan.
    code: row.kind === 'BOOK' ? formatActivationCode(row.code) : row.code,
    currentVoucher: row.id === currentId,
    activationVoucherId: row.id,
    activatedAt: row.created_at,
    validTo: row.offers_valid_to,
    plan: planOf(row, titles),
  }));
}

/** Makes one of the member's vouchers the current one; answers the vouchers. */
export async function selectVoucher(
  db: Kysely<DB>,
  userId: number,
  voucherId: number,
): Promise<Voucher[]> {
  const voucher = await findOwnVoucher(db, userId, voucherId);
  if (!voucher) throw noVoucher();
  await setCurrentVoucher(db, userId, voucher.id);
  return vouchersOf(db, userId);
}

const STORE_NAMES = { apple: 'App Store', google: 'Google Play' } as const;

/** The card a subscription is charged to; a store subscription shows the store instead. */
async function paymentCardOf(db: Kysely<DB>, voucher: VoucherRow) {
  const source = voucher.subscription_source ?? 'card';
  if (source !== 'card')
    return { brand: STORE_NAMES[source], last4: '', expirationMonth: 0, expirationYear: 0 };
  const card = await cardOfVoucher(db, voucher.id);
  return {
    brand: card.brand,
    last4: card.last4,
    expirationMonth: card.expiration_month,
    expirationYear: card.expiration_year,
  };
}

/** A voucher's details: the book code, or the subscription with its card. */
export async function activationOf(
  db: Kysely<DB>,
  userId: number,
  voucherId: number,
): Promise<ResponseOf<typeof ActivationApi.getActivation>> {
  const voucher = await findOwnVoucher(db, userId, voucherId);
  if (!voucher) throw noVoucher();
  if (voucher.kind === 'BOOK') {
    return {
      bookActivationVoucher: {
        activationVoucherCode: formatActivationCode(voucher.code),
        offersValidTo: voucher.offers_valid_to,
      },
      subscriptionActivationVoucher: null,
      isDeactivatedFuture: false,
    };
  }
  const card = await paymentCardOf(db, voucher);
  return {
    bookActivationVoucher: null,
    subscriptionActivationVoucher: {
      expiration: voucher.offers_valid_to,
      subscriptionTypeCode: voucher.subscription_type_code ?? 0,
      paymentInstrument: { paymentCard: card },
    },
    isDeactivatedFuture: isDeactivatedFuture(voucher),
  };
}
