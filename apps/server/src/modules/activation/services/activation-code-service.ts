import { formatActivationCode } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { editionBySlug } from '../../market/index.ts';
import { listActivationCodeRows } from '../repositories/activation-code-repo.ts';
import {
  codeBatchRecord,
  codesOfBatch,
  COMMAND_LINE_MAKER,
  makeCodeBatch,
} from './code-batch-service.ts';

export interface GenerateOptions {
  count: number;
  /**
   * OPERATOR-13: the slug of the edition the codes activate: they can be activated until it
   * ends, and the activation they give ends with it (or lasts `days` when given).
   */
  edition: string;
  /** OPERATOR-15: what the printer knows the run by; the batch key when not given. */
  label?: string;
  days?: number;
}

export class UnknownEditionError extends Error {
  constructor(slug: string) {
    super(`there is no edition "${slug}"`);
    this.name = 'UnknownEditionError';
  }
}

/**
 * Creates `count` unused codes in one batch (the console's service, OPERATOR-15) and returns
 * them formatted (XXXX-XXXX-XXXX-XXXX).
 */
export async function generateActivationCodes(
  db: Kysely<DB>,
  { count, edition: slug, label, days }: GenerateOptions,
): Promise<{ batch: string; codes: string[] }> {
  const edition = await editionBySlug(db, slug);
  if (!edition) throw new UnknownEditionError(slug);
  const now = new Date();
  const { id, batch } = await makeCodeBatch(
    db,
    { edition, label: label ?? '', count, activationDays: days ?? null },
    { actor: { staffId: null, email: COMMAND_LINE_MAKER }, now },
  );
  const codes: string[] = [];
  for await (const page of codesOfBatch(db, await codeBatchRecord(db, id)))
    codes.push(...page.map((row) => row.code));
  return { batch, codes };
}

/** A printable listing of a batch (or all codes): code, batch, expiry and whether it was used. */
export async function listActivationCodes(db: Kysely<DB>, batch?: string) {
  const rows = await listActivationCodeRows(db, batch);
  return rows.map((row) => ({ ...row, code: formatActivationCode(row.code) }));
}
