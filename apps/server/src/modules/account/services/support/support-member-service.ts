import {
  GUEST_EMAIL,
  MEMBER_PAGE_LIST_MAX,
  parseCardExpiry,
  SupportErrors,
  SupportText,
  type MemberCounts,
  type MemberSearchPage,
  type MemberSearchQuery,
  type SupportMember,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import {
  activationsForSupport,
  ledgerForSupport,
  liveSubscriptionCount,
  membersByActivationCode,
  membersByCard,
  subscriptionForSupport,
} from '../../../activation/index.ts';
import {
  membersByVerificationCode,
  redemptionsOfMemberForSupport,
} from '../../../redemption/index.ts';
import { supportHistoryOf } from '../../../staff/index.ts';
import { liveSessionsOf } from '../../repositories/session-repo.ts';
import {
  countMembers,
  memberProfileRow,
  membersByEmailPage,
  membersByIdPage,
  passwordResetsOf,
} from '../../repositories/support-member-repo.ts';
import { lockedAccountCount, passwordLockOf } from '../password-throttle.ts';
import { DeviceText } from '@citybook/contract';

/* Finding a member and their page for support (OPERATOR-18, OPERATOR-19; ADR 0043). */

const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

/** The members a code or a card names, and what matched each. */
function matchesOf(db: Kysely<DB>, query: MemberSearchQuery): Promise<Map<number, string>> {
  const text = query.filter ?? '';
  switch (query.by) {
    case 'activationCode':
      return membersByActivationCode(db, text);
    case 'verificationCode':
      return membersByVerificationCode(db, text);
    case 'card': {
      // The contract's schema checked both: a search by card always has them.
      const expiry = parseCardExpiry(query.expiry ?? '');
      if (!expiry) return Promise.resolve(new Map<number, string>());
      return membersByCard(db, { last4: text, ...expiry });
    }
    case 'email':
      return Promise.resolve(new Map<number, string>());
  }
}

/** OPERATOR-18: one page of the members a search finds, server side. */
export async function searchMembers(
  db: Kysely<DB>,
  query: MemberSearchQuery,
): Promise<MemberSearchPage> {
  let matched = new Map<number, string>();
  let page;
  if (query.by === 'email') {
    page = await membersByEmailPage(db, query.filter ?? '', GUEST_EMAIL, query);
  } else {
    matched = await matchesOf(db, query);
    page = await membersByIdPage(db, [...matched.keys()], query);
  }
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: nameOf(row),
      createdAt: row.created_at,
      matched: matched.get(row.id) ?? `E-mail ${row.email}`,
    })),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** OPERATOR-18: what analysts see of members: counts, never people. */
export async function memberCounts(db: Kysely<DB>, now: Date): Promise<MemberCounts> {
  return {
    members: await countMembers(db, GUEST_EMAIL),
    withLiveSubscription: await liveSubscriptionCount(db, now),
    lockedNow: await lockedAccountCount(db, now),
  };
}

/** The member support acts for; never the shared guest (ACCOUNT-4), which is no one's account. */
export async function supportedMember(db: Kysely<DB>, memberId: number) {
  const row = await memberProfileRow(db, memberId);
  if (!row || row.email === GUEST_EMAIL)
    throw new HttpError(SupportErrors.unknownMember, SupportText.unknownMember);
  return row;
}

/** OPERATOR-19: a member's page: never a card number, password hash or session token. */
export async function supportMember(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
): Promise<SupportMember> {
  const row = await supportedMember(db, memberId);
  const redemptions = await redemptionsOfMemberForSupport(db, memberId, MEMBER_PAGE_LIST_MAX);
  const lock = await passwordLockOf(db, row.email, now);
  return {
    profile: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      postalCode: row.postal_code,
      marketTitle: row.market_title,
      createdAt: row.created_at,
      mustSetPassword: row.must_set_password === 1,
    },
    vouchers: (await activationsForSupport(db, memberId)).map((voucher) => ({
      ...voucher,
      redemptions: redemptions.countsByVoucher.get(voucher.id) ?? 0,
    })),
    redemptions: redemptions.list,
    payments: await ledgerForSupport(db, memberId, MEMBER_PAGE_LIST_MAX),
    subscription: await subscriptionForSupport(db, memberId),
    devices: (await liveSessionsOf(db, memberId)).map((session) => ({
      id: session.id,
      client: session.client ?? DeviceText.unknownClient,
      address: session.address,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
    })),
    security: {
      lockedUntil: lock.lockedUntil,
      failedPasswords: lock.failures,
      lastFailedAt: lock.lastFailedAt,
      lastSignInAt: lock.lastSignInAt,
      passwordResets: (await passwordResetsOf(db, memberId, 10)).map((reset) => ({
        requestedAt: reset.created_at,
        expiresAt: reset.expires_at,
        usedAt: reset.used_at,
      })),
    },
    supportHistory: await supportHistoryOf(db, memberId, MEMBER_PAGE_LIST_MAX),
  };
}
