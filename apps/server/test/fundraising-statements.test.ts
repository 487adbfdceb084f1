import {
  AccountConsoleApi,
  ActivationApi,
  commissionCents,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  urlOf,
  type CampaignStatement,
} from '@citybook/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { purchaseBody } from './factories/subscription.ts';
import { pdfText } from './helpers/code-batch-pdf.ts';
import { addCampaign, addGroup, addSeller, signedInLeader } from './helpers/fundraising.ts';
import { loggedInMember } from './helpers/member.ts';
import { postJson } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-12, FUNDRAISING-13 (issue 31 item 4; ADR 0060): a campaign's statement against the
 * ledger, to the cent, with a refund before and one after a recorded payout; its CSV and PDF;
 * payouts recorded once per client key, audited; a leader sees their own group's only.
 */

const testApp = useTestApp();

let editor: SignedInStaff;
let support: SignedInStaff;

beforeAll(async () => {
  editor = await signedInStaff(testApp(), 'editor');
  support = await signedInStaff(testApp(), 'support');
});

/** A membership bought through the seller's link at `priceCents`: the ledger row and its member. */
async function saleThrough(campaignSlug: string, sellerSlug: string, priceCents: number) {
  const { app, db } = testApp();
  await db
    .updateTable('subscription_type')
    .set({ price_cents: priceCents })
    .where('code', '=', 1)
    .execute();
  const member = await loggedInMember(testApp());
  const response = await postJson(
    app,
    ActivationApi.activateSubscription.path,
    { ...purchaseBody(SandboxCards.visa), fundraising: { campaignSlug, sellerSlug } },
    member.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'amount_cents'])
    .where('user_id', '=', member.user.id)
    .executeTakeFirstOrThrow();
  expect(payment.amount_cents).toBe(priceCents);
  return { memberId: member.user.id, paymentId: payment.id };
}

