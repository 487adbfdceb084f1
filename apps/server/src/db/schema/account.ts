import type { Generated, Insertable, Selectable } from 'kysely';
import type { Nullable } from './columns.ts';

/*
 * Members' accounts: users, their sessions, password and sign-in tokens, the mail outbox and
 * the password-check throttle.
 */

export interface UserTable {
  id: Generated<number>;
  email: string;
  /** Null for imported members who have not set a password yet. */
  password_hash: string | null;
  market_id: number | null;
  first_name: Nullable<string>;
  last_name: Nullable<string>;
  phone: Nullable<string>;
  postal_code: Nullable<string>;
  /** 0/1 (docs/decisions/0002-portable-schema.md): opened in the subscription app. */
  is_mobile_plus: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: Nullable<string>;
  /** 0/1: an imported member who logs in with a temporary password must choose one. */
  must_set_password: Generated<number>;
  /** The voucher whose activation the member uses now (ACCOUNT-14 activationVoucherId). */
  current_voucher_id: Nullable<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  /** The guest's market choice lives on its session, never on the shared account. */
  market_id: Nullable<number>;
  created_at: string;
  /** The absolute end: SESSION_TTL_DAYS after the login. */
  expires_at: string;
  /** Written at most every SESSION_TOUCH_MINUTES; unused for SESSION_IDLE_DAYS, it ends. */
  last_used_at: string;
  /** A rough description of the browser and system ("Chrome on Android"), never the raw header. */
  client: Nullable<string>;
  /** Where it signed in from, masked ("203.0.113.x"): never the full address (issue 32 item 10). */
  address: Nullable<string>;
}

export interface PasswordTokenTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'set';
  created_at: string;
  expires_at: string;
  used_at: Nullable<string>;
}

/** ACCOUNT-29: an e-mailed sign-in code; only hashes are stored. */
export interface LoginCodeTable {
  challenge_hash: string;
  user_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: Nullable<string>;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
}

/** A subject of the password-check throttle (modules/account/password-throttle-repo.ts). */
export interface PasswordFailureTable {
  /** `account:<sha-256 of the email>`, `address:<client address>` or `pair:<both>`. */
  subject: string;
  failures: Generated<number>;
  last_failed_at: Nullable<string>;
  /** No password is checked for this subject before then. */
  blocked_until: Nullable<string>;
  /** Pairs only: when this address last logged in to this account with the right password. */
  succeeded_at: Nullable<string>;
}

export type UserRow = Selectable<UserTable>;

export type NewUser = Insertable<UserTable>;
