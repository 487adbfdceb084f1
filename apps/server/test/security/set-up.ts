/**
 * Issue #8 item 5: the security rules of docs/architecture.md that other API tests do not already
 * cover (headers on the web app, cookie flags over HTTPS, fixation with a planted token, CSRF on a
 * logged-in session, activation and card-lookup limits, identical refusals, the guest account,
 * and secrets kept out of a trace-level log). What the test files of this folder share.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { createMarketWithMerchants } from '../factories/catalog.ts';
import type { TestAppOptions } from '../helpers/test-app.ts';

export function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'citybook-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
  return root;
}

/** Reached over HTTPS (TLS ends at a proxy in front), with a low activation limit. */
export const httpsAppOptions: TestAppOptions = {
  config: { PUBLIC_URL: 'https://citybook.example', RATE_LIMIT_ACTIVATION: '3' },
};

export const json = { 'content-type': 'application/json' };

/** A market of its own with one merchant at (`at`, `at`): the id of that merchant's offer. */
export async function offerOfNewMerchant(
  db: Kysely<DB>,
  title: string,
  at: number,
): Promise<number> {
  const { marketId } = await createMarketWithMerchants(db, { latitude: at, longitude: at }, [
    { title, latitude: at, longitude: at },
  ]);
  const offer = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select('offer.id')
    .where('merchant.market_id', '=', marketId)
    .executeTakeFirstOrThrow();
  return offer.id;
}
