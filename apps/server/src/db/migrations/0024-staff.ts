import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * OPERATOR-1…7: the back office's people, apart from members. Accounts are never deleted (the
 * audit log names them), only disabled. Passwords and recovery codes are stored as argon2id
 * hashes, session and pending sign-in tokens as SHA-256 hashes, the TOTP secret encrypted when
 * the server has STAFF_SECRET_KEY (docs/security/staff-sign-in.md).
 *
 * - staff_account: one per person; `totp_last_step` is the last TOTP time step used, so a code
 *   works once (OPERATOR-3).
 * - staff_session: a signed-in browser; idle and absolute ends are checked against its times.
 * - staff_recovery_code: the current set of one-time codes (OPERATOR-5).
 * - staff_pending_sign_in: a sign-in between its password and its code (OPERATOR-4), with the
 *   secret of an enrolment not yet confirmed.
 */
export function staff(dialect: DialectName) {
  const id = identity(dialect);
  const staffId = 'staff_account.id';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('staff_account')
        .addColumn('id', 'integer', id)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enrolled_at', 'text')
        .addColumn('totp_last_step', 'integer')
        .addColumn('disabled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'text')
        .execute();
      await db.schema
        .createTable('staff_session')
        .addColumn('id', 'integer', id)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references(staffId))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_session_by_staff')
        .on('staff_session')
        .column('staff_id')
        .execute();
      await db.schema
        .createTable('staff_recovery_code')
        .addColumn('id', 'integer', id)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references(staffId))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_recovery_code_by_staff')
        .on('staff_recovery_code')
        .column('staff_id')
        .execute();
      await db.schema
        .createTable('staff_pending_sign_in')
        .addColumn('id', 'integer', id)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references(staffId))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_pending_sign_in_by_staff')
        .on('staff_pending_sign_in')
        .column('staff_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'staff_pending_sign_in',
        'staff_recovery_code',
        'staff_session',
        'staff_account',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
