import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { idParamSchema, idSchema } from '../app/ids.ts';
import { optionalIdFilter, requiredText } from '../console-fields.ts';
import { errorAnswer } from '../endpoint.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import type { StaffRole } from '../staff/staff-access.ts';
import { formatActivationCode, isValidActivationCode } from './activation-code.ts';

/*
 * OPERATOR-15: batches of printed activation codes, made, listed, downloaded and voided in the
 * console (and made by the CLI's `codes generate` through the same service).
 */

/** Who makes, reads and voids code batches: what is printed in books is the editors' (OPERATOR-1). */
export const CODE_BATCH_ROLES = ['owner', 'editor'] as const satisfies readonly StaffRole[];

/** OPERATOR-16: the largest print run one batch makes. */
export const CODE_BATCH_MAX_COUNT = 100_000;
/** The longest activation a batch's codes give, in days, when they do not follow the edition. */
export const CODE_BATCH_MAX_DAYS = 3660;
export const CODE_BATCH_LABEL_MAX = 120;
export const VOID_REASON_MAX = 500;

const COUNT_MESSAGE = `Please enter a number of codes from 1 to ${CODE_BATCH_MAX_COUNT.toLocaleString('en-US')}.`;
const DAYS_MESSAGE = `Please enter a number of days from 1 to ${CODE_BATCH_MAX_DAYS}.`;

/** OPERATOR-15: a new batch's form. */
export const codeBatchFormSchema = z.object({
  editionId: idSchema,
  /** What the printer knows the run by, e.g. the printer's order number. */
  label: requiredText(CODE_BATCH_LABEL_MAX, 'a label, e.g. the printer’s order'),
  count: z
    .int(COUNT_MESSAGE)
    .check(z.minimum(1, COUNT_MESSAGE), z.maximum(CODE_BATCH_MAX_COUNT, COUNT_MESSAGE)),
  /**
   * How many days the activation a code gives lasts, from the day it is activated; null: it ends
   * with the edition (OPERATOR-13). Either way a code can be activated until the edition ends.
   */
  activationDays: z.nullable(
    z
      .int(DAYS_MESSAGE)
      .check(z.minimum(1, DAYS_MESSAGE), z.maximum(CODE_BATCH_MAX_DAYS, DAYS_MESSAGE)),
  ),
});
export type CodeBatchForm = z.infer<typeof codeBatchFormSchema>;

/** Why a batch or a code is withdrawn: written to the batch and the audit log. */
export const voidReasonField = requiredText(VOID_REASON_MAX, 'the reason');

export const voidCodeBatchSchema = z.object({ reason: voidReasonField });
export type VoidCodeBatch = z.infer<typeof voidCodeBatchSchema>;

const CODE_MESSAGE = 'Please enter a code of this batch, e.g. ABCD-EFGH-JKMN-PQRS.';
/** One code of the batch to withdraw, as printed (dashes and case do not matter). */
export const voidActivationCodeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.refine(isValidActivationCode, CODE_MESSAGE),
      z.overwrite(formatActivationCode),
    ),
  reason: voidReasonField,
});
export type VoidActivationCode = z.infer<typeof voidActivationCodeSchema>;

export const codeBatchIdParamsSchema = z.object({ batchId: idParamSchema });

export const CODE_BATCH_GRID_SORTS = ['createdAt', 'label', 'editionName', 'count'] as const;
/** The batch grid: the text filter finds a part of the label or of the batch key. */
export const codeBatchGridQuerySchema = z.extend(gridQuerySchema(CODE_BATCH_GRID_SORTS), {
  editionId: optionalIdFilter,
});
export type CodeBatchGridQuery = z.infer<typeof codeBatchGridQuerySchema>;

/** How a batch's codes stand: each is activated, unused, or void (withdrawn before use). */
export const codeBatchUsageSchema = z.object({
  activated: z.int(),
  unused: z.int(),
  void: z.int(),
});
export type CodeBatchUsage = z.infer<typeof codeBatchUsageSchema>;

export const codeBatchRowSchema = z.object({
  id: z.int(),
  /** The key its codes carry (activation_code.batch), which reports group activations by. */
  batch: z.string(),
  label: z.string(),
  /** Null only for a batch printed before editions (ADR 0032). */
  editionId: z.nullable(z.int()),
  editionName: z.nullable(z.string()),
  count: z.int(),
  activationDays: z.nullable(z.int()),
  /** The last moment its codes can be activated (the edition's end); null: no end. */
  activatableUntil: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  voidedAt: z.nullable(z.string()),
  usage: codeBatchUsageSchema,
});
export type CodeBatchRow = z.infer<typeof codeBatchRowSchema>;

export const codeBatchGridPageSchema = gridPageSchema(codeBatchRowSchema);
export type CodeBatchGridPage = z.infer<typeof codeBatchGridPageSchema>;

/** One batch as its page shows it: its row, why it was voided, and its recent withdrawals. */
export const codeBatchDetailSchema = z.extend(codeBatchRowSchema, {
  voidReason: z.nullable(z.string()),
  voidedCodes: z.array(z.object({ code: z.string(), voidedAt: z.string(), reason: z.string() })),
});
export type CodeBatchDetail = z.infer<typeof codeBatchDetailSchema>;

/** The answers of the batch endpoints' own rules. */
export const CodeBatchErrors = {
  unknownBatch: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  unknownEdition: errorAnswer({ status: 422, code: ErrorCode.invalidEdition, field: 'editionId' }),
  /** The code is not one of this batch's: shown on the code field. */
  codeNotInBatch: errorAnswer({ status: 422, code: ErrorCode.codeNotInBatch, field: 'code' }),
  /** The batch, or the code, is void already. */
  alreadyVoid: errorAnswer({ status: 409, code: ErrorCode.alreadyVoid }),
  /** The code was activated: it keeps working, so there is nothing to withdraw. */
  codeActivated: errorAnswer({ status: 409, code: ErrorCode.codeActivated, field: 'code' }),
} as const;

/** The console's words for the batch screens, beside the schemas' field messages. */
export const CodeBatchText = {
  /** OPERATOR-17: what the link in each code's QR code opens, with the code filled in. */
  activationLink: (publicUrl: string, code: string) =>
    `${publicUrl.replace(/\/+$/, '')}/account/activate?code=${formatActivationCode(code)}`,
} as const;

/** The file names a batch is downloaded as: its key, which the printer's files keep. */
export function codeBatchFileName(batch: string, kind: 'pdf' | 'csv'): string {
  return `citybook-codes-${batch}.${kind}`;
}
