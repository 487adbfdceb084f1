import { AccountErrors, isGuestEmail, type Profile } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { DB, UserRow, VoucherRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { isDeactivatedFuture, voucherById } from '../../activation/index.ts';
import { savingsCentsOfMember } from '../../redemption/index.ts';
import { findUserById } from '../repositories/user-repo.ts';

/** What building a profile needs. */
export interface ProfileDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'NOTICE_EMAILS'>;
}

interface ProfileContext {
  noticeEmails: ReadonlySet<string>;
  sessionMarketId?: number | null;
  /** The member's current voucher, if any. */
  voucher?: VoucherRow | null;
  /** The sum of the member's redemptions. */
  savingsCents?: number;
}

/** A voucher stops activating when it is deactivated or its activation has run out. */
function isVoucherDeactivated(voucher: VoucherRow, now = nowIso()): boolean {
  return voucher.deactivated_at !== null || voucher.offers_valid_to <= now;
}

/** The profile's market: the guest's is the one chosen for its session (it is shared). */
function profileMarketId(user: UserRow, sessionMarketId: number | null = null): number | null {
  return (isGuestEmail(user.email) ? sessionMarketId : null) ?? user.market_id;
}

/** The ACCOUNT-14 profile. */
function toProfile(
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
  { db, config }: ProfileDeps,
  user: UserRow,
  sessionMarketId: number | null = null,
): Promise<Profile> {
  const voucher =
    user.current_voucher_id === null ? null : await voucherById(db, user.current_voucher_id);
  return toProfile(user, {
    noticeEmails: config.NOTICE_EMAILS,
    sessionMarketId,
    voucher: voucher ?? null,
    savingsCents: await savingsCentsOfMember(db, user.id),
  });
}

/** The session's account was deleted meanwhile. */
export const accountGone = () =>
  new HttpError(AccountErrors.accountGone, 'This account no longer exists.');

/** The profile of the session's member. */
export async function loadProfile(deps: ProfileDeps, session: SessionUser): Promise<Profile> {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw accountGone();
  return profileOf(deps, user, session.marketId);
}

/** The market the session's profile names, as the app will ask for it; null when unknown. */
export async function sessionMarketId(
  db: Kysely<DB>,
  session: SessionUser | null,
): Promise<number | null> {
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  return user ? profileMarketId(user, session.marketId) : null;
}
