import { isGuestEmail, type AccountState } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { currentVoucherIdOfMember } from '../../activation/index.ts';
import { favoriteMerchantIdsOfMember } from '../../catalog/index.ts';
import { offersRedeemedWith } from '../../redemption/index.ts';

/** What the shared merchant lists leave out for the member: redeemed offers, favourites. */
export async function accountState(db: Kysely<DB>, user: SessionUser): Promise<AccountState> {
  const voucherId = await currentVoucherIdOfMember(db, user.userId);
  const [redeemed, favoriteMerchantIds] = await Promise.all([
    offersRedeemedWith(db, voucherId),
    favoriteMerchantIdsOfMember(db, user.userId),
  ]);
  return {
    redeemedOfferIds: [...redeemed].sort((a, b) => a - b),
    favoriteMerchantIds,
    guest: isGuestEmail(user.email),
  };
}
