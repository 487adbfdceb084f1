import {
  isGuestEmail,
  LOGIN_LOCK_MINUTES,
  MAX_FAILED_LOGINS,
  normalizeEmail,
  PasswordThrottle,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { logSecurityEvent, type SecurityLog } from '../../../lib/security-events.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { clientAddressKey } from '../../../lib/client-address-key.ts';
import type { StaffPasswordAttempt, StaffPasswordVerdict } from '../../staff/index.ts';
import { verifyPassword } from '../../../lib/password-hash.ts';
import {
  accountSubjectRows,
  addFailure,
  blockedAccountSubjects,
  blockSubject,
  clearFailures,
  deleteAccountSubjects,
  findFailureRows,
  type FailureRow,
} from '../repositories/password-throttle-repo.ts';

/** Where a password check comes from: the client's address and the request's log. */
export interface CheckOrigin {
  address: string;
  log: SecurityLog;
}

export interface PasswordAttempt {
  /** The email the check is for: typed at login, the account's own otherwise. */
  email: string;
  /** The account's hash; null for an unknown email (the work done is the same). */
  storedHash: string | null;
  password: string;
  userId?: number | undefined;
  /** Which check, for the security log. */
  check:
    | 'login'
    | 'changePassword'
    | 'updateProfile'
    | 'deleteAccount'
    | 'signOutOthers'
    | StaffPasswordAttempt['check'];
}

/**
 * `codeOffered` (logins only, ACCOUNT-29): the account is under attack and this address has not
 * signed in to it, so the answer is the same whatever the password; `passwordRight` says whether
 * to mail the sign-in code.
 */
export type PasswordVerdict =
  | { kind: 'valid' }
  | { kind: 'refused' }
  | { kind: 'locked'; until: string }
  | { kind: 'codeOffered'; passwordRight: boolean };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Emails are not stored here (personal data), only their hash. */
function accountKey(email: string): string {
  return hashToken(normalizeEmail(email));
}

const subjectsOf = (email: string, clientAddress: string) => {
  const account = accountKey(email);
  // An IPv6 client rotates through its /64 freely: the throttle counts the /64, as the limits do.
  const address = clientAddressKey(clientAddress);
  return {
    account: `account:${account}`,
    address: `address:${address}`,
    pair: `pair:${account}:${address}`,
    pairPrefix: `pair:${account}:`,
  };
};

/** The doubling delay after `failures` failures, none while within the free ones. */
function delayMs(failures: number, free: number, maxSeconds: number): number {
  if (failures < free) return 0;
  const seconds = PasswordThrottle.baseDelaySeconds * 2 ** Math.min(failures - free, 30);
  return Math.min(seconds, maxSeconds) * SECOND;
}

const isAfter = (iso: string | null | undefined, moment: number) =>
  iso !== null && iso !== undefined && Date.parse(iso) > moment;

/**
 * Checks a password through the one throttle every password check shares (issue #14 item 2;
 * docs/security/password-throttle.md). Exactly one argon2 verification runs whatever the state,
 * so a throttled account, a wrong password and an unknown email take the same time.
 */
export async function checkPassword(
  db: Kysely<DB>,
  origin: CheckOrigin,
  attempt: PasswordAttempt,
): Promise<PasswordVerdict> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const subjects = subjectsOf(attempt.email, origin.address);
  // Anyone may fail the shared guest's public password: it is throttled by address only.
  const perAccount = !isGuestEmail(attempt.email);
  const rows = new Map<string, FailureRow>(
    (await findFailureRows(db, Object.values(subjects))).map((row) => [row.subject, row]),
  );
  const pair = rows.get(subjects.pair);
  const lockedUntil = perAccount && isAfter(pair?.blocked_until, now) ? pair?.blocked_until : null;
  const knownAddress = isAfter(pair?.succeeded_at, now - PasswordThrottle.knownAddressDays * DAY);
  const forgetBefore = new Date(now - PasswordThrottle.memoryMinutes * MINUTE).toISOString();
  const account = perAccount && !knownAddress ? rows.get(subjects.account) : undefined;
  const accountBlocked = isAfter(account?.blocked_until, now);
  // ACCOUNT-28: an account's own failures, within the memory; none, and a throttled address
  // still has its right password checked.
  const accountFailing =
    account !== undefined &&
    account.failures > 0 &&
    isAfter(account.last_failed_at, Date.parse(forgetBefore));
  const addressBlocked = isAfter(rows.get(subjects.address)?.blocked_until, now);
  const event = { userId: attempt.userId, check: attempt.check };
  const countAddress = () => countAddressFailure(db, subjects.address, nowIso, forgetBefore, now);

  // ACCOUNT-29: an account under attack (its own delay, or failures and this address throttled),
  // from an address that has not signed in to it: a login's password is checked, but the answer
  // is the same either way and a right one only earns an e-mailed code. Nothing here counts
  // against the account, so others cannot lengthen its delay, and nothing tells the password.
  const underAttack = accountBlocked || (addressBlocked && accountFailing);
  if (!lockedUntil && underAttack && attempt.check === 'login') {
    const passwordRight = await verifyPassword(attempt.storedHash, attempt.password);
    if (!passwordRight) await countAddress();
    logSecurityEvent(origin.log, 'password.throttled', {
      ...event,
      subject: accountBlocked ? 'account' : 'address',
      outcome: 'codeOffered',
    });
    return { kind: 'codeOffered', passwordRight };
  }

  if (lockedUntil || underAttack) {
    await verifyPassword(null, attempt.password);
    // Waiting attempts count against the address only: they never lengthen the account's delay,
    // so others cannot keep a member waiting by hammering.
    await countAddress();
    logSecurityEvent(origin.log, 'password.throttled', {
      ...event,
      subject: lockedUntil ? 'pair' : accountBlocked ? 'account' : 'address',
    });
    return lockedUntil ? { kind: 'locked', until: lockedUntil } : { kind: 'refused' };
  }

  // Past here the password is checked, even from a throttled address (ACCOUNT-28): the account
  // has no failures of its own, and a wrong password gives it one, so from that address it gets
  // no second check until the address's delay is over.
  if (await verifyPassword(attempt.storedHash, attempt.password)) {
    if (perAccount) {
      await clearFailures(db, subjects.account, null);
      await clearFailures(db, subjects.pair, nowIso);
    }
    return { kind: 'valid' };
  }

  await countAddress();
  logSecurityEvent(origin.log, 'login.failed', {
    ...event,
    reason: attempt.storedHash === null ? 'unknownAccount' : 'wrongPassword',
    ...(addressBlocked ? { addressThrottled: true } : {}),
  });
  if (!perAccount) return { kind: 'refused' };
  const accountFailures = await addFailure(db, subjects.account, nowIso, forgetBefore);
  const accountDelay = delayMs(
    accountFailures,
    PasswordThrottle.accountFreeFailures,
    PasswordThrottle.accountMaxDelaySeconds,
  );
  if (accountDelay > 0)
    await blockSubject(db, subjects.account, new Date(now + accountDelay).toISOString());
  // The spec's lock (code 2) holds for the pair only: this address, this email.
  if ((await addFailure(db, subjects.pair, nowIso, forgetBefore)) >= MAX_FAILED_LOGINS) {
    const until = new Date(now + LOGIN_LOCK_MINUTES * MINUTE).toISOString();
    await blockSubject(db, subjects.pair, until);
    return { kind: 'locked', until };
  }
  return { kind: 'refused' };
}

