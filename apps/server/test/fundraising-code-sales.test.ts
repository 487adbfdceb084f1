import {
  campaignSalesSchema,
  codeSaleSchema,
  consoleCampaignSchema,
  dayIn,
  FundraisingApi,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  urlOf,
  type PublicCampaign,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { databaseDigest } from './helpers/database-digest.ts';
import {
  addCampaign,
  addCodeBatch,
  addGroup,
  addSeller,
  editionOf,
  signedInLeader,
} from './helpers/fundraising.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-10, FUNDRAISING-11 (issue 31 items 3 and 4): the operator gives a campaign code
 * batches, the leader records cash or paper-book sales with their codes (each code once), and the
 * sales by seller and by day add up to the attributed sales. On the real app and database.
 */

const testApp = useTestApp();

async function leaderWithCampaign() {
  const group = await addGroup(testApp());
  const campaign = await addCampaign(testApp(), group.id);
  const leader = await signedInLeader(testApp(), group);
  const editionId = await editionOf(testApp(), campaign.id);
  const batch = await addCodeBatch(testApp(), editionId, { campaignId: campaign.id });
  return { group, campaign, leader, editionId, batch };
}

const record = (
  cookie: string,
  campaignId: number,
  body: { code: string; sellerId: number | null; amountCents: number },
) =>
  staffCall(
    testApp().app,
    'POST',
    urlOf(FundraisingBusinessApi.recordCampaignCodeSale, { params: { campaignId } }),
    cookie,
    body,
  );

const salesRows = (campaignId: number) =>
  testApp()
    .db.selectFrom('fundraising_sale')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();

const auditOf = (action: string) =>
  testApp().db.selectFrom('staff_audit').selectAll().where('action', '=', action).execute();

const dashed = (code: string) => `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;

describe('a cash or paper-book sale recorded with a code (FUNDRAISING-10)', () => {
  it('counts at once for the seller, on the thermometer and the leaderboard, audited', async () => {
    const { campaign, leader, batch } = await leaderWithCampaign();
    const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
    const response = await record(leader.cookie, campaign.id, {
      code: dashed(batch.codes[0]!),
      sellerId: maya.id,
      amountCents: 2500,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sale = codeSaleSchema.parse(response.json());
    expect(sale).toMatchObject({ sellerName: 'Maya R.', amountCents: 2500 });
    expect(sale.code.replace(/-/g, '')).toBe(batch.codes[0]);
    const rows = await salesRows(campaign.id);
    expect(rows).toEqual([
      expect.objectContaining({
        seller_id: maya.id,
        kind: 'code',
        amount_cents: 2500,
        currency: 'USD',
      }),
    ]);
    expect(rows[0]!.reference).toMatch(/^code:\d+$/);
    const audit = await auditOf('fundraisingSale.recordCode');
    expect(audit.filter((row) => row.object_id === String(sale.id))).toHaveLength(1);

    const page = (
      await staffCall(
        testApp().app,
        'GET',
        urlOf(FundraisingApi.getPublicCampaign, {
          params: { campaignSlug: campaign.slug },
          query: {},
        }),
      )
    ).json<PublicCampaign>();
    expect(page.progress).toEqual({ sales: 1, amountCents: 2500 });
    expect(page.leaderboard).toEqual([{ displayName: 'Maya R.', sales: 1 }]);
  });

  it('records a code once: a second assignment is a 409 naming the seller, nothing written', async () => {
    const { campaign, leader, batch } = await leaderWithCampaign();
    const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
    const sam = await addSeller(testApp(), campaign.id, 'Sam K.');
    const first = await record(leader.cookie, campaign.id, {
      code: batch.codes[0]!,
      sellerId: maya.id,
      amountCents: 2500,
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await databaseDigest(testApp());
    const second = await record(leader.cookie, campaign.id, {
      code: dashed(batch.codes[0]!),
      sellerId: sam.id,
      amountCents: 3000,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'codeSaleRecorded' });
    expect(second.json<{ message: string }>().message).toContain('Maya R.');
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('of two assignments of one code at once, records one sale', async () => {
    const { campaign, leader, batch } = await leaderWithCampaign();
    const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
    const sam = await addSeller(testApp(), campaign.id, 'Sam K.');
    const answers = await Promise.all([
      record(leader.cookie, campaign.id, {
        code: batch.codes[1]!,
        sellerId: maya.id,
        amountCents: 2500,
      }),
      record(leader.cookie, campaign.id, {
        code: batch.codes[1]!,
        sellerId: sam.id,
        amountCents: 2500,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await salesRows(campaign.id)).toHaveLength(1);
  });

  it('refuses a code of another campaign, a voided one or an unknown one on the code field, writing nothing', async () => {
    const { campaign, leader, editionId } = await leaderWithCampaign();
    const other = await addCampaign(testApp(), (await addGroup(testApp())).id);
    const othersBatch = await addCodeBatch(testApp(), editionId, { campaignId: other.id });
    const voided = await addCodeBatch(testApp(), editionId, {
      campaignId: campaign.id,
      voided: true,
    });
    const notGiven = await addCodeBatch(testApp(), editionId);
    // OPERATOR-17: a single code voided in a batch given to the campaign.
    const voidedCode = (await addCodeBatch(testApp(), editionId, { campaignId: campaign.id }))
      .codes[0]!;
    await testApp()
      .db.updateTable('activation_code')
      .set({ voided_at: new Date().toISOString(), void_reason: 'Misprinted' })
      .where('code', '=', voidedCode)
      .execute();
    const before = await databaseDigest(testApp());
    for (const code of [
      othersBatch.codes[0]!,
      voided.codes[0]!,
      voidedCode,
      notGiven.codes[0]!,
      'ZZZZ-ZZZZ',
    ]) {
      const response = await record(leader.cookie, campaign.id, {
        code,
        sellerId: null,
        amountCents: 2500,
      });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ code: 'codeNotInCampaign' });
    }
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('refuses another group’s leader with 404, and writes nothing', async () => {
    const { campaign, batch } = await leaderWithCampaign();
    const stranger = await signedInLeader(testApp());
    const before = await databaseDigest(testApp());
    const response = await record(stranger.cookie, campaign.id, {
      code: batch.codes[0]!,
      sellerId: null,
      amountCents: 2500,
    });
    expect(response.statusCode).toBe(404);
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('lets the leader undo a sale recorded by mistake, audited; the code can be recorded again', async () => {
    const { campaign, leader, batch } = await leaderWithCampaign();
    const sale = codeSaleSchema.parse(
      (
        await record(leader.cookie, campaign.id, {
          code: batch.codes[2]!,
          sellerId: null,
          amountCents: 1500,
        })
      ).json(),
    );
    const undo = await staffCall(
      testApp().app,
      'POST',
      urlOf(FundraisingBusinessApi.undoCampaignCodeSale, {
        params: { campaignId: campaign.id, saleId: sale.id },
      }),
      leader.cookie,
    );
    expect(undo.statusCode, undo.body).toBe(204);
    expect(await salesRows(campaign.id)).toEqual([]);
    const audit = await auditOf('fundraisingSale.undoCode');
    expect(audit.filter((row) => row.object_id === String(sale.id))).toHaveLength(1);
    const again = await record(leader.cookie, campaign.id, {
      code: batch.codes[2]!,
      sellerId: null,
      amountCents: 1500,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('the campaign’s sales by seller and by day (FUNDRAISING-11)', () => {
  it('add up to the campaign’s fundraising_sale rows, with no buyer in them', async () => {
    const { campaign, leader, batch } = await leaderWithCampaign();
    const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
    const sam = await addSeller(testApp(), campaign.id, 'Sam K.');
    await addSeller(testApp(), campaign.id, 'Noor A.');
    const more = await addCodeBatch(testApp(), await editionOf(testApp(), campaign.id), {
      campaignId: campaign.id,
      count: 2,
    });
    const codes = [...batch.codes, ...more.codes];
    const plan: [number | null, number][] = [
      [maya.id, 2500],
      [maya.id, 2000],
      [sam.id, 2500],
      [null, 1000],
    ];
    for (const [index, [sellerId, amountCents]] of plan.entries()) {
      const response = await record(leader.cookie, campaign.id, {
        code: codes[index]!,
        sellerId,
        amountCents,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // A sale of an earlier day (a card purchase attributed then), for the days' tally.
    await testApp()
      .db.insertInto('fundraising_sale')
      .values({
        campaign_id: campaign.id,
        seller_id: sam.id,
        kind: 'digital',
        amount_cents: 4999,
        currency: 'USD',
        reference: `payment:fixture-${String(campaign.id)}`,
        created_at: '2026-01-15T18:00:00.000Z',
      })
      .execute();

    const response = await staffCall(
      testApp().app,
      'GET',
      urlOf(FundraisingBusinessApi.getCampaignSales, { params: { campaignId: campaign.id } }),
      leader.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const sales = campaignSalesSchema.parse(response.json());

    const rows = await salesRows(campaign.id);
    const timeZone = (
      await testApp()
        .db.selectFrom('market')
        .innerJoin('fundraising_campaign', 'fundraising_campaign.market_id', 'market.id')
        .select('market.time_zone')
        .where('fundraising_campaign.id', '=', campaign.id)
        .executeTakeFirstOrThrow()
    ).time_zone;
    const tally = <K>(key: (row: (typeof rows)[number]) => K) => {
      const map = new Map<K, { sales: number; amountCents: number }>();
      for (const row of rows) {
        const line = map.get(key(row)) ?? { sales: 0, amountCents: 0 };
        line.sales += 1;
        line.amountCents += row.amount_cents;
        map.set(key(row), line);
      }
      return map;
    };
    const bySeller = tally((row) => row.seller_id);
    for (const line of sales.bySeller)
      expect({ sales: line.sales, amountCents: line.amountCents }).toEqual(
        bySeller.get(line.sellerId) ?? { sales: 0, amountCents: 0 },
      );
    expect(sales.bySeller.map((line) => [line.displayName, line.sales, line.amountCents])).toEqual([
      ['Maya R.', 2, 4500],
      ['Sam K.', 2, 7499],
      [null, 1, 1000],
      ['Noor A.', 0, 0],
    ]);
    const byDay = tally((row) => dayIn(timeZone, new Date(row.created_at)));
    expect(sales.byDay).toEqual(
      [...byDay.entries()]
        .map(([day, line]) => ({ day, ...line }))
        .sort((a, b) => b.day.localeCompare(a.day)),
    );
    expect(sales.byDay.reduce((sum, line) => sum + line.amountCents, 0)).toBe(12_999);
    expect(sales.codeSales).toHaveLength(4);
    // FUNDRAISING-8: counts and amounts only; nothing of a buyer.
    expect(response.body).not.toMatch(/user|email|member|payment:/i);

    const operator = await signedInStaff(testApp(), 'editor');
    const view = await staffCall(
      testApp().app,
      'GET',
      urlOf(FundraisingConsoleApi.getFundraisingCampaign, { params: { campaignId: campaign.id } }),
      operator.cookie,
    );
    expect(view.statusCode, view.body).toBe(200);
    expect(consoleCampaignSchema.parse(view.json()).sales).toEqual(sales);
  });

  it('refuses another group’s leader with 404', async () => {
    const { campaign } = await leaderWithCampaign();
    const stranger = await signedInLeader(testApp());
    const response = await staffCall(
      testApp().app,
      'GET',
      urlOf(FundraisingBusinessApi.getCampaignSales, { params: { campaignId: campaign.id } }),
      stranger.cookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the operator gives a campaign code batches (FUNDRAISING-10)', () => {
  const give = (cookie: string, campaignId: number, batchId: number) =>
    staffCall(
      testApp().app,
      'POST',
      urlOf(FundraisingConsoleApi.giveCampaignCodeBatch, { params: { campaignId } }),
      cookie,
      { batchId },
    );

  it('gives a batch of the edition to one campaign only, audited; refuses a voided one', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    const other = await addCampaign(testApp(), group.id);
    const editionId = await editionOf(testApp(), campaign.id);
    const batch = await addCodeBatch(testApp(), editionId);
    const operator = await signedInStaff(testApp(), 'owner');

    const before = consoleCampaignSchema.parse(
      (
        await staffCall(
          testApp().app,
          'GET',
          urlOf(FundraisingConsoleApi.getFundraisingCampaign, {
            params: { campaignId: campaign.id },
          }),
          operator.cookie,
        )
      ).json(),
    );
    expect(before.availableBatches.map((b) => b.id)).toContain(batch.id);

    const given = await give(operator.cookie, campaign.id, batch.id);
    expect(given.statusCode, given.body).toBe(200);
    const view = consoleCampaignSchema.parse(given.json());
    expect(view.batches.map((b) => b.id)).toEqual([batch.id]);
    expect(view.availableBatches.map((b) => b.id)).not.toContain(batch.id);
    const audit = await auditOf('fundraisingCampaign.giveBatch');
    expect(audit.filter((row) => row.object_id === String(campaign.id))).toHaveLength(1);

    const digest = await databaseDigest(testApp());
    const again = await give(operator.cookie, other.id, batch.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'campaignBatchTaken' });
    expect(await databaseDigest(testApp())).toEqual(digest);
    const voided = await addCodeBatch(testApp(), editionId, { voided: true });
    const afterVoided = await databaseDigest(testApp());
    const refused = await give(operator.cookie, campaign.id, voided.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalidCampaignBatch' });
    expect(await databaseDigest(testApp())).toEqual(afterVoided);
  });
});
