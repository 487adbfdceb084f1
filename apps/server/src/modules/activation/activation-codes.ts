import { randomInt } from 'node:crypto';
import { formatActivationCode } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isoAfterDays, nowIso } from '../../lib/clock.ts';

// No 0/O or 1/I/L: codes are read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export interface GenerateOptions {
  count: number;
  /** How long the activation a code gives lasts, from today; codes can be activated until then. */
  days: number;
  marketId?: number | undefined;
}

/** Creates `count` unused codes in one batch and returns them formatted (XXXX-XXXX-XXXX-XXXX). */
export async function generateActivationCodes(
  db: Kysely<DB>,
  { count, days, marketId }: GenerateOptions,
): Promise<{ batch: string; codes: string[] }> {
  const batch = `batch-${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomInt(1000, 9999)}`;
  const offersValidTo = isoAfterDays(days);
  const created: string[] = [];
  await db.transaction().execute(async (trx) => {
    while (created.length < count) {
      const wanted = Array.from({ length: Math.min(500, count - created.length) }, newCode);
      const rows = await trx
        .insertInto('activation_code')
        .values(
          wanted.map((code) => ({
            code,
            batch,
            market_id: marketId ?? null,
            expires_at: offersValidTo,
            offers_valid_to: offersValidTo,
            created_at: nowIso(),
          })),
        )
        // A clash with an existing code (about 1 in 10^23) is simply drawn again.
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('code')
        .execute();
      created.push(...rows.map((row) => row.code));
    }
  });
  return { batch, codes: created.map(formatActivationCode) };
}

/** A printable listing of a batch (or all codes): code, batch, expiry and whether it was used. */
export async function listActivationCodes(db: Kysely<DB>, batch?: string) {
  let query = db
    .selectFrom('activation_code')
    .leftJoin('activation_voucher', 'activation_voucher.activation_code_id', 'activation_code.id')
    .select([
      'activation_code.code',
      'activation_code.batch',
      'activation_code.expires_at',
      'activation_voucher.created_at as used_at',
    ])
    .orderBy('activation_code.id');
  if (batch) query = query.where('activation_code.batch', '=', batch);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, code: formatActivationCode(row.code) }));
}
