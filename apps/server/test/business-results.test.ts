import { ReportsBusinessApi, type MerchantResults } from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { createUser } from './factories/user.ts';
import { addBusinessPerson, addOrganisation, businessSignIn } from './helpers/business.ts';
import { staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-7 acceptance: "portal numbers match the redemption rows of a fixture exactly". The
 * organisation has three locations in Chicago (Alpha with two offers, Bravo, Charlie) and one in
 * Paris (Echo); Delta, in Chicago, is another organisation's. The range 8–10 March 2031 holds
 * Chicago's change to summer time (9 March, 02:00) and moments one millisecond either side of
 * each zone's midnights. Every expected number below is counted by hand from the rows.
 */

const testApp = useTestApp();
const RANGE = { from: '2031-03-08', to: '2031-03-10' };

let admin: string;
const ids = { alpha: 0, bravo: 0, charlie: 0, echo: 0, delta: 0 };
const offers = { a1: 0, a2: 0, b1: 0, c1: 0, e1: 0, d1: 0 };

async function redeem(
  userId: number | null,
  offerId: number,
  at: string,
  cents: number,
  checked = false,
) {
  const { db } = testApp();
  const owner = userId ?? (await createUser(db)).id;
  const { id: voucherId } = await db
    .insertInto('activation_voucher')
    .values({
      user_id: owner,
      kind: 'BOOK',
      activation_code_id: null,
      code: `T${randomUUID().slice(0, 12)}`,
      offers_valid_to: '2032-01-01T00:00:00.000Z',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('redemption')
    .values({
      user_id: userId,
      activation_voucher_id: voucherId,
      offer_id: offerId,
      savings_cents: cents,
      created_at: at,
      verification_code: randomUUID().slice(0, 12),
      first_checked_at: checked ? at : null,
    })
    .execute();
}

async function results(query: Record<string, string | number> = RANGE, cookie = admin) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return staffCall(
    testApp().app,
    'GET',
    `${ReportsBusinessApi.getMerchantResults.path}?${search.toString()}`,
    cookie,
  );
}

async function ok(query?: Record<string, string | number>) {
  const response = await results(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MerchantResults>();
}

beforeAll(async () => {
  const { db } = testApp();
  const chicago = { latitude: 41.88, longitude: -87.63 };
  const paris = { latitude: 48.86, longitude: 2.35 };
  const us = await createMarketWithMerchants(db, chicago, [
    { title: 'Alpha Diner', ...chicago, offers: 2 },
    { title: 'Bravo Books', ...chicago },
    { title: 'Charlie Cafe', ...chicago },
    { title: 'Delta Deli', ...chicago },
  ]);
  const fr = await createMarketWithMerchants(db, paris, [{ title: 'Echo Bistro', ...paris }]);
  await db
    .updateTable('market')
    .set({ time_zone: 'America/Chicago' })
    .where('id', '=', us.marketId)
    .execute();
  await db
    .updateTable('market')
    .set({ time_zone: 'Europe/Paris' })
    .where('id', '=', fr.marketId)
    .execute();
  const rows = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select(['offer.id as offerId', 'offer.slug', 'merchant.id as merchantId'])
    .where('merchant.market_id', 'in', [us.marketId, fr.marketId])
    .execute();
  const of = (slug: string) => rows.find((row) => row.slug === slug)!;
  ids.alpha = of(`${us.slug}-m0-o0`).merchantId;
  ids.bravo = of(`${us.slug}-m1-o0`).merchantId;
  ids.charlie = of(`${us.slug}-m2-o0`).merchantId;
  ids.delta = of(`${us.slug}-m3-o0`).merchantId;
  ids.echo = of(`${fr.slug}-m0-o0`).merchantId;
  offers.a1 = of(`${us.slug}-m0-o0`).offerId;
  offers.a2 = of(`${us.slug}-m0-o1`).offerId;
  offers.b1 = of(`${us.slug}-m1-o0`).offerId;
  offers.c1 = of(`${us.slug}-m2-o0`).offerId;
  offers.d1 = of(`${us.slug}-m3-o0`).offerId;
  offers.e1 = of(`${fr.slug}-m0-o0`).offerId;

  const organisation = await addOrganisation(testApp(), [
    ids.alpha,
    ids.bravo,
    ids.charlie,
    ids.echo,
  ]);
  await addOrganisation(testApp(), [ids.delta]);
  admin = await businessSignIn(
    testApp(),
    await addBusinessPerson(testApp(), organisation.id, 'merchantAdmin'),
  );

  const [ana, ben, cat, dan] = await Promise.all(
    [1, 2, 3, 4].map(async () => (await createUser(db, { marketId: us.marketId })).id),
  );
  // Chicago is UTC-6 until 9 March 02:00, then UTC-5; Paris is UTC+1 all range.
  await redeem(ana!, offers.a1, '2031-03-08T05:59:59.999Z', 100); // 7th 23:59 Chicago: out
  await redeem(ana!, offers.a1, '2031-03-08T06:00:00.000Z', 500, true); // 8th 00:00
  await redeem(ana!, offers.a2, '2031-03-09T05:30:00.000Z', 600); // 8th 23:30
  await redeem(ben!, offers.b1, '2031-03-10T04:30:00.000Z', 700, true); // 9th 23:30 CDT
  await redeem(ben!, offers.b1, '2031-03-11T04:59:59.999Z', 800); // 10th 23:59 CDT
  await redeem(ben!, offers.b1, '2031-03-11T05:00:00.000Z', 900); // 11th: out
  await redeem(cat!, offers.c1, '2031-03-09T12:00:00.000Z', 300, true); // 9th
  await redeem(cat!, offers.d1, '2031-03-09T13:00:00.000Z', 1000, true); // another organisation's
  await redeem(cat!, offers.e1, '2031-03-07T22:59:59.999Z', 250); // 7th 23:59 Paris: out
  await redeem(dan!, offers.e1, '2031-03-07T23:00:00.000Z', 200); // 8th 00:00 Paris
  await redeem(dan!, offers.a1, '2031-03-10T15:00:00.000Z', 400, true); // 10th
  // A deleted member's two redemptions: counted, but no member to repeat.
  await redeem(null, offers.c1, '2031-03-10T18:00:00.000Z', 50); // 10th
  await redeem(null, offers.c1, '2031-03-10T19:00:00.000Z', 50); // 10th
});

describe('MERCHANT-7: the merchant portal’s results', () => {
  it('counts every location of the organisation, each in its market’s days', async () => {
    const answer = await ok();
    expect(answer).toMatchObject({
      from: RANGE.from,
      to: RANGE.to,
      merchantId: null,
      timeZones: ['America/Chicago', 'Europe/Paris'],
    });
    expect(answer.totals).toEqual({ redemptions: 9, checked: 4, savingsCents: 3600 });
    // ana (2), ben (2) and dan (2, in two zones); cat once here (Delta is not theirs).
    expect(answer.repeatMembers).toBe(3);
    expect(answer.byDay).toEqual([
      { day: '2031-03-08', redemptions: 3, checked: 1, savingsCents: 1300 },
      { day: '2031-03-09', redemptions: 2, checked: 2, savingsCents: 1000 },
      { day: '2031-03-10', redemptions: 4, checked: 1, savingsCents: 1300 },
    ]);
    const offer = (offerId: number) => answer.byOffer.find((row) => row.offerId === offerId);
    expect(answer.byOffer).toHaveLength(5);
    expect(offer(offers.a1)).toMatchObject({ redemptions: 2, checked: 2, savingsCents: 900 });
    expect(offer(offers.a2)).toMatchObject({ redemptions: 1, checked: 0, savingsCents: 600 });
    expect(offer(offers.b1)).toMatchObject({
      merchantId: ids.bravo,
      merchantTitle: 'Bravo Books',
      redemptions: 2,
      checked: 1,
      savingsCents: 1500,
    });
    expect(offer(offers.c1)).toMatchObject({ redemptions: 3, checked: 1, savingsCents: 400 });
    expect(offer(offers.e1)).toMatchObject({ redemptions: 1, checked: 0, savingsCents: 200 });
    expect(answer.byLocation).toEqual([
      {
        merchantId: ids.alpha,
        merchantTitle: 'Alpha Diner',
        redemptions: 3,
        checked: 2,
        savingsCents: 1500,
      },
      {
        merchantId: ids.charlie,
        merchantTitle: 'Charlie Cafe',
        redemptions: 3,
        checked: 1,
        savingsCents: 400,
      },
      {
        merchantId: ids.bravo,
        merchantTitle: 'Bravo Books',
        redemptions: 2,
        checked: 1,
        savingsCents: 1500,
      },
      {
        merchantId: ids.echo,
        merchantTitle: 'Echo Bistro',
        redemptions: 1,
        checked: 0,
        savingsCents: 200,
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/@|userId|email/i);
  });

  it('narrows to one of the organisation’s locations', async () => {
    const answer = await ok({ ...RANGE, merchantId: ids.bravo });
    expect(answer.merchantId).toBe(ids.bravo);
    expect(answer.timeZones).toEqual(['America/Chicago']);
    expect(answer.totals).toEqual({ redemptions: 2, checked: 1, savingsCents: 1500 });
    expect(answer.repeatMembers).toBe(1);
    expect(answer.byDay).toEqual([
      { day: '2031-03-08', redemptions: 0, checked: 0, savingsCents: 0 },
      { day: '2031-03-09', redemptions: 1, checked: 1, savingsCents: 700 },
      { day: '2031-03-10', redemptions: 1, checked: 0, savingsCents: 800 },
    ]);
    expect(answer.byLocation).toEqual([
      {
        merchantId: ids.bravo,
        merchantTitle: 'Bravo Books',
        redemptions: 2,
        checked: 1,
        savingsCents: 1500,
      },
    ]);
  });

  it('a one-day range holds that day only', async () => {
    const answer = await ok({ from: '2031-03-09', to: '2031-03-09' });
    expect(answer.totals).toEqual({ redemptions: 2, checked: 2, savingsCents: 1000 });
    expect(answer.repeatMembers).toBe(0);
  });

  it('refuses another organisation’s location and a range the reports refuse', async () => {
    expect((await results({ ...RANGE, merchantId: ids.delta })).statusCode).toBe(403);
    expect((await results({ from: '2031-03-10', to: '2031-03-08' })).statusCode).toBe(400);
    expect((await results({ from: '2030-01-01', to: '2031-03-08' })).statusCode).toBe(400);
  });
});
