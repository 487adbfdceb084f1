import { sql, type Kysely } from 'kysely';
import { newVerificationCode } from '@citybook/contract';

/**
 * Issue #16: each redemption gets a verification code staff can check (unique, enforced here), the
 * moment of its first check, and the device's idempotency key of a redemption made offline (one
 * redemption per key and voucher). Redemptions from before get a code each.
 */
export function redemptionVerification() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('redemption').addColumn('verification_code', 'text').execute();
      await db.schema.alterTable('redemption').addColumn('first_checked_at', 'text').execute();
      await db.schema.alterTable('redemption').addColumn('idempotency_key', 'text').execute();
      const rows = await sql<{ id: number }>`select id from redemption`.execute(db);
      const used = new Set<string>();
      for (const { id } of rows.rows) {
        let code = newVerificationCode();
        while (used.has(code)) code = newVerificationCode();
        used.add(code);
        await sql`update redemption set verification_code = ${code} where id = ${id}`.execute(db);
      }
      await db.schema
        .createIndex('redemption_verification_code_key')
        .on('redemption')
        .column('verification_code')
        .unique()
        .execute();
      await db.schema
        .createIndex('redemption_idempotency_key')
        .on('redemption')
        .columns(['activation_voucher_id', 'idempotency_key'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('redemption_idempotency_key').execute();
      await db.schema.dropIndex('redemption_verification_code_key').execute();
      await db.schema.alterTable('redemption').dropColumn('idempotency_key').execute();
      await db.schema.alterTable('redemption').dropColumn('first_checked_at').execute();
      await db.schema.alterTable('redemption').dropColumn('verification_code').execute();
    },
  };
}
