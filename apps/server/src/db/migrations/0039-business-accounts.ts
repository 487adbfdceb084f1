import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #30 item 1 (MERCHANT-1, MERCHANT-2; ADR 0046): business organisations and their people on
 * the back office's identity.
 *
 * - `business_organisation`: a merchant, or a franchisor with its locations; never deleted, only
 *   disabled (the audit log names it).
 * - `merchant.organisation_id`: the organisation a location belongs to, one at a time.
 * - `staff_account.organisation_id`: null for the publisher's staff; set for a merchant's admin or
 *   counter staff, whose `role` is then a business role.
 * - `staff_account_location`: the locations a counter staff member is given.
 * - `realm` of sessions and half-done sign-ins: `console` or `business`. A session only works on
 *   the API of its realm, whatever cookie carries it.
 */
export function businessAccounts(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('business_organisation')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('franchisor_id', 'integer', (c) => c.references('franchisor.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('merchant')
        .addColumn('organisation_id', 'integer', (c) => c.references('business_organisation.id'))
        .execute();
      await db.schema
        .createIndex('merchant_by_organisation')
        .on('merchant')
        .column('organisation_id')
        .execute();
      await db.schema
        .alterTable('staff_account')
        .addColumn('organisation_id', 'integer', (c) => c.references('business_organisation.id'))
        .execute();
      await db.schema
        .createTable('staff_account_location')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addPrimaryKeyConstraint('staff_account_location_pk', ['staff_id', 'merchant_id'])
        .execute();
      for (const table of ['staff_session', 'staff_pending_sign_in']) {
        await db.schema
          .alterTable(table)
          .addColumn('realm', 'text', (c) => c.notNull().defaultTo('console'))
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['staff_session', 'staff_pending_sign_in'])
        await db.schema.alterTable(table).dropColumn('realm').execute();
      await db.schema.dropTable('staff_account_location').execute();
      await db.schema.alterTable('staff_account').dropColumn('organisation_id').execute();
      await db.schema.dropIndex('merchant_by_organisation').execute();
      await db.schema.alterTable('merchant').dropColumn('organisation_id').execute();
      await db.schema.dropTable('business_organisation').execute();
    },
  };
}
