import type { Kysely } from 'kysely';

/**
 * Issue #30 item 2 (MERCHANT-5; ADR 0049): the Redeem Desk's accept marks a redemption checked,
 * once, by whom and where. `first_checked_at` (migration 0012) gets its first writer; with it:
 *
 * - `redemption.checked_by_staff_id`: the business person who accepted it; null before the desk,
 *   or once that account is gone (the audit log keeps their e-mail);
 * - `redemption.checked_merchant_id`: the location whose desk accepted it.
 */
export function deskChecks() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('redemption')
        .addColumn('checked_by_staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .alterTable('redemption')
        .addColumn('checked_merchant_id', 'integer', (c) => c.references('merchant.id'))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('redemption').dropColumn('checked_merchant_id').execute();
      await db.schema.alterTable('redemption').dropColumn('checked_by_staff_id').execute();
    },
  };
}
