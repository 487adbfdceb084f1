import type { CodeBatchGridQuery, CodeBatchUsage } from '@citybook/contract';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { CodeBatchTable, DB } from '../../../db/schema.ts';
import { containing } from '../../../lib/like-pattern.ts';

/** OPERATOR-15…17: the batches of printed codes and their codes' standing. */

export type CodeBatchRecord = Selectable<CodeBatchTable> & {
  edition_name: string | null;
  edition_valid_until: string | null;
  /** The edition's market's zone: the day a code can be activated until is its wall clock's. */
  time_zone: string | null;
};

export async function insertCodeBatch(
  db: Kysely<DB>,
  row: Insertable<CodeBatchTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('code_batch')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function batchesWithEdition(db: Kysely<DB>) {
  return db
    .selectFrom('code_batch')
    .leftJoin('edition', 'edition.id', 'code_batch.edition_id')
    .leftJoin('market', 'market.id', 'edition.market_id')
    .selectAll('code_batch')
    .select([
      'edition.name as edition_name',
      'edition.valid_until as edition_valid_until',
      'market.time_zone',
    ]);
}

export async function findCodeBatch(
  db: Kysely<DB>,
  id: number,
): Promise<CodeBatchRecord | undefined> {
  return batchesWithEdition(db).where('code_batch.id', '=', id).executeTakeFirst();
}

/**
 * How the codes of the batches stand: activated (whatever was voided after: an activated code
 * keeps working), void (withdrawn, alone or with the batch, before use), the rest unused.
 */
export async function usageOfBatches(
  db: Kysely<DB>,
  batches: readonly string[],
): Promise<Map<string, CodeBatchUsage>> {
  if (batches.length === 0) return new Map();
  const rows = await db
    .selectFrom('activation_code')
    .innerJoin('code_batch', 'code_batch.batch', 'activation_code.batch')
    .leftJoin('activation_voucher', 'activation_voucher.activation_code_id', 'activation_code.id')
    .select((eb) => [
      'activation_code.batch',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('activation_voucher.id').as('activated'),
      sql<
        number | string
      >`sum(case when activation_voucher.id is null and (activation_code.voided_at is not null or code_batch.voided_at is not null) then 1 else 0 end)`.as(
        'void',
      ),
    ])
    .where('activation_code.batch', 'in', batches)
    .groupBy('activation_code.batch')
    .execute();
  return new Map(
    rows.map((row) => {
      const activated = Number(row.activated);
      const voided = Number(row.void);
      return [
        row.batch,
        { activated, void: voided, unused: Number(row.total) - activated - voided },
      ];
    }),
  );
}

const SORT_COLUMNS = {
  createdAt: sql`code_batch.created_at`,
  label: sql`lower(code_batch.label)`,
  editionName: sql`lower(edition.name)`,
  count: sql`code_batch.count`,
};

/** A page of the batch grid (the usage is added by the caller, for the page's rows only). */
export async function codeBatchGridPage(
  db: Kysely<DB>,
  query: CodeBatchGridQuery,
): Promise<{ rows: CodeBatchRecord[]; total: number }> {
  let base = db
    .selectFrom('code_batch')
    .leftJoin('edition', 'edition.id', 'code_batch.edition_id')
    .leftJoin('market', 'market.id', 'edition.market_id');
  if (query.filter) {
    const pattern = containing(query.filter);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(code_batch.label)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(code_batch.batch)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.editionId !== undefined)
    base = base.where('code_batch.edition_id', '=', query.editionId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('code_batch')
      .select([
        'edition.name as edition_name',
        'edition.valid_until as edition_valid_until',
        'market.time_zone',
      ])
      .orderBy(SORT_COLUMNS[query.sort], query.direction)
      .orderBy('code_batch.id', query.direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Voids the batch unless it is void already; answers whether it did. */
export async function markBatchVoid(
  db: Kysely<DB>,
  id: number,
  at: string,
  reason: string,
): Promise<boolean> {
  const result = await db
    .updateTable('code_batch')
    .set({ voided_at: at, void_reason: reason })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The batch's codes, each with the voucher it was activated as (if it was). */
function codesOfBatchWithVoucher(db: Kysely<DB>, batch: string) {
  return db
    .selectFrom('activation_code')
    .leftJoin('activation_voucher', 'activation_voucher.activation_code_id', 'activation_code.id')
    .where('activation_code.batch', '=', batch);
}

/** A code of the batch (bare), with whether it was activated or voided. */
export async function findCodeOfBatch(db: Kysely<DB>, batch: string, code: string) {
  return codesOfBatchWithVoucher(db, batch)
    .select([
      'activation_code.id',
      'activation_code.code',
      'activation_code.voided_at',
      'activation_voucher.id as voucher_id',
    ])
    .where('activation_code.code', '=', code)
    .executeTakeFirst();
}

/** Voids the code unless it is void or activated already; answers whether it did. */
export async function markCodeVoid(
  db: Kysely<DB>,
  id: number,
  at: string,
  reason: string,
): Promise<boolean> {
  const result = await db
    .updateTable('activation_code')
    .set({ voided_at: at, void_reason: reason })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('activation_voucher')
            .select('activation_voucher.id')
            .whereRef('activation_voucher.activation_code_id', '=', 'activation_code.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The batch's codes voided one by one, latest first. */
export async function voidedCodesOfBatch(db: Kysely<DB>, batch: string, limit: number) {
  return db
    .selectFrom('activation_code')
    .select(['code', 'voided_at', 'void_reason'])
    .where('batch', '=', batch)
    .where('voided_at', 'is not', null)
    .orderBy('voided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One page of a batch's codes after `afterId`, in print order, with how each stands. */
export async function codesOfBatchAfter(
  db: Kysely<DB>,
  batch: string,
  afterId: number,
  limit: number,
) {
  return codesOfBatchWithVoucher(db, batch)
    .select([
      'activation_code.id',
      'activation_code.code',
      'activation_code.voided_at',
      'activation_code.void_reason',
      'activation_voucher.created_at as activated_at',
    ])
    .where('activation_code.id', '>', afterId)
    .orderBy('activation_code.id')
    .limit(limit)
    .execute();
}
