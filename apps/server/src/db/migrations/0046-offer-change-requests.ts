import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #30 item 3 (MERCHANT-9): merchants' offer change requests.
 *
 * - `offer_change_request`: what a merchant admin asked an offer to become (a new title, new
 *   terms; null keeps them) and why; `state` pending, then approved or refused once, with the
 *   reason of a refusal and who decided. Never deleted: the merchant keeps seeing each request.
 *   Read by organisation (the merchant's list) and by state (the operators' queue).
 */
export function offerChangeRequests(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('offer_change_request')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('offer_id', 'integer', (c) => c.notNull().references('offer.id'))
        .addColumn('organisation_id', 'integer', (c) =>
          c.notNull().references('business_organisation.id'),
        )
        .addColumn('requested_by', 'integer', (c) => c.references('staff_account.id'))
        .addColumn('requested_by_email', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('exclusion', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reason', 'text')
        .addColumn('decided_by_email', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('offer_change_request_by_organisation')
        .on('offer_change_request')
        .columns(['organisation_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('offer_change_request_by_state')
        .on('offer_change_request')
        .columns(['state', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('offer_change_request').execute();
    },
  };
}
