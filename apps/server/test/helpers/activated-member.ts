import { ActivationApi, CatalogApi, profileSchema } from '@citybook/contract';
import { createCodes } from '../factories/edition.ts';
import { createMarketWithMerchants } from '../factories/catalog.ts';
import { loggedInMember } from './member.ts';
import { getJson, postJson } from './session.ts';
import type { TestApp } from './test-app.ts';

/** A member with an activated book code, and a fresh merchant with offers of 5, 6 and 7 dollars. */
export async function activatedMember(testApp: TestApp) {
  const { app, db } = testApp;
  const { cookie, user } = await loggedInMember(testApp);
  const { codes } = await createCodes(db, { count: 1 });
  const profile = profileSchema.parse(
    (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
  );
  const { marketId } = await createMarketWithMerchants(db, { latitude: 10, longitude: 10 }, [
    { title: 'Redeem Cafe', latitude: 10, longitude: 10, offers: 3 },
  ]);
  const merchants = (
    await getJson(app, `${CatalogApi.getAllMerchants.path}?marketId=${marketId}`)
  ).json<{ id: number; offers: { id: number }[] }[]>();
  const merchant = merchants[0]!;
  return {
    user,
    cookie,
    voucherId: profile.activationVoucherId!,
    merchant,
    offerIds: merchant.offers.map((o) => o.id),
  };
}
