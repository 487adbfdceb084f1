import { randomInt } from 'node:crypto';
import { formatActivationCode } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { editionBySlug } from '../../market/index.ts';
import {
  insertNewActivationCodes,
  listActivationCodeRows,
} from '../repositories/activation-code-repo.ts';

// No 0/O or 1/I/L: codes are read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export interface GenerateOptions {
  count: number;
  /**
   * OPERATOR-13: the slug of the edition the codes activate: they can be activated until it
   * ends, and the activation they give ends with it.
   */
  edition: string;
}

export class UnknownEditionError extends Error {
  constructor(slug: string) {
    super(`there is no edition "${slug}"`);
    this.name = 'UnknownEditionError';
  }
}

/** Creates `count` unused codes in one batch and returns them formatted (XXXX-XXXX-XXXX-XXXX). */
export async function generateActivationCodes(
  db: Kysely<DB>,
  { count, edition: slug }: GenerateOptions,
): Promise<{ batch: string; codes: string[] }> {
  const edition = await editionBySlug(db, slug);
  if (!edition) throw new UnknownEditionError(slug);
  const batch = `batch-${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomInt(1000, 9999)}`;
  const created: string[] = [];
  await db.transaction().execute(async (trx) => {
    while (created.length < count) {
      const wanted = Array.from({ length: Math.min(500, count - created.length) }, newCode);
      // A clash with an existing code (about 1 in 10^23) is simply drawn again.
      const inserted = await insertNewActivationCodes(
        trx,
        wanted.map((code) => ({
          code,
          batch,
          market_id: edition.market_id,
          edition_id: edition.id,
          // The dates as printed; the edition's are the ones read (ADR 0032).
          expires_at: edition.valid_until,
          offers_valid_to: edition.valid_until,
          created_at: nowIso(),
        })),
      );
      created.push(...inserted);
    }
  });
  return { batch, codes: created.map(formatActivationCode) };
}

/** A printable listing of a batch (or all codes): code, batch, expiry and whether it was used. */
export async function listActivationCodes(db: Kysely<DB>, batch?: string) {
  const rows = await listActivationCodeRows(db, batch);
  return rows.map((row) => ({ ...row, code: formatActivationCode(row.code) }));
}
