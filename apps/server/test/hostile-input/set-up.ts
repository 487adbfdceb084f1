import { createCodes } from '../factories/edition.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { startIdentities } from './identities.ts';
import { setContext } from './placeholders.ts';

/** What each hostile-input test file needs first: its identities, and the ids and codes to use. */
export async function setUpHostileRun(testApp: TestApp): Promise<void> {
  const { db } = testApp;
  const fresh = await startIdentities(testApp);
  const offer = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'offer.id as offerId',
      'merchant.id as merchantId',
      'merchant.market_id as marketId',
      'merchant.category_id as categoryId',
    ])
    .where('merchant.franchisor_id', 'is not', null)
    // Usable at any hour, so a probe's redemption is judged on its input alone.
    .where('offer.rules', 'is', null)
    .orderBy('offer.id')
    .executeTakeFirstOrThrow();
  const franchisor = await db.selectFrom('franchisor').select('id').executeTakeFirstOrThrow();
  const { codes } = await createCodes(db, { count: 200 });
  setContext({
    memberEmail: fresh.user.email,
    memberPassword: fresh.user.password,
    voucherId: fresh.voucherId,
    franchisorId: franchisor.id,
    codes,
    ...offer,
  });
}
