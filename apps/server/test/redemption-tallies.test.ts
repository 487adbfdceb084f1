import {
  AccountApi,
  AccountConsoleApi,
  ActivationApi,
  RedemptionApi,
  profileSchema,
  urlOf,
} from '@citybook/contract';
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { redemptionReport } from '../src/modules/reports/index.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { createCodes } from './factories/edition.ts';
import { createUser, type CreatedUser } from './factories/user.ts';
import {
  expectExactSummaries as expectExact,
  writeRedemption as writeRow,
} from './helpers/redemption-tallies.ts';
import { logIn, postJson } from './helpers/session.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-26 (ADR 0048): the redemption summaries of migration 0043 stay exact whoever writes:
 * after a random mix of redemptions through the API and of rows written at any moment (across a
 * year's end), support's restores, deleted vouchers (their redemptions go with them), changed
 * moments, deleted accounts, merchants moved to another market and offers to another merchant,
 * each summary equals its recomputation from the redemption rows, and the report equals a count
 * of the rows on the market's days.
 */

const testApp = useTestApp();
const SEED = Number(process.env.TALLY_SEED ?? randomInt(2 ** 31));

/** A small seeded generator (mulberry32): a failure names its seed (TALLY_SEED to replay it). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: <T>(items: readonly T[]): T => items[below(items.length)]! };
}
const random = generator(SEED);

interface Member extends CreatedUser {
  cookie: string;
  voucherId: number;
}

let support: string;
let markets: number[];
let offers: number[];

async function memberWithBook(): Promise<Member> {
  const { app, db } = testApp();
  const user = await createUser(db);
  const cookie = await logIn(app, user.email, user.password);
  const { codes } = await createCodes(db, { count: 1 });
  const profile = profileSchema.parse(
    (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
  );
  return { ...user, cookie, voucherId: profile.activationVoucherId! };
}

/** A moment between 20 December 2030 and 10 January 2031, to the minute. */
function randomMoment(): string {
  const start = Date.UTC(2030, 11, 20);
  return new Date(start + random.below(21 * 24 * 60) * 60_000).toISOString();
}

/** A redemption row at any moment, of a voucher of its own, with random savings. */
async function writeRedemption(userId: number | null, offerId: number, at: string) {
  await writeRow(testApp().db, { userId, offerId, at, cents: 100 + random.below(2000) });
}

beforeAll(async () => {
  const { db } = testApp();
  support = (await signedInStaff(testApp(), 'support')).cookie;
  markets = [];
  for (const latitude of [20, 21]) {
    const { marketId } = await createMarketWithMerchants(db, { latitude, longitude: 20 }, [
      { title: 'Tally Diner', latitude, longitude: 20, offers: 3 },
      { title: 'Tally Books', latitude, longitude: 20, offers: 2 },
    ]);
    markets.push(marketId);
  }
  // One market's days begin on a whole hour in UTC, the other's on a quarter (UTC+05:45).
  for (const [index, timeZone] of ['America/Chicago', 'Asia/Kathmandu'].entries())
    await db
      .updateTable('market')
      .set({ time_zone: timeZone })
      .where('id', '=', markets[index]!)
      .execute();
  const rows = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select('offer.id')
    .where('merchant.market_id', 'in', markets)
    .orderBy('offer.id')
    .execute();
  offers = rows.map((row) => row.id);
});

/** The summaries equal their recomputation from the rows (the seed names the run). */
async function expectExactSummaries(step: string) {
  return expectExact(testApp().db, { markets, offers }, `seed ${String(SEED)}, after ${step}`);
}

/** The market's day of a moment, by the platform. */
function dayIn(timeZone: string, at: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

describe('the redemption summaries (OPERATOR-26)', () => {
  it('stay exact under writers of one offer side by side', async () => {
    const { db } = testApp();
    const offerId = offers[0]!;
    const members = await Promise.all([0, 1, 2, 3].map(() => createUser(db)));
    for (let n = 0; n < 8; n += 1)
      await writeRedemption(random.pick(members).id, offerId, randomMoment());
    const written = await db
      .selectFrom('redemption')
      .select('id')
      .where('offer_id', '=', offerId)
      .execute();
    // Each writer in its own transaction, all at once: new quarters before and after the others'.
    await Promise.all([
      ...Array.from({ length: 24 }, () =>
        db.transaction().execute((trx) =>
          writeRow(trx, {
            userId: random.pick(members).id,
            offerId,
            at: randomMoment(),
            cents: 100 + random.below(2000),
          }),
        ),
      ),
      ...written.map(({ id }) =>
        db
          .transaction()
          .execute((trx) => trx.deleteFrom('redemption').where('id', '=', id).execute()),
      ),
    ]);
    await expectExactSummaries('writers side by side');
  });

  it('equal their recomputation from the rows after a random mix of every kind of write', async () => {
    const { app, db } = testApp();
    const members: Member[] = [];
    for (let n = 0; n < 3; n += 1) members.push(await memberWithBook());
    const deleted = new Set<number>();
    const live = () => members.filter((member) => !deleted.has(member.id));
    const redeemed = new Set<string>();
    await expectExactSummaries('the start');

    const steps: Record<string, () => Promise<void>> = {
      'a redemption through the API': async () => {
        const member = random.pick(live());
        const offerId = random.pick(offers);
        if (redeemed.has(`${String(member.id)} ${String(offerId)}`)) return;
        redeemed.add(`${String(member.id)} ${String(offerId)}`);
        const response = await postJson(
          app,
          RedemptionApi.redeem.path,
          { offerId, activationVoucherId: member.voucherId },
          member.cookie,
        );
        expect(response.statusCode, response.body).toBe(200);
      },
      'a redemption written at any moment': async () => {
        const userId = random.below(5) === 0 ? null : random.pick(live()).id;
        await writeRedemption(userId, random.pick(offers), randomMoment());
      },
      'a redemption restored by support': async () => {
        const row = await db
          .selectFrom('redemption')
          .select(['id', 'user_id'])
          .where('offer_id', 'in', offers)
          .where('user_id', 'is not', null)
          .orderBy('id')
          .execute();
        if (row.length === 0) return;
        const { id, user_id: memberId } = random.pick(row);
        const response = await staffCall(
          app,
          'POST',
          urlOf(AccountConsoleApi.restoreMemberRedemption, {
            params: { memberId: memberId!, redemptionId: id },
          }),
          support,
          { reason: `Redeemed by mistake (test ${String(SEED)})` },
        );
        expect(response.statusCode, response.body).toBe(200);
      },
      'a voucher deleted with its redemptions': async () => {
        const rows = await db
          .selectFrom('redemption')
          .innerJoin(
            'activation_voucher',
            'activation_voucher.id',
            'redemption.activation_voucher_id',
          )
          .select('activation_voucher.id')
          .where('redemption.offer_id', 'in', offers)
          .where('activation_voucher.code', 'like', 'T%')
          .execute();
        if (rows.length === 0) return;
        await db.deleteFrom('activation_voucher').where('id', '=', random.pick(rows).id).execute();
      },
      'a redemption moved to another moment': async () => {
        const rows = await db
          .selectFrom('redemption')
          .select('id')
          .where('offer_id', 'in', offers)
          .execute();
        if (rows.length === 0) return;
        await db
          .updateTable('redemption')
          .set({ created_at: randomMoment() })
          .where('id', '=', random.pick(rows).id)
          .execute();
      },
      'a merchant moved to the other market': async () => {
        const merchant = await db
          .selectFrom('offer')
          .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
          .select(['merchant.id', 'merchant.market_id'])
          .where('offer.id', '=', random.pick(offers))
          .executeTakeFirstOrThrow();
        await db
          .updateTable('merchant')
          .set({ market_id: markets.find((id) => id !== merchant.market_id)! })
          .where('id', '=', merchant.id)
          .execute();
      },
      'an offer moved to another merchant': async () => {
        const merchants = await db
          .selectFrom('merchant')
          .select('id')
          .where('market_id', 'in', markets)
          .execute();
        await db
          .updateTable('offer')
          .set({ merchant_id: random.pick(merchants).id })
          .where('id', '=', random.pick(offers))
          .execute();
      },
    };
    // Eight rounds of every kind of write, in a random order each round.
    for (let round = 0; round < 8; round += 1) {
      const kinds = Object.keys(steps);
      while (kinds.length > 0) {
        const [kind] = kinds.splice(random.below(kinds.length), 1);
        await steps[kind!]!();
      }
      await expectExactSummaries(`round ${String(round)}`);
    }
    // Accounts deleted: their redemptions stay, their members are no longer counted.
    for (const member of members.slice(0, 2)) {
      for (let n = 0; n < 3; n += 1)
        await writeRedemption(member.id, random.pick(offers), randomMoment());
      const response = await postJson(
        app,
        AccountApi.deleteAccount.path,
        { currentPassword: member.password },
        member.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      deleted.add(member.id);
    }
    const expected = await expectExactSummaries('the accounts deleted');

    // The report over the year's end, on the market's days, from the rows themselves.
    let reported = 0;
    for (const marketId of markets) {
      const { time_zone: timeZone } = await db
        .selectFrom('market')
        .select('time_zone')
        .where('id', '=', marketId)
        .executeTakeFirstOrThrow();
      const range = { from: '2030-12-24', to: '2031-01-03' };
      const rows = expected.rows.filter(
        (row) =>
          row.marketId === marketId &&
          dayIn(timeZone, row.at) >= range.from &&
          dayIn(timeZone, row.at) <= range.to,
      );
      const report = await redemptionReport(db, { marketId, ...range });
      reported += rows.length;
      expect(
        {
          redemptions: report.redemptions,
          savingsCents: report.savingsCents,
          members: report.members,
          days: report.byDay.reduce((sum, day) => sum + day.redemptions, 0),
        },
        `seed ${String(SEED)}, market ${String(marketId)}`,
      ).toEqual({
        redemptions: rows.length,
        savingsCents: rows.reduce((sum, row) => sum + row.cents, 0),
        members: new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId]))).size,
        days: rows.length,
      });
    }
    expect(reported).toBeGreaterThan(0);
  });
});
