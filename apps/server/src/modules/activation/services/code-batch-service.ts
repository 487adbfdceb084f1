import { randomBytes } from 'node:crypto';
import {
  CodeBatchErrors,
  formatActivationCode,
  normalizeActivationCode,
  type CodeBatchDetail,
  type CodeBatchForm,
  type CodeBatchGridPage,
  type CodeBatchGridQuery,
  type CodeBatchRow,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, EditionRow } from '../../../db/schema.ts';
import { OPEN_END } from '../../../db/edition-open-end.ts';
import type { EditContext } from '../../../lib/edited-rows.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { editionById } from '../../market/index.ts';
import { recordStaffAction, type AuditActor } from '../../staff/index.ts';
import { insertNewActivationCodes } from '../repositories/activation-code-repo.ts';
import {
  codeBatchGridPage,
  codesOfBatchAfter,
  findCodeBatch,
  findCodeOfBatch,
  insertCodeBatch,
  markBatchVoid,
  markCodeVoid,
  usageOfBatches,
  voidedCodesOfBatch,
  type CodeBatchRecord,
} from '../repositories/code-batch-repo.ts';
import { newActivationCodes } from './code-generator.ts';

/*
 * OPERATOR-15…17: batches of printed codes. The console and the CLI's `codes generate` make them
 * here; a batch's codes carry its key (`activation_code.batch`), which reports group by.
 */

/** Codes written per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 1000;
/** How many of a batch's codes are read at a time when it is streamed out (PDF, CSV, CLI). */
export const CODE_PAGE = 1000;
/** How many single-code withdrawals a batch's page lists. */
const VOIDED_CODES_SHOWN = 50;

export interface NewCodeBatch {
  edition: EditionRow;
  label: string;
  count: number;
  activationDays: number | null;
}

/** Who makes the batch, for its row and the audit log; the CLI is no staff member. */
export interface BatchMaker {
  actor: AuditActor;
  requestId?: string;
  clientAddress?: string;
  now: Date;
}

export const COMMAND_LINE_MAKER = 'command line';

