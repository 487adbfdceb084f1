import { formatActivationCode } from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateActivationCodes } from '../src/modules/activation/index.ts';
import { insertNewActivationCodes } from '../src/modules/activation/repositories/activation-code-repo.ts';
import { createEdition } from './factories/edition.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-15: drawing a batch's codes, on the real database: a code another batch holds is left
 * out, and the CLI makes its codes through the console's service.
 */

const testApp = useTestApp();

describe('code batches in the console', () => {
  it('inserting drawn codes leaves out one that exists in another batch and counts only the new', async () => {
    const { db } = testApp();
    const edition = await createEdition(db);
    const { market_id: marketId } = await db
      .selectFrom('edition')
      .select('market_id')
      .where('id', '=', edition.id)
      .executeTakeFirstOrThrow();
    const shared = (batch: string) => ({
      batch,
      market_id: marketId,
      edition_id: edition.id,
      expires_at: edition.validUntil,
      offers_valid_to: edition.validUntil,
      created_at: new Date().toISOString(),
    });
    const unique = () => randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
    const taken = unique();
    const first = `batch-${randomUUID()}`;
    const second = `batch-${randomUUID()}`;
    expect(await insertNewActivationCodes(db, [taken], shared(first))).toBe(1);
    const fresh = [unique(), unique()];
    expect(await insertNewActivationCodes(db, [fresh[0]!, taken, fresh[1]!], shared(second))).toBe(
      2,
    );
    const rows = await db
      .selectFrom('activation_code')
      .select(['code', 'batch', 'edition_id', 'market_id', 'expires_at'])
      .where('code', 'in', [taken, ...fresh])
      .execute();
    const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : 1);
    expect(rows.sort(byCode)).toEqual(
      [
        { code: taken, batch: first },
        { code: fresh[0]!, batch: second },
        { code: fresh[1]!, batch: second },
      ]
        .sort(byCode)
        .map((row) => ({
          ...row,
          edition_id: edition.id,
          market_id: marketId,
          expires_at: edition.validUntil,
        })),
    );
  });

  it('the CLI makes its codes through the same service: a batch row, unique grouped codes', async () => {
    const edition = await createEdition(testApp().db);
    const { batch, codes } = await generateActivationCodes(testApp().db, {
      count: 1200,
      edition: edition.slug,
      label: 'CLI run',
    });
    expect(codes).toHaveLength(1200);
    expect(new Set(codes).size).toBe(1200);
    for (const code of codes) expect(formatActivationCode(code)).toBe(code);
    const row = await testApp()
      .db.selectFrom('code_batch')
      .selectAll()
      .where('batch', '=', batch)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      label: 'CLI run',
      count: 1200,
      created_by: 'command line',
      edition_id: edition.id,
    });
  });
});
