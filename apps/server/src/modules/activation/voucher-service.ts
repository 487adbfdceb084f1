import {
  ActivationErrors,
  formatActivationCode,
  type ActivationApi,
  type ResponseOf,
  type Voucher,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentVoucherIdOf, setCurrentVoucher } from '../account/user-repo.ts';
import { cardOfVoucher } from './payment-instrument-repo.ts';
import { isDeactivatedFuture } from './subscription-period.ts';
import { findOwnVoucher, vouchersOfUser } from './voucher-repo.ts';

const noVoucher = () =>
  new HttpError(ActivationErrors.unknownVoucher, 'This voucher does not exist.');

/** The member's vouchers, oldest first, the current one marked. */
export async function vouchersOf(db: Kysely<DB>, userId: number): Promise<Voucher[]> {
  const [currentId, rows] = await Promise.all([
    currentVoucherIdOf(db, userId),
    vouchersOfUser(db, userId),
  ]);
  return rows.map((row) => ({
    code: formatActivationCode(row.code),
    currentVoucher: row.id === currentId,
    activationVoucherId: row.id,
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
  const card = await cardOfVoucher(db, voucher.id);
  return {
    bookActivationVoucher: null,
    subscriptionActivationVoucher: {
      expiration: voucher.offers_valid_to,
      subscriptionTypeCode: voucher.subscription_type_code ?? 0,
      paymentInstrument: {
        paymentCard: {
          brand: card.brand,
          last4: card.last4,
          expirationMonth: card.expiration_month,
          expirationYear: card.expiration_year,
        },
      },
    },
    isDeactivatedFuture: isDeactivatedFuture(voucher),
  };
}
