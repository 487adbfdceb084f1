import {
  ErrorCode,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  urlOf,
  type ConsoleCampaign,
  type UpdateCampaignRequest,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from './helpers/database-digest.ts';
import {
  addCampaign,
  addGroup,
  campaignUrl,
  fundraisingCalls,
  signedInLeader,
} from './helpers/fundraising.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-14 on the real app: an operator corrects a campaign over the revision they opened.
 * The market and the edition stay; the commission rate changes only before a sale or a payout;
 * once the campaign sold, what it sells only widens. Every edit is audited with before and after.
 */

const testApp = useTestApp();

let editor: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(testApp(), 'editor');
});

const { call, auditOf } = fundraisingCalls(testApp);

const editUrl = (campaignId: number) =>
  urlOf(FundraisingConsoleApi.updateFundraisingCampaign, { params: { campaignId } });

function edit(campaignId: number, body: unknown) {
  return staffCall(testApp().app, 'PUT', editUrl(campaignId), editor.cookie, body);
}

async function opened(campaignId: number): Promise<ConsoleCampaign> {
  const response = await call(
    editor.cookie,
    'GET',
    urlOf(FundraisingConsoleApi.getFundraisingCampaign, { params: { campaignId } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsoleCampaign>();
}

/** The edit form as the console fills it from the campaign, with the changes given. */
function formOf(
  campaign: ConsoleCampaign,
  changes: Partial<UpdateCampaignRequest> = {},
): UpdateCampaignRequest {
  return {
    name: campaign.name,
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
    goalKind: campaign.goalKind,
    goalAmount: campaign.goalAmount,
    sellsMemberships: campaign.sellsMemberships,
    sellsCodes: campaign.sellsCodes,
    commissionBasisPoints: campaign.commissionBasisPoints,
    leaderboardHidden: campaign.leaderboardHidden,
    revision: campaign.revision,
    ...changes,
  };
}

async function aCampaign() {
  const group = await addGroup(testApp());
  return addCampaign(testApp(), group.id, { goalKind: 'sales', goalAmount: 100 });
}

async function addSale(campaignId: number) {
  await testApp()
    .db.insertInto('fundraising_sale')
    .values({
      campaign_id: campaignId,
      seller_id: null,
      kind: 'code',
      amount_cents: 2500,
      currency: 'USD',
      // A code sale's reference names a code's row: no code of this file's has this id.
      reference: `code:${String(campaignId * 100 + 99)}`,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function addPayout(campaignId: number) {
  await testApp()
    .db.insertInto('fundraising_payout')
    .values({
      campaign_id: campaignId,
      amount_cents: 500,
      paid_on: '2026-11-01',
      note: 'Cheque 1001',
      client_key: randomUUID(),
      staff_email: editor.email,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('an operator corrects a campaign (FUNDRAISING-14)', () => {
  it('saves every field but the market and edition, moves the revision on and audits before and after', async () => {
    const campaign = await aCampaign();
    const before = await opened(campaign.id);
    expect(before).toMatchObject({ revision: 1, commissionLocked: false, hasSales: false });
    const { marketId, editionId } = before;

    const corrected = {
      name: 'Winter book drive',
      startsOn: '2026-12-01',
      endsOn: '2027-01-31',
      goalKind: 'money',
      goalAmount: 250_000,
      sellsMemberships: false,
      sellsCodes: true,
      commissionBasisPoints: 3000,
      leaderboardHidden: true,
    } as const;
    const response = await edit(campaign.id, {
      ...formOf(before, { ...corrected, name: '  Winter book drive ' }),
      // A form that names another market or edition changes neither.
      marketId: marketId + 1000,
      editionId: editionId + 1000,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<ConsoleCampaign>();
    expect(after).toMatchObject({
      id: campaign.id,
      ...corrected,
      marketId,
      editionId,
      revision: 2,
    });
    expect(await opened(campaign.id)).toEqual(after);

    const audit = await auditOf('fundraisingCampaign', campaign.id);
    expect(audit.map((row) => [row.action, row.staff_email])).toEqual([
      ['fundraisingCampaign.update', editor.email],
    ]);
    expect(JSON.parse(audit[0]?.before_json ?? 'null')).toEqual({
      name: before.name,
      startsOn: before.startsOn,
      endsOn: before.endsOn,
      goalKind: 'sales',
      goalAmount: 100,
      sellsMemberships: true,
      sellsCodes: true,
      commissionBasisPoints: 2000,
      leaderboardHidden: false,
    });
    expect(JSON.parse(audit[0]?.after_json ?? 'null')).toEqual(corrected);
  });

  it('refuses a form that does not add up with the rules of a new campaign, and writes nothing', async () => {
    const campaign = await aCampaign();
    const form = formOf(await opened(campaign.id));
    const before = await databaseDigest(testApp());
    const cases: [Partial<UpdateCampaignRequest>, string][] = [
      [{ startsOn: '2026-05-01', endsOn: '2026-04-30' }, 'body.endsOn'],
      [{ sellsMemberships: false, sellsCodes: false }, 'body.sellsMemberships'],
      [{ goalAmount: 0 }, 'body.goalAmount'],
      [{ commissionBasisPoints: 10_001 }, 'body.commissionBasisPoints'],
      [{ name: '   ' }, 'body.name'],
      [{ startsOn: '2026-02-30' }, 'body.startsOn'],
    ];
    for (const [change, field] of cases) {
      const refused = await edit(campaign.id, { ...form, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json<{ message: string }>().message.startsWith(field), refused.body).toBe(
        true,
      );
    }
    const { revision: _revision, ...withoutRevision } = form;
    const unrevised = await edit(campaign.id, withoutRevision);
    expect(unrevised.statusCode).toBe(400);
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('refuses a save over a revision someone saved since (409), writing nothing', async () => {
    const campaign = await aCampaign();
    const stale = formOf(await opened(campaign.id));
    const first = await edit(campaign.id, { ...stale, goalAmount: 200 });
    expect(first.statusCode, first.body).toBe(200);

    const before = await databaseDigest(testApp());
    const second = await edit(campaign.id, { ...stale, endsOn: '2099-01-31' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: ErrorCode.editConflict });
    expect(await databaseDigest(testApp())).toEqual(before);
    expect(await opened(campaign.id)).toMatchObject({ goalAmount: 200, endsOn: '2099-12-31' });
  });

  it('lets one of two saves over the same revision win; the other is refused', async () => {
    const campaign = await aCampaign();
    const form = formOf(await opened(campaign.id));
    const answers = await Promise.all([
      edit(campaign.id, { ...form, goalAmount: 300 }),
      edit(campaign.id, { ...form, goalAmount: 400 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = await opened(campaign.id);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(saved).toMatchObject({
      revision: 2,
      goalAmount: winner?.json<ConsoleCampaign>().goalAmount,
    });
    expect(await auditOf('fundraisingCampaign', campaign.id)).toHaveLength(1);
  });

  it('counts the leader’s leaderboard switch as a change: an operator’s older form is refused', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    const leader = await signedInLeader(testApp(), group);
    const form = formOf(await opened(campaign.id));
    const hidden = await call(
      leader.cookie,
      'POST',
      campaignUrl(FundraisingBusinessApi.setCampaignLeaderboard, campaign.id),
      { hidden: true },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);

    const refused = await edit(campaign.id, { ...form, name: 'Renamed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCode.editConflict });
    expect(await opened(campaign.id)).toMatchObject({ leaderboardHidden: true, revision: 2 });
  });

  it('keeps the commission rate once a sale or a payout counted it, with words for people', async () => {
    const sold = await aCampaign();
    await addSale(sold.id);
    const paid = await aCampaign();
    await addPayout(paid.id);
    for (const campaign of [sold, paid]) {
      const form = formOf(await opened(campaign.id));
      expect(await opened(campaign.id)).toMatchObject({ commissionLocked: true });
      const before = await databaseDigest(testApp());
      const refused = await edit(campaign.id, { ...form, commissionBasisPoints: 2500 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: ErrorCode.campaignCommissionLocked,
        message:
          'The commission rate cannot change any more: the campaign has sales or a payout, and its statement counts them at this rate.',
      });
      expect(await databaseDigest(testApp())).toEqual(before);

      // The rest of the campaign still changes, at the rate it has.
      const renamed = await edit(campaign.id, { ...form, name: 'Still the same rate' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Still the same rate',
        commissionBasisPoints: 2000,
      });
    }
  });

  it('once the campaign sold, lets what it sells widen and never narrow', async () => {
    const campaign = await aCampaign();
    await testApp()
      .db.updateTable('fundraising_campaign')
      .set({ sells_codes: 0 })
      .where('id', '=', campaign.id)
      .execute();
    await addSale(campaign.id);
    const form = formOf(await opened(campaign.id));
    expect(form).toMatchObject({ sellsMemberships: true, sellsCodes: false });

    const before = await databaseDigest(testApp());
    const narrowed = await edit(campaign.id, {
      ...form,
      sellsMemberships: false,
      sellsCodes: true,
    });
    expect(narrowed.statusCode).toBe(409);
    expect(narrowed.json()).toMatchObject({
      code: ErrorCode.campaignSellsLocked,
      message:
        'The campaign has sales already: it can sell more kinds of things, but not stop selling what it sold.',
    });
    expect(await databaseDigest(testApp())).toEqual(before);

    const widened = await edit(campaign.id, { ...form, sellsCodes: true });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json()).toMatchObject({ sellsMemberships: true, sellsCodes: true });
  });

  it('lets a campaign without sales narrow what it sells', async () => {
    const campaign = await aCampaign();
    const form = formOf(await opened(campaign.id));
    const narrowed = await edit(campaign.id, { ...form, sellsCodes: false });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json()).toMatchObject({ sellsMemberships: true, sellsCodes: false });
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const campaign = await aCampaign();
    const form = formOf(await opened(campaign.id));
    const missing = await edit(campaign.id + 100_000, form);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.notFound });
  });
});