/** A batch key of its own: when it was made, and enough chance that two made at once differ. */
function newBatchKey(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14);
  return `batch-${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * Makes a batch and its codes in one transaction, with its audit entry when staff made it. A
 * drawn code that exists already (in any batch: the code column is unique) is drawn again.
 */
export async function makeCodeBatch(
  db: Kysely<DB>,
  batch: NewCodeBatch,
  maker: BatchMaker,
): Promise<{ id: number; batch: string }> {
  const key = newBatchKey(maker.now);
  const createdAt = maker.now.toISOString();
  const { edition } = batch;
  return db.transaction().execute(async (trx) => {
    const id = await insertCodeBatch(trx, {
      batch: key,
      label: batch.label === '' ? key : batch.label,
      edition_id: edition.id,
      count: batch.count,
      activation_days: batch.activationDays,
      created_at: createdAt,
      created_by_staff_id: maker.actor.staffId,
      created_by: maker.actor.email,
    });
    let made = 0;
    while (made < batch.count) {
      const wanted = newActivationCodes(Math.min(INSERT_CHUNK, batch.count - made));
      made += await insertNewActivationCodes(trx, wanted, {
        batch: key,
        market_id: edition.market_id,
        edition_id: edition.id,
        // The dates as printed; the edition's are the ones read (ADR 0032).
        expires_at: edition.valid_until,
        offers_valid_to: edition.valid_until,
        created_at: createdAt,
      });
    }
    if (maker.actor.staffId !== null) {
      await recordStaffAction(trx, {
        actor: maker.actor,
        action: 'codeBatch.create',
        objectType: 'codeBatch',
        objectId: id,
        before: null,
        after: {
          batch: key,
          label: batch.label,
          editionId: edition.id,
          count: batch.count,
          activationDays: batch.activationDays,
        },
        ...(maker.requestId === undefined ? {} : { requestId: maker.requestId }),
        ...(maker.clientAddress === undefined ? {} : { clientAddress: maker.clientAddress }),
        now: maker.now,
      });
    }
    return { id, batch: key };
  });
}

function rowOf(record: CodeBatchRecord, usage: CodeBatchRow['usage'] | undefined): CodeBatchRow {
  const end = record.edition_valid_until;
  return {
    id: record.id,
    batch: record.batch,
    label: record.label,
    editionId: record.edition_id,
    editionName: record.edition_name,
    count: record.count,
    activationDays: record.activation_days,
    activatableUntil: end === null || end === OPEN_END ? null : end,
    createdAt: record.created_at,
    createdBy: record.created_by,
    voidedAt: record.voided_at,
    usage: usage ?? { activated: 0, unused: 0, void: 0 },
  };
}

export async function codeBatchGrid(
  db: Kysely<DB>,
  query: CodeBatchGridQuery,
): Promise<CodeBatchGridPage> {
  const { rows, total } = await codeBatchGridPage(db, query);
  const usage = await usageOfBatches(
    db,
    rows.map((row) => row.batch),
  );
  return {
    rows: rows.map((row) => rowOf(row, usage.get(row.batch))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The batch, or 404. */
export async function codeBatchRecord(db: Kysely<DB>, id: number): Promise<CodeBatchRecord> {
  const record = await findCodeBatch(db, id);
  if (!record) throw new HttpError(CodeBatchErrors.unknownBatch, 'There is no such code batch.');
  return record;
}

export async function codeBatchDetail(db: Kysely<DB>, id: number): Promise<CodeBatchDetail> {
  const record = await codeBatchRecord(db, id);
  const [usage, voided] = await Promise.all([
    usageOfBatches(db, [record.batch]),
    voidedCodesOfBatch(db, record.batch, VOIDED_CODES_SHOWN),
  ]);
  return {
    ...rowOf(record, usage.get(record.batch)),
    voidReason: record.void_reason,
    voidedCodes: voided.map((row) => ({
      code: formatActivationCode(row.code),
      voidedAt: row.voided_at ?? '',
      reason: row.void_reason ?? '',
    })),
  };
}

/** OPERATOR-15: a batch made in the console, audited. */
export async function createCodeBatchFromConsole(
  context: EditContext,
  form: CodeBatchForm,
): Promise<CodeBatchDetail> {
  const edition = await editionById(context.db, form.editionId);
  if (!edition) throw new HttpError(CodeBatchErrors.unknownEdition, 'Please choose an edition.');
  const { id } = await makeCodeBatch(
    context.db,
    { edition, label: form.label, count: form.count, activationDays: form.activationDays },
    context,
  );
  return codeBatchDetail(context.db, id);
}

function auditedBy(context: EditContext) {
  return {
    actor: context.actor,
    ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
    ...(context.clientAddress === undefined ? {} : { clientAddress: context.clientAddress }),
    now: context.now,
  };
}

/**
 * OPERATOR-17: withdraws every unused code of the batch; the codes activated before keep
 * working. Audited with the reason.
 */
export async function voidCodeBatch(
  context: EditContext,
  id: number,
  reason: string,
): Promise<CodeBatchDetail> {
  const record = await codeBatchRecord(context.db, id);
  const at = context.now.toISOString();
  const done = await context.db.transaction().execute(async (trx) => {
    if (!(await markBatchVoid(trx, id, at, reason))) return false;
    await recordStaffAction(trx, {
      ...auditedBy(context),
      action: 'codeBatch.void',
      objectType: 'codeBatch',
      objectId: id,
      before: { batch: record.batch, voidedAt: null },
      after: { batch: record.batch, voidedAt: at, reason },
    });
    return true;
  });
  if (!done) throw new HttpError(CodeBatchErrors.alreadyVoid, 'This batch is void already.');
  return codeBatchDetail(context.db, id);
}

/** OPERATOR-17: withdraws one unused code of the batch, audited with the reason. */
export async function voidCodeOfBatch(
  context: EditContext,
  id: number,
  input: { code: string; reason: string },
): Promise<CodeBatchDetail> {
  const record = await codeBatchRecord(context.db, id);
  const bare = normalizeActivationCode(input.code);
  const code = await findCodeOfBatch(context.db, record.batch, bare);
  if (!code)
    throw new HttpError(CodeBatchErrors.codeNotInBatch, 'This code is not one of this batch’s.');
  if (code.voucher_id !== null)
    throw new HttpError(
      CodeBatchErrors.codeActivated,
      'This code was activated: it keeps working and cannot be voided.',
    );
  const at = context.now.toISOString();
  const done = await context.db.transaction().execute(async (trx) => {
    // The update re-checks both, so a code activated meanwhile is never withdrawn.
    if (!(await markCodeVoid(trx, code.id, at, input.reason))) return false;
    await recordStaffAction(trx, {
      ...auditedBy(context),
      action: 'activationCode.void',
      objectType: 'activationCode',
      objectId: code.id,
      before: { batch: record.batch, code: formatActivationCode(bare), voidedAt: null },
      after: {
        batch: record.batch,
        code: formatActivationCode(bare),
        voidedAt: at,
        reason: input.reason,
      },
    });
    return true;
  });
  if (!done) {
    const now = await findCodeOfBatch(context.db, record.batch, bare);
    throw now?.voucher_id != null
      ? new HttpError(
          CodeBatchErrors.codeActivated,
          'This code was activated: it keeps working and cannot be voided.',
        )
      : new HttpError(CodeBatchErrors.alreadyVoid, 'This code is void already.');
  }
  return codeBatchDetail(context.db, id);
}

/** One of a batch's codes as it is streamed out. */
export interface BatchCode {
  /** Formatted: XXXX-XXXX-XXXX-XXXX. */
  code: string;
  status: 'activated' | 'unused' | 'void';
  activatedAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

/**
 * OPERATOR-16: a batch's codes in print order, a page at a time (keyset), so streaming a print
 * run out holds one page in memory whatever its size.
 */
export async function* codesOfBatch(
  db: Kysely<DB>,
  record: Pick<CodeBatchRecord, 'batch' | 'voided_at' | 'void_reason'>,
): AsyncGenerator<BatchCode[]> {
  let afterId = 0;
  for (;;) {
    const rows = await codesOfBatchAfter(db, record.batch, afterId, CODE_PAGE);
    if (rows.length === 0) return;
    afterId = rows.at(-1)!.id;
    yield rows.map((row) => {
      const voidedAt = row.voided_at ?? record.voided_at;
      return {
        code: formatActivationCode(row.code),
        status: row.activated_at !== null ? 'activated' : voidedAt !== null ? 'void' : 'unused',
        activatedAt: row.activated_at,
        voidedAt: row.activated_at === null ? voidedAt : null,
        voidReason:
          row.activated_at === null && voidedAt !== null
            ? (row.void_reason ?? record.void_reason)
            : null,
      };
    });
    if (rows.length < CODE_PAGE) return;
  }
}