async function refund(sale: { memberId: number; paymentId: number }) {
  const response = await staffCall(
    testApp().app,
    'POST',
    urlOf(AccountConsoleApi.refundMemberPayment, {
      params: { memberId: sale.memberId, paymentId: sale.paymentId },
    }),
    support.cookie,
    { reason: 'The school asked us to refund this family' },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function statement(campaignId: number): Promise<CampaignStatement> {
  const response = await staffCall(
    testApp().app,
    'GET',
    urlOf(FundraisingConsoleApi.getCampaignStatement, { params: { campaignId } }),
    editor.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CampaignStatement>();
}

function payout(campaignId: number, body: Record<string, unknown>) {
  return staffCall(
    testApp().app,
    'POST',
    urlOf(FundraisingConsoleApi.recordCampaignPayout, { params: { campaignId } }),
    editor.cookie,
    body,
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** A group's campaign at 25% with three card sales (29.99, 19.99, 34.99) and a 25.00 code sale. */
async function fixture() {
  const { db } = testApp();
  const group = await addGroup(testApp(), 'Hillside Primary');
  const campaign = await addCampaign(testApp(), group.id);
  await db
    .updateTable('fundraising_campaign')
    .set({ commission_basis_points: 2500 })
    .where('id', '=', campaign.id)
    .execute();
  const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
  const first = await saleThrough(campaign.slug, maya.slug, 2999);
  const second = await saleThrough(campaign.slug, maya.slug, 1999);
  const third = await saleThrough(campaign.slug, maya.slug, 3499);
  await db
    .insertInto('fundraising_sale')
    .values({
      campaign_id: campaign.id,
      seller_id: maya.id,
      kind: 'code',
      amount_cents: 2500,
      currency: 'USD',
      reference: `code:${String(campaign.id)}001`,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { group, campaign, sales: { first, second, third } };
}

describe('a campaign’s statement (FUNDRAISING-12, FUNDRAISING-13)', () => {
  it('reconciles with the ledger to the cent, with refunds before and after a payout', async () => {
    const { campaign, sales } = await fixture();

    // A refund before the payout: 10,997 sold, 1,999 refunded, 8,998 net; 25% is 2,249.5 → 2,250.
    await refund(sales.second);
    expect(await statement(campaign.id)).toMatchObject({
      campaignName: campaign.name,
      groupName: 'Hillside Primary',
      currency: 'USD',
      commissionBasisPoints: 2500,
      sales: { count: 4, amountCents: 10997 },
      refunds: { count: 1, amountCents: 1999 },
      netCents: 8998,
      commissionCents: 2250,
      paidCents: 0,
      balanceCents: 2250,
      payouts: [],
    });

    // The operator pays the balance.
    const paid = await payout(campaign.id, {
      amountCents: 2250,
      paidOn: today(),
      note: 'Cheque 1042',
      clientKey: 'payout-key-0001',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<CampaignStatement>()).toMatchObject({ paidCents: 2250, balanceCents: 0 });

    // A refund after the payout carries into the next statement: 5,498 refunded, 5,499 net, 25%
    // is 1,374.75 → 1,375; 2,250 was paid, so the group was paid 875 more than it is owed.
    await refund(sales.third);
    expect(await statement(campaign.id)).toMatchObject({
      sales: { count: 4, amountCents: 10997 },
      refunds: { count: 2, amountCents: 5498 },
      netCents: 5499,
      commissionCents: 1375,
      paidCents: 2250,
      balanceCents: -875,
      payouts: [
        { amountCents: 2250, paidOn: today(), note: 'Cheque 1042', recordedBy: editor.email },
      ],
    });
  });

  it('rounds the commission half up, in cents', () => {
    expect(commissionCents(8998, 2500)).toBe(2250);
    expect(commissionCents(5499, 2500)).toBe(1375);
    expect(commissionCents(1, 4999)).toBe(0);
    expect(commissionCents(1, 5000)).toBe(1);
    expect(commissionCents(0, 2000)).toBe(0);
  });

  it('records a double-submitted payout once, audited', async () => {
    const { db } = testApp();
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    const body = {
      amountCents: 1234,
      paidOn: today(),
      note: 'Transfer 77',
      clientKey: 'twice-0001',
    };
    const answers = await Promise.all([payout(campaign.id, body), payout(campaign.id, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await payout(campaign.id, body);
    expect(again.json<CampaignStatement>()).toMatchObject({ paidCents: 1234, balanceCents: -1234 });
    const rows = await db
      .selectFrom('fundraising_payout')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(rows).toHaveLength(1);
    const audit = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'fundraisingPayout.record')
      .where('object_id', '=', String(rows[0]!.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: editor.email });
  });

  it('refuses a payout without an amount, a day or a reference, on the field', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    const good = { amountCents: 500, paidOn: today(), note: 'Cheque 9', clientKey: 'refused-0001' };
    for (const [field, bad] of [
      ['amountCents', 0],
      ['amountCents', -500],
      ['amountCents', 12.5],
      ['paidOn', 'yesterday'],
      ['note', ' '],
    ] as const) {
      const refused = await payout(campaign.id, { ...good, [field]: bad });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(new RegExp(`^body\\.${field}: `));
    }
    const rows = await testApp()
      .db.selectFrom('fundraising_payout')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('exports the statement as CSV and as PDF with the same figures', async () => {
    const { campaign, sales } = await fixture();
    await refund(sales.second);
    const { app } = testApp();
    const csv = await staffCall(
      app,
      'GET',
      urlOf(FundraisingConsoleApi.downloadCampaignStatementCsv, {
        params: { campaignId: campaign.id },
      }),
      editor.cookie,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="campaign-${String(campaign.id)}-statement-\\d{4}-\\d\\d-\\d\\d\\.csv"$`,
      ),
    );
    const rows: string[][] = parse(csv.body);
    expect(rows.slice(5)).toEqual([
      ['Line', 'Count', 'Amount'],
      ['Sales', '4', '109.97'],
      ['Refunds', '1', '19.99'],
      ['Net sales', '', '89.98'],
      ['Commission', '', '22.50'],
      ['Paid so far', '0', '0.00'],
      ['Balance due to the group', '', '22.50'],
      ['Payout paid on', 'Reference', 'Amount'],
    ]);
    expect(rows.slice(0, 5)).toEqual([
      ['Campaign', campaign.name, ''],
      ['Group', 'Hillside Primary', ''],
      ['Statement as of', expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ''],
      ['Currency', 'USD', ''],
      ['Commission rate', '25.00%', ''],
    ]);

    const pdf = await staffCall(
      app,
      'GET',
      urlOf(FundraisingConsoleApi.downloadCampaignStatementPdf, {
        params: { campaignId: campaign.id },
      }),
      editor.cookie,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, items } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(items).toEqual(
      expect.arrayContaining([
        'Fundraising statement',
        `Campaign: ${campaign.name}`,
        'Group: Hillside Primary',
        'Sales (4)',
        '109.97',
        'Refunds (1)',
        '-19.99',
        'Net sales',
        '89.98',
        'Commission at 25.00%',
        '22.50',
        'Balance due to the group',
        'None yet.',
      ]),
    );
  });

  it('writes a payout’s reference that looks like a formula as text in the CSV', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    await payout(campaign.id, {
      amountCents: 100,
      paidOn: today(),
      note: '=HYPERLINK("x")',
      clientKey: 'formula-0001',
    });
    const csv = await staffCall(
      testApp().app,
      'GET',
      urlOf(FundraisingConsoleApi.downloadCampaignStatementCsv, {
        params: { campaignId: campaign.id },
      }),
      editor.cookie,
    );
    const rows: string[][] = parse(csv.body);
    expect(rows.at(-1)).toEqual([today(), `'=HYPERLINK("x")`, '1.00']);
  });
});

describe('a leader’s statement (FUNDRAISING-12)', () => {
  it('shows the leader their own campaign’s statement and files, another group’s as 404', async () => {
    const { app } = testApp();
    const { group, campaign, sales } = await fixture();
    await refund(sales.first);
    const leader = await signedInLeader(testApp(), group);
    const own = await staffCall(
      app,
      'GET',
      urlOf(FundraisingBusinessApi.getLeaderCampaignStatement, {
        params: { campaignId: campaign.id },
      }),
      leader.cookie,
    );
    expect(own.statusCode, own.body).toBe(200);
    // 10,997 less 2,999 is 7,998; 25% is 1,999.5 → 2,000.
    expect(own.json<CampaignStatement>()).toMatchObject({
      sales: { count: 4, amountCents: 10997 },
      refunds: { count: 1, amountCents: 2999 },
      netCents: 7998,
      commissionCents: 2000,
      balanceCents: 2000,
    });
    expect(own.body).not.toMatch(/payment:|memberId|email/i);

    const other = await signedInLeader(testApp(), await addGroup(testApp()));
    for (const endpoint of [
      FundraisingBusinessApi.getLeaderCampaignStatement,
      FundraisingBusinessApi.downloadLeaderCampaignStatementCsv,
      FundraisingBusinessApi.downloadLeaderCampaignStatementPdf,
    ]) {
      const response = await staffCall(
        app,
        'GET',
        urlOf(endpoint, { params: { campaignId: campaign.id } }),
        other.cookie,
      );
      expect(response.statusCode, endpoint.name).toBe(404);
    }
    const csv = await staffCall(
      app,
      'GET',
      urlOf(FundraisingBusinessApi.downloadLeaderCampaignStatementCsv, {
        params: { campaignId: campaign.id },
      }),
      leader.cookie,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Commission,,20.00');
  });
});
