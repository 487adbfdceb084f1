import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { SecurityLog } from '../../../lib/security-events.ts';

/** Where a request comes from: its address and log, and its id for the audit log. */
export interface RequestOrigin {
  address: string;
  log: SecurityLog;
  requestId: string;
}

/** The answer of the password throttle (docs/security/password-throttle.md) for one check. */
export type StaffPasswordVerdict =
  { kind: 'valid' } | { kind: 'refused' } | { kind: 'locked'; until: string };

export interface StaffPasswordAttempt {
  email: string;
  /** null for an unknown e-mail: the same work is done. */
  storedHash: string | null;
  password: string;
  staffId?: number | undefined;
  check: 'staffSignIn' | 'staffPassword';
}

/**
 * The member password throttle (ACCOUNT-24, ACCOUNT-28), which the account module keeps: staff is
 * the bottom module, so app.ts hands it in (OPERATOR-3).
 */
export type StaffPasswordCheck = (
  origin: { address: string; log: SecurityLog },
  attempt: StaffPasswordAttempt,
) => Promise<StaffPasswordVerdict>;

export interface StaffDeps {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  /** Seals the TOTP secrets (STAFF_SECRET_KEY). */
  box: SecretBox;
  checkPassword: StaffPasswordCheck;
}
