import type { Profile } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findUserById } from './user-repo.ts';

/**
 * The spec §3 profile. Activation, subscription and savings fields stay empty until those areas
 * store them (activation and redemption issues).
 */
export function toProfile(user: UserRow): Profile {
  return {
    emailAddress: user.email,
    marketId: user.market_id,
    totalSavings: 0,
    activationVoucherId: null,
    activationVoucherDeactivated: false,
    userActivationType: null,
    subscriptionType: null,
    accountId: user.id,
    userPrincipalId: user.id,
    userOffersValidTo: null,
    isDeactivatedFuture: false,
    allowExpirationNotice: false,
  };
}

export async function loadProfile(db: Kysely<DB>, userId: number): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, 'notFound', 'This account no longer exists.');
  return toProfile(user);
}
