import { isGuestEmail, type Profile } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow, VoucherRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isDeactivatedFuture } from '../activation/subscription-period.ts';
import type { SessionUser } from './session-repo.ts';
import { findUserById } from './user-repo.ts';

interface ProfileContext {
  noticeEmails: Set<string>;
  sessionMarketId?: number | null;
  /** The member's current voucher, if any. */
  voucher?: VoucherRow | null;
  /** The sum of the member's redemptions. */
  savingsCents?: number;
}

/** A voucher stops activating when it is deactivated or its activation has run out. */
export function isVoucherDeactivated(voucher: VoucherRow, now = nowIso()): boolean {
  return voucher.deactivated_at !== null || voucher.offers_valid_to <= now;
}

/** The profile's market: the guest's is the one chosen for its session (it is shared). */
export function profileMarketId(
  user: UserRow,
  sessionMarketId: number | null = null,
): number | null {
  return (isGuestEmail(user.email) ? sessionMarketId : null) ?? user.market_id;
}

/** The spec §3 profile. */
export function toProfile(
  user: UserRow,
  { noticeEmails, sessionMarketId, voucher, savingsCents = 0 }: ProfileContext,
): Profile {
  const isGuest = isGuestEmail(user.email);
  return {
    emailAddress: user.email,
    marketId: profileMarketId(user, sessionMarketId),
    totalSavings: savingsCents / 100,
    activationVoucherId: voucher?.id ?? null,
    activationVoucherDeactivated: voucher ? isVoucherDeactivated(voucher) : false,
    userActivationType: voucher?.kind ?? null,
    subscriptionType: voucher?.subscription_type_code ?? null,
    accountId: user.id,
    userPrincipalId: user.id,
    userOffersValidTo: voucher?.offers_valid_to ?? null,
    isDeactivatedFuture: voucher ? isDeactivatedFuture(voucher) : false,
    allowExpirationNotice: !isGuest && noticeEmails.has(user.email),
    isMobilePlus: user.is_mobile_plus === 1,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    postalCode: user.postal_code,
  };
}

/** The profile of a user row, with its current voucher read from the database. */
export async function profileOf(
  app: FastifyInstance,
  user: UserRow,
  sessionMarketId: number | null = null,
): Promise<Profile> {
  const voucher =
    user.current_voucher_id === null
      ? null
      : await app.db
          .selectFrom('activation_voucher')
          .selectAll()
          .where('id', '=', user.current_voucher_id)
          .executeTakeFirst();
  const savings = await app.db
    .selectFrom('redemption')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('savings_cents'), eb.lit(0)).as('cents'))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return toProfile(user, {
    noticeEmails: app.config.NOTICE_EMAILS,
    sessionMarketId,
    voucher: voucher ?? null,
    savingsCents: Number(savings?.cents ?? 0),
  });
}

export async function loadProfile(app: FastifyInstance, session: SessionUser): Promise<Profile> {
  const user = await findUserById(app.db, session.userId);
  if (!user) throw new HttpError(404, 'notFound', 'This account no longer exists.');
  return profileOf(app, user, session.marketId);
}
