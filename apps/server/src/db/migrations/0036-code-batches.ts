import { sql, type Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * OPERATOR-15: a batch of printed codes is a row of its own: its label (the printer's order), the
 * edition, how many codes, the days of activation they give (or the edition's dates), who made
 * it and when, and whether it was voided. Its codes keep `activation_code.batch` as the key
 * (reports group activations by it). OPERATOR-17: a single code can be voided too.
 *
 * The batches the CLI made before are written as rows of their own, labelled with their key.
 */
export function codeBatches(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('code_batch')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('batch', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('edition_id', 'integer', (c) => c.references('edition.id'))
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('activation_days', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_account.id'))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('voided_at', 'text')
        .addColumn('void_reason', 'text')
        .execute();
      await db.schema
        .createIndex('code_batch_created_idx')
        .on('code_batch')
        .column('created_at')
        .execute();
      await db.schema.alterTable('activation_code').addColumn('voided_at', 'text').execute();
      await db.schema.alterTable('activation_code').addColumn('void_reason', 'text').execute();
      await sql`
        insert into code_batch (batch, label, edition_id, count, created_at, created_by)
        select batch, batch, max(edition_id), count(*), min(created_at), 'command line'
        from activation_code group by batch
      `.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('activation_code').dropColumn('void_reason').execute();
      await db.schema.alterTable('activation_code').dropColumn('voided_at').execute();
      await db.schema.dropTable('code_batch').execute();
    },
  };
}