async function countAddressFailure(
  db: Kysely<DB>,
  subject: string,
  nowIso: string,
  forgetBefore: string,
  now: number,
): Promise<void> {
  const failures = await addFailure(db, subject, nowIso, forgetBefore);
  const delay = delayMs(
    failures,
    PasswordThrottle.addressFreeFailures,
    PasswordThrottle.addressMaxDelaySeconds,
  );
  if (delay > 0) await blockSubject(db, subject, new Date(now + delay).toISOString());
}

/**
 * A staff password check (OPERATOR-3): the same throttle as members', counted apart from any
 * member account with the same e-mail (the staff e-mail's own subjects). A staff sign-in is
 * never offered an e-mailed code: while its account waits, the answer is a refusal, for at most
 * the account's capped delay.
 */
export async function checkStaffPassword(
  db: Kysely<DB>,
  origin: CheckOrigin,
  attempt: StaffPasswordAttempt,
): Promise<StaffPasswordVerdict> {
  const verdict = await checkPassword(db, origin, {
    email: `staff:${normalizeEmail(attempt.email)}`,
    storedHash: attempt.storedHash,
    password: attempt.password,
    userId: attempt.staffId,
    check: attempt.check,
  });
  return verdict.kind === 'codeOffered' ? { kind: 'refused' } : verdict;
}

/** The e-mailed code proved the mailbox: this address is now one the account signed in from. */
export async function rememberSignInAddress(
  db: Kysely<DB>,
  email: string,
  address: string,
): Promise<void> {
  await clearFailures(db, subjectsOf(email, address).pair, new Date().toISOString());
}

/** A reset proves the mailbox: the account's failures and locks (at every address) end. */
export async function forgetPasswordFailures(db: Kysely<DB>, email: string): Promise<void> {
  const subjects = subjectsOf(email, '');
  await deleteAccountSubjects(db, subjects.account, subjects.pairPrefix);
}

/** OPERATOR-19: where the throttle stands for one account, as support's member page shows it. */
export async function passwordLockOf(
  db: Kysely<DB>,
  email: string,
  now: Date,
): Promise<{
  lockedUntil: string | null;
  failures: number;
  lastFailedAt: string | null;
  lastSignInAt: string | null;
}> {
  const subjects = subjectsOf(email, '');
  const rows = await accountSubjectRows(db, subjects.account, subjects.pairPrefix);
  const latest = (values: (string | null)[]) =>
    values.reduce<string | null>(
      (max, value) => (value !== null && (max === null || value > max) ? value : max),
      null,
    );
  const blocked = latest(rows.map((row) => row.blocked_until));
  return {
    lockedUntil: isAfter(blocked, now.getTime()) ? blocked : null,
    failures: rows.find((row) => row.subject === subjects.account)?.failures ?? 0,
    lastFailedAt: latest(rows.map((row) => row.last_failed_at)),
    lastSignInAt: latest(rows.map((row) => row.succeeded_at)),
  };
}

/** OPERATOR-18: how many accounts the throttle holds back now (their own delay or a lock). */
export async function lockedAccountCount(db: Kysely<DB>, now: Date): Promise<number> {
  const accounts = new Set(
    (await blockedAccountSubjects(db, now.toISOString())).map((subject) => subject.split(':')[1]),
  );
  return accounts.size;
}
