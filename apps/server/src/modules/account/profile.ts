import { isGuestEmail, type Profile } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from './session-repo.ts';
import { findUserById } from './user-repo.ts';

/**
 * The spec §3 profile. Activation, subscription and savings fields stay empty until those areas
 * store them (activation and redemption issues).
 */
export function toProfile(
  user: UserRow,
  { noticeEmails, sessionMarketId }: { noticeEmails: Set<string>; sessionMarketId?: number | null },
): Profile {
  const isGuest = isGuestEmail(user.email);
  return {
    emailAddress: user.email,
    marketId: (isGuest ? sessionMarketId : null) ?? user.market_id,
    totalSavings: 0,
    activationVoucherId: null,
    activationVoucherDeactivated: false,
    userActivationType: null,
    subscriptionType: null,
    accountId: user.id,
    userPrincipalId: user.id,
    userOffersValidTo: null,
    isDeactivatedFuture: false,
    allowExpirationNotice: !isGuest && noticeEmails.has(user.email),
    isMobilePlus: user.is_mobile_plus === 1,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    postalCode: user.postal_code,
  };
}

export async function loadProfile(app: FastifyInstance, session: SessionUser): Promise<Profile> {
  const user = await findUserById(app.db, session.userId);
  if (!user) throw new HttpError(404, 'notFound', 'This account no longer exists.');
  return toProfile(user, {
    noticeEmails: app.config.NOTICE_EMAILS,
    sessionMarketId: session.marketId,
  });
}
