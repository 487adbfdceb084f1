import {
  ActivationApi,
  ReportsConsoleApi,
  type ActivationReport,
  type IdleMerchantReport,
  type RedemptionReport,
  type RevenueReport,
  type SubscriptionReport,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { createCodes } from './factories/edition.ts';
import { subscribedMember } from './factories/subscription.ts';
import { createUser } from './factories/user.ts';
import { postJson } from './helpers/session.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-23, OPERATOR-24 acceptance: a fixture of known redemptions, activations, payments and
 * subscription changes gives exactly the expected numbers, which the test also works out itself
 * from the rows with the platform's time zones. The market is in Chicago; the range 8–10 March
 * 2031 holds the change to summer time (9 March, 02:00) and moments at 23:30 local that are the
 * next day in UTC. Nothing else in the database is dated 2031.
 */

const testApp = useTestApp();
const ZONE = 'America/Chicago';
const RANGE = { from: '2031-03-08', to: '2031-03-10' };

let analyst: string;
let marketId: number;
let otherMarketId: number;
const offerIds: Record<'a1' | 'a2' | 'b1' | 'elsewhere', number> = {
  a1: 0,
  a2: 0,
  b1: 0,
  elsewhere: 0,
};
let batches: { main: string; reprint: string };
let edition: { id: number; name: string };

function reportUrl(path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${path}?${search.toString()}`;
}

async function report<T>(path: string, query: Record<string, string | number> = RANGE) {
  const response = await staffCall(
    testApp().app,
    'GET',
    reportUrl(path, { marketId, ...query }),
    analyst,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The market's day of a stored moment, by the platform (not by the server's code). */
function dayInChicago(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

const inRange = (iso: string) => dayInChicago(iso) >= RANGE.from && dayInChicago(iso) <= RANGE.to;

async function voucherOf(userId: number, activationCodeId: number | null, createdAt: string) {
  const { db } = testApp();
  const { id } = await db
    .insertInto('activation_voucher')
    .values({
      user_id: userId,
      kind: 'BOOK',
      activation_code_id: activationCodeId,
      code: `T${randomUUID().slice(0, 12)}`,
      offers_valid_to: '2032-01-01T00:00:00.000Z',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A redemption of its own voucher (one redemption per voucher and offer), with no code. */
async function redeem(userId: number, offerId: number, at: string, cents: number) {
  await testApp()
    .db.insertInto('redemption')
    .values({
      user_id: userId,
      activation_voucher_id: await voucherOf(userId, null, at),
      offer_id: offerId,
      savings_cents: cents,
      created_at: at,
      verification_code: randomUUID().slice(0, 12),
    })
    .execute();
}

async function pay(values: {
  purpose: 'purchase' | 'renewal';
  plan: number;
  cents: number;
  status: 'succeeded' | 'refunded' | 'failed' | 'pending';
  at: string;
  refundedAt?: string;
}) {
  await testApp()
    .db.insertInto('payment')
    .values({
      user_id: null,
      voucher_id: null,
      purpose: values.purpose,
      source: 'card',
      subscription_type_code: values.plan,
      amount_cents: values.cents,
      currency: 'USD',
      period_key: randomUUID(),
      attempt: 0,
      idempotency_key: randomUUID(),
      status: values.status,
      created_at: values.at,
      updated_at: values.refundedAt ?? values.at,
    })
    .execute();
}

beforeAll(async () => {
  const { db } = testApp();
  analyst = (await signedInStaff(testApp(), 'analyst')).cookie;
  const chicago = { latitude: 41.88, longitude: -87.63 };
  const market = await createMarketWithMerchants(db, chicago, [
    { title: 'Alpha Diner', ...chicago, offers: 2 },
    { title: 'Bravo Books', ...chicago },
    { title: 'Charlie Cafe', ...chicago },
    { title: 'Delta Deli (retired)', ...chicago },
  ]);
  marketId = market.marketId;
  await db.updateTable('market').set({ time_zone: ZONE }).where('id', '=', marketId).execute();
  const other = await createMarketWithMerchants(db, chicago, [{ title: 'Elsewhere', ...chicago }]);
  otherMarketId = other.marketId;
  const offers = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select(['offer.id', 'offer.slug', 'merchant.market_id'])
    .where('merchant.market_id', 'in', [marketId, otherMarketId])
    .orderBy('offer.slug')
    .execute();
  const bySlug = (suffix: string, market = marketId) =>
    offers.find((offer) => offer.market_id === market && offer.slug.endsWith(suffix))!.id;
  offerIds.a1 = bySlug('-m0-o0');
  offerIds.a2 = bySlug('-m0-o1');
  offerIds.b1 = bySlug('-m1-o0');
  offerIds.elsewhere = bySlug('-m0-o0', otherMarketId);
  // Bravo's offer is in a second category.
  const shopping = await db
    .selectFrom('category')
    .select('id')
    .where('id', '<>', market.categoryId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('offer')
    .set({ category_id: shopping.id })
    .where('id', '=', offerIds.b1)
    .execute();
  await db
    .updateTable('merchant')
    .set({ retired_at: '2030-01-01T00:00:00.000Z' })
    .where('slug', '=', `${market.slug}-m3`)
    .execute();

  // Codes of an edition of the market, in two batches (a reprint relabelled).
  const { edition: made } = await createCodes(db, { marketId, count: 4 });
  const codeRows = await db
    .selectFrom('activation_code')
    .select(['id', 'batch'])
    .where('edition_id', '=', made.id)
    .orderBy('id')
    .execute();
  const main = codeRows[0]!.batch;
  const reprint = `reprint-${randomUUID().slice(0, 8)}`;
  await db
    .updateTable('activation_code')
    .set({ batch: reprint })
    .where('id', '=', codeRows[3]!.id)
    .execute();
  batches = { main, reprint };
  const editionRow = await db
    .selectFrom('edition')
    .select(['id', 'name'])
    .where('id', '=', made.id)
    .executeTakeFirstOrThrow();
  edition = editionRow;

  const ana = (await createUser(db, { marketId })).id;
  const ben = (await createUser(db, { marketId })).id;
  const cat = (await createUser(db, { marketId })).id;
  // Activations: 00:00 local on the 8th (in), 23:30 local on the 8th = 05:30Z on the 9th (in),
  // 23:30 local on the 10th in summer time = 04:30Z on the 11th (in, the reprint), 00:00 local on
  // the 11th (out).
  await voucherOf(ana, codeRows[0]!.id, '2031-03-08T06:00:00.000Z');
  await voucherOf(ben, codeRows[1]!.id, '2031-03-09T05:30:00.000Z');
  await voucherOf(cat, codeRows[3]!.id, '2031-03-11T04:30:00.000Z');
  const late = (await createUser(db, { marketId })).id;
  await voucherOf(late, codeRows[2]!.id, '2031-03-11T05:00:00.000Z');

  // Redemptions.
  await redeem(ana, offerIds.a1, '2031-03-08T05:59:59.999Z', 100); // 7th: out
  await redeem(ana, offerIds.a1, '2031-03-08T06:00:00.000Z', 500); // 8th 00:00
  await redeem(ana, offerIds.a2, '2031-03-09T05:30:00.000Z', 600); // 8th 23:30
  await redeem(ben, offerIds.b1, '2031-03-10T04:30:00.000Z', 700); // 9th 23:30 CDT
  await redeem(ben, offerIds.b1, '2031-03-11T04:59:59.999Z', 800); // 10th 23:59
  await redeem(ben, offerIds.b1, '2031-03-11T05:00:00.000Z', 900); // 11th: out
  await redeem(ben, offerIds.elsewhere, '2031-03-09T12:00:00.000Z', 1000); // other market

  // The ledger.
  await pay({
    purpose: 'purchase',
    plan: 1,
    cents: 499,
    status: 'succeeded',
    at: '2031-03-08T12:00:00.000Z',
  });
  await pay({
    purpose: 'renewal',
    plan: 1,
    cents: 499,
    status: 'refunded',
    at: '2031-03-09T12:00:00.000Z',
    refundedAt: '2031-03-10T12:00:00.000Z',
  });
  await pay({
    purpose: 'renewal',
    plan: 2,
    cents: 3999,
    status: 'succeeded',
    at: '2031-03-11T04:30:00.000Z',
  });
  await pay({
    purpose: 'purchase',
    plan: 2,
    cents: 3999,
    status: 'failed',
    at: '2031-03-09T12:00:00.000Z',
  });
  await pay({
    purpose: 'purchase',
    plan: 2,
    cents: 3999,
    status: 'pending',
    at: '2031-03-09T13:00:00.000Z',
  });
  await pay({
    purpose: 'purchase',
    plan: 2,
    cents: 3999,
    status: 'refunded',
    at: '2031-02-01T12:00:00.000Z',
    refundedAt: '2031-03-09T06:00:00.000Z',
  });
  await pay({
    purpose: 'renewal',
    plan: 1,
    cents: 499,
    status: 'succeeded',
    at: '2031-03-11T05:00:00.000Z',
  });

  // Subscriptions: one starts, goes past due and ends; one is paid for (pending → active).
  const subscription = (userId: number, plan: number, status: 'active' | 'pending', at: string) =>
    db
      .insertInto('activation_voucher')
      .values({
        user_id: userId,
        kind: 'SUB',
        code: `S${randomUUID().slice(0, 12)}`,
        offers_valid_to: '2031-04-08T10:00:00.000Z',
        subscription_type_code: plan,
        subscription_status: status,
        subscription_source: 'card',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const lapsing = await subscription(ana, 1, 'active', '2031-03-08T10:00:00.000Z');
  await db
    .updateTable('activation_voucher')
    .set({ subscription_status: 'pastDue', renewal_failed_at: '2031-03-09T10:00:00.000Z' })
    .where('id', '=', lapsing.id)
    .execute();
  await db
    .updateTable('activation_voucher')
    .set({ subscription_status: 'ended', deactivated_at: '2031-03-10T10:00:00.000Z' })
    .where('id', '=', lapsing.id)
    .execute();
  const paid = await subscription(ben, 2, 'pending', '2031-03-09T10:00:00.000Z');
  await db
    .updateTable('activation_voucher')
    .set({ subscription_status: 'active' })
    .where('id', '=', paid.id)
    .execute();
  // A purchase never paid leaves nothing behind.
  const unpaid = await subscription(cat, 1, 'pending', '2031-03-09T11:00:00.000Z');
  await db.deleteFrom('activation_voucher').where('id', '=', unpaid.id).execute();
});

describe('the redemption report (OPERATOR-24)', () => {
  it('counts the market’s redemptions on the market’s days, across the zone’s boundaries', async () => {
    const answer = await report<RedemptionReport>(ReportsConsoleApi.getRedemptionReport.path);
    expect(answer.range).toMatchObject({ marketId, timeZone: ZONE, ...RANGE });
    expect(answer.redemptions).toBe(4);
    expect(answer.savingsCents).toBe(500 + 600 + 700 + 800);
    expect(answer.members).toBe(2);
    expect(answer.byDay).toEqual([
      { day: '2031-03-08', redemptions: 2, savingsCents: 1100 },
      { day: '2031-03-09', redemptions: 1, savingsCents: 700 },
      { day: '2031-03-10', redemptions: 1, savingsCents: 800 },
    ]);
    expect(
      answer.byMerchant.map((row) => [row.merchantTitle, row.redemptions, row.savingsCents]),
    ).toEqual([
      ['Alpha Diner', 2, 1100],
      ['Bravo Books', 2, 1500],
    ]);
    expect(answer.byOffer.map((row) => [row.offerId, row.redemptions])).toEqual([
      [offerIds.b1, 2],
      [offerIds.a1, 1],
      [offerIds.a2, 1],
    ]);
    expect(answer.byCategory.map((row) => row.redemptions).sort()).toEqual([2, 2]);
  });

  it('agrees with the redemption rows added up independently', async () => {
    const { db } = testApp();
    const rows = await db
      .selectFrom('redemption')
      .innerJoin('offer', 'offer.id', 'redemption.offer_id')
      .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
      .select([
        'redemption.created_at',
        'redemption.savings_cents',
        'redemption.user_id',
        'merchant.market_id',
        'offer.category_id',
      ])
      .execute();
    const counted = rows.filter((row) => row.market_id === marketId && inRange(row.created_at));
    const answer = await report<RedemptionReport>(ReportsConsoleApi.getRedemptionReport.path);
    expect(answer.redemptions).toBe(counted.length);
    expect(answer.savingsCents).toBe(counted.reduce((sum, row) => sum + row.savings_cents, 0));
    expect(answer.members).toBe(new Set(counted.map((row) => row.user_id)).size);
    for (const day of answer.byDay)
      expect(day.redemptions).toBe(
        counted.filter((row) => dayInChicago(row.created_at) === day.day).length,
      );
    for (const category of answer.byCategory)
      expect(category.redemptions).toBe(
        counted.filter((row) => row.category_id === category.categoryId).length,
      );
  });

  it('a range of one day is that day of the market', async () => {
    const answer = await report<RedemptionReport>(ReportsConsoleApi.getRedemptionReport.path, {
      from: '2031-03-09',
      to: '2031-03-09',
    });
    expect(answer.byDay).toEqual([{ day: '2031-03-09', redemptions: 1, savingsCents: 700 }]);
  });

  it('lists the live merchants nobody redeemed at', async () => {
    const answer = await report<IdleMerchantReport>(ReportsConsoleApi.getIdleMerchantReport.path);
    expect(answer.merchants.map((row) => [row.merchantTitle, row.offers])).toEqual([
      ['Charlie Cafe', 1],
    ]);
    const earlier = await report<IdleMerchantReport>(ReportsConsoleApi.getIdleMerchantReport.path, {
      from: '2031-03-11',
      to: '2031-03-11',
    });
    expect(earlier.merchants.map((row) => row.merchantTitle)).toEqual([
      'Alpha Diner',
      'Charlie Cafe',
    ]);
  });
});

describe('the activation report (OPERATOR-24)', () => {
  it('counts book activations by batch and edition on the market’s days', async () => {
    const answer = await report<ActivationReport>(ReportsConsoleApi.getActivationReport.path);
    expect(answer.activations).toBe(3);
    // A batch with a code_batch row is named by its label; codes moved to another key have none.
    const { label } = await testApp()
      .db.selectFrom('code_batch')
      .select('label')
      .where('batch', '=', batches.main)
      .executeTakeFirstOrThrow();
    const inEdition = { editionId: edition.id, editionName: edition.name };
    expect(answer.byBatch).toEqual([
      { batch: batches.main, label, ...inEdition, activations: 2 },
      { batch: batches.reprint, label: null, ...inEdition, activations: 1 },
    ]);
    expect(answer.byEdition).toEqual([
      { editionId: edition.id, editionName: edition.name, activations: 3 },
    ]);
    const elsewhere = await report<ActivationReport>(ReportsConsoleApi.getActivationReport.path, {
      ...RANGE,
      marketId: otherMarketId,
    });
    expect(elsewhere.activations).toBe(0);
  });
});

describe('the revenue report (OPERATOR-24)', () => {
  it('adds up the ledger’s charges of the range less the refunds made in it', async () => {
    const answer = await report<RevenueReport>(ReportsConsoleApi.getRevenueReport.path);
    const usd = {
      currency: 'USD',
      payments: 3,
      grossCents: 499 + 499 + 3999,
      refunds: 2,
      refundedCents: 499 + 3999,
    };
    expect(answer.totals).toEqual([{ ...usd, netCents: usd.grossCents - usd.refundedCents }]);
    expect(answer.byPlan).toEqual([
      {
        planCode: 1,
        planTitle: 'Monthly',
        currency: 'USD',
        payments: 2,
        grossCents: 998,
        refunds: 1,
        refundedCents: 499,
        netCents: 499,
      },
      {
        planCode: 2,
        planTitle: 'Annual',
        currency: 'USD',
        payments: 1,
        grossCents: 3999,
        refunds: 1,
        refundedCents: 3999,
        netCents: 0,
      },
    ]);
  });

  it('agrees with the ledger rows added up independently', async () => {
    const rows = await testApp().db.selectFrom('payment').selectAll().execute();
    const gross = rows
      .filter((row) => ['succeeded', 'refunded'].includes(row.status) && inRange(row.created_at))
      .reduce((sum, row) => sum + row.amount_cents, 0);
    const refunded = rows
      .filter((row) => row.status === 'refunded' && inRange(row.updated_at))
      .reduce((sum, row) => sum + row.amount_cents, 0);
    const answer = await report<RevenueReport>(ReportsConsoleApi.getRevenueReport.path);
    expect(answer.totals[0]).toMatchObject({
      grossCents: gross,
      refundedCents: refunded,
      netCents: gross - refunded,
    });
  });
});

describe('the subscription report (OPERATOR-24)', () => {
  it('counts starts, renewals, past dues and ends by plan', async () => {
    const answer = await report<SubscriptionReport>(ReportsConsoleApi.getSubscriptionReport.path);
    expect(answer.byPlan).toEqual([
      {
        planCode: 1,
        planTitle: 'Monthly',
        started: 1,
        renewed: 1,
        cancelled: 0,
        ended: 1,
        pastDue: 1,
      },
      {
        planCode: 2,
        planTitle: 'Annual',
        started: 1,
        renewed: 1,
        cancelled: 0,
        ended: 0,
        pastDue: 0,
      },
    ]);
    expect(answer.totals).toEqual({ started: 2, renewed: 2, cancelled: 0, ended: 1, pastDue: 1 });
  });

  it('counts a purchase and a cancellation made by a member today, through the API', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    const todayRange = { from: today, to: today };
    const path = ReportsConsoleApi.getSubscriptionReport.path;
    const before = await report<SubscriptionReport>(path, todayRange);
    const revenueBefore = await report<RevenueReport>(
      ReportsConsoleApi.getRevenueReport.path,
      todayRange,
    );
    const member = await subscribedMember(testApp(), SandboxCards.visa, 2);
    const cancelled = await postJson(
      testApp().app,
      ActivationApi.cancelSubscription.path,
      {},
      member.cookie,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await report<SubscriptionReport>(path, todayRange);
    expect(after.totals).toEqual({
      ...before.totals,
      started: before.totals.started + 1,
      cancelled: before.totals.cancelled + 1,
    });
    const revenueAfter = await report<RevenueReport>(
      ReportsConsoleApi.getRevenueReport.path,
      todayRange,
    );
    const net = (answer: RevenueReport) =>
      answer.totals.find((row) => row.currency === 'USD')?.netCents ?? 0;
    expect(net(revenueAfter) - net(revenueBefore)).toBe(3999);
  });
});

describe('the reports’ questions (OPERATOR-23)', () => {
  it('refuses a range that ends before it begins or is longer than a year, and an unknown market', async () => {
    const { app } = testApp();
    const path = ReportsConsoleApi.getRedemptionReport.path;
    const questions: [string, Record<string, string | number>, number][] = [
      ['backwards', { marketId, from: '2031-03-10', to: '2031-03-08' }, 400],
      ['longer than a year', { marketId, from: '2030-01-01', to: '2031-01-02' }, 400],
      ['not a day', { marketId, from: '2031-02-30', to: '2031-03-02' }, 400],
      ['an unknown market', { ...RANGE, marketId: 2_000_000_000 }, 404],
    ];
    for (const [what, query, status] of questions) {
      const answer = await staffCall(app, 'GET', reportUrl(path, query), analyst);
      expect(answer.statusCode, what).toBe(status);
    }
  });

  it('answers the owner too, and never names a member', async () => {
    const owner = (await signedInStaff(testApp(), 'owner')).cookie;
    const emails = (await testApp().db.selectFrom('app_user').select('email').execute()).map(
      (row) => row.email,
    );
    for (const endpoint of Object.values(ReportsConsoleApi)) {
      const response = await staffCall(
        testApp().app,
        'GET',
        reportUrl(endpoint.path, { marketId, ...RANGE }),
        owner,
      );
      expect(response.statusCode, endpoint.name).toBe(200);
      for (const email of emails) expect(response.body).not.toContain(email);
      expect(response.body).not.toMatch(/"(userId|user_id|email)"/);
    }
  });
});
