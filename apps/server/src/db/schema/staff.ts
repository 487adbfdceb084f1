import type { AccountRole, SignInRealm, StaffSignInStep } from '@citybook/contract';
import type { Generated } from 'kysely';
import type { Nullable } from './columns.ts';

/* The back office: staff accounts, sessions, recovery codes, pending sign-ins and the audit log. */

/** OPERATOR-8: one staff write or sign-in attempt; only ever added. */
export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  /** Null for a sign-in attempt with an e-mail no staff account has. */
  staff_id: Nullable<number>;
  staff_email: string;
  /** `<object type>.<verb>`, for example `merchant.create`, `staff.signIn.failed`. */
  action: string;
  object_type: string;
  object_id: Nullable<string>;
  before_json: Nullable<string>;
  after_json: Nullable<string>;
  request_id: Nullable<string>;
  client_address: Nullable<string>;
  /** OPERATOR-19: why a support agent did it, as they typed it; null for other writes. */
  reason: Nullable<string>;
}

/** OPERATOR-1: a back-office account; never deleted, only disabled. */
export interface StaffAccountTable {
  id: Generated<number>;
  /** Normalised (trimmed, lower case). */
  email: string;
  /** A staff role, or a business role when `organisation_id` is set (ADR 0046). */
  role: AccountRole;
  password_hash: string;
  /** 1 until the temporary password is changed (OPERATOR-2, OPERATOR-4). */
  must_change_password: Generated<number>;
  /** The TOTP secret, sealed (lib/secret-box.ts); null until enrolled or after a reset. */
  totp_secret: Nullable<string>;
  totp_enrolled_at: Nullable<string>;
  /** The last TOTP time step a code was accepted for: a code works once (OPERATOR-3). */
  totp_last_step: Nullable<number>;
  disabled_at: Nullable<string>;
  created_at: string;
  last_sign_in_at: Nullable<string>;
  /** MERCHANT-2: null for the publisher's staff; a merchant's people belong to its organisation. */
  organisation_id: Nullable<number>;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  /** ADR 0046: the API a session works on. */
  realm: Generated<SignInRealm>;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  /** argon2id of the normalised code. */
  code_hash: string;
  used_at: Nullable<string>;
}

export interface StaffPendingSignInTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  step: StaffSignInStep;
  /** The sealed secret of an enrolment not yet confirmed. */
  totp_secret: Nullable<string>;
  code_attempts: Generated<number>;
  expires_at: string;
  /** ADR 0046: the API the sign-in happens on. */
  realm: Generated<SignInRealm>;
}
