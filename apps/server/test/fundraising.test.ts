import {
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SESSION_COOKIE,
  BusinessApi,
  BusinessConsoleApi,
  ErrorCode,
  FundraisingApi,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  urlOf,
  type BusinessInvitation,
  type CampaignSeller,
  type CampaignSummary,
  type FundraisingGroup,
  type FundraisingGroupGridPage,
  type LeaderCampaign,
  type LeaderCampaignList,
  type OrganisationGridPage,
  type PublicCampaign,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSaleAttribution } from '../src/modules/fundraising/index.ts';
import { signedInBusinessPerson } from './helpers/business.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import {
  addCampaign,
  addGroup,
  addSeller,
  marketWithEdition,
  signedInLeader,
} from './helpers/fundraising.ts';
import { waitForMail } from './helpers/outbox.ts';
import {
  cookieOf,
  newStaffPassword,
  signedInStaff,
  staffCall,
  uniqueStaffEmail,
  type SignedInStaff,
} from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-1…8 on the real app: operators make groups, invite leaders and give them campaigns;
 * leaders keep their sellers (display names only); the public page counts the attributed sales.
 * Every write is audited; a leader never reaches another group's campaign.
 */

const testApp = useTestApp();

let editor: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(testApp(), 'editor');
});

const call = (
  cookie: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  body: unknown = {},
) => staffCall(testApp().app, method, url, cookie, body);

const auditOf = (objectType: string, objectId: number) =>
  testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();

async function campaignBody(overrides: Record<string, unknown> = {}) {
  const { marketId, editionId } = await marketWithEdition(testApp());
  return {
    name: 'Spring book drive',
    marketId,
    editionId,
    startsOn: '2026-03-01',
    endsOn: '2026-04-30',
    goalKind: 'money',
    goalAmount: 500_000,
    sellsMemberships: true,
    sellsCodes: false,
    commissionBasisPoints: 2000,
    ...overrides,
  };
}

const sellerUrl = (
  endpoint:
    | typeof FundraisingBusinessApi.renameCampaignSeller
    | typeof FundraisingBusinessApi.removeCampaignSeller,
  campaignId: number,
  sellerId: number,
) => urlOf(endpoint, { params: { campaignId, sellerId } });

const campaignUrl = (
  endpoint:
    | typeof FundraisingBusinessApi.getLeaderCampaign
    | typeof FundraisingBusinessApi.addCampaignSeller
    | typeof FundraisingBusinessApi.setCampaignLeaderboard,
  campaignId: number,
) => urlOf(endpoint, { params: { campaignId } });

describe('groups and campaigns in the console (FUNDRAISING-1, FUNDRAISING-2)', () => {
  it('an editor makes a group, invites its leader by mail and gives it a campaign, all audited', async () => {
    const name = `Lincoln Elementary ${randomUUID().slice(0, 6)}`;
    const made = await call(
      editor.cookie,
      'POST',
      FundraisingConsoleApi.createFundraisingGroup.path,
      {
        name: `  ${name} `,
        kind: 'school',
      },
    );
    expect(made.statusCode, made.body).toBe(200);
    const group = made.json<FundraisingGroup>();
    expect(group).toMatchObject({ name, kind: 'school', leaders: [], campaigns: [] });
    const groupAudit = await auditOf('organisation', group.id);
    expect(groupAudit.map((row) => row.action)).toEqual([
      'organisation.create',
      'fundraisingGroup.create',
    ]);
    expect(groupAudit[1]).toMatchObject({ staff_id: editor.id, staff_email: editor.email });
    expect(JSON.parse(groupAudit[1]!.after_json!)).toEqual({ name, kind: 'school' });

    // The group is a business organisation of its own kind: not in the merchants' screens.
    const merchants = await call(
      editor.cookie,
      'GET',
      urlOf(BusinessConsoleApi.getOrganisationGrid, { query: { filter: name } }),
    );
    expect(merchants.json<OrganisationGridPage>().total).toBe(0);
    const asMerchant = await call(
      editor.cookie,
      'GET',
      urlOf(BusinessConsoleApi.getOrganisation, { params: { organisationId: group.id } }),
    );
    expect(asMerchant.statusCode).toBe(404);
    const grid = await call(
      editor.cookie,
      'GET',
      urlOf(FundraisingConsoleApi.getFundraisingGroupGrid, { query: { filter: name } }),
    );
    expect(grid.json<FundraisingGroupGridPage>()).toMatchObject({
      total: 1,
      rows: [{ id: group.id, name, kind: 'school', campaignCount: 0, leaderCount: 0 }],
    });

    const email = uniqueStaffEmail('leader');
    const invited = await call(
      editor.cookie,
      'POST',
      urlOf(FundraisingConsoleApi.inviteFundraisingLeader, { params: { groupId: group.id } }),
      { email },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const invitation = invited.json<BusinessInvitation>();
    expect(invitation.person).toMatchObject({ email, role: 'fundraiserLeader', locationIds: [] });
    const mail = await waitForMail(testApp().db, email);
    expect(mail.subject).toContain(name);
    expect(mail.body_text).toContain('the fundraising leader');
    expect(mail.body_text).toContain(invitation.temporaryPassword);

    const created = await call(
      editor.cookie,
      'POST',
      urlOf(FundraisingConsoleApi.createFundraisingCampaign, { params: { groupId: group.id } }),
      await campaignBody(),
    );
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json<CampaignSummary>();
    expect(campaign).toMatchObject({
      name: 'Spring book drive',
      goalKind: 'money',
      goalAmount: 500_000,
      sellsMemberships: true,
      sellsCodes: false,
      commissionBasisPoints: 2000,
      leaderboardHidden: false,
      sellerCount: 0,
      progress: { sales: 0, amountCents: 0 },
    });
    expect(campaign.slug).toMatch(/^[a-z2-9]{8}$/);
    const [campaignAudit] = await auditOf('fundraisingCampaign', campaign.id);
    expect(campaignAudit).toMatchObject({
      action: 'fundraisingCampaign.create',
      staff_email: editor.email,
    });

    // The leader signs in with the mail's password, chooses their own, and sees the campaign.
    const step1 = await call(undefined, 'POST', BusinessApi.businessSignIn.path, {
      email,
      password: invitation.temporaryPassword,
    });
    expect(step1.json()).toEqual({ next: 'changePassword' });
    const step2 = await call(
      cookieOf(step1, BUSINESS_PENDING_SIGN_IN_COOKIE),
      'POST',
      BusinessApi.businessSetNewPassword.path,
      { newPassword: newStaffPassword() },
    );
    expect(step2.json()).toEqual({ next: 'signedIn' });
    const leader = cookieOf(step2, BUSINESS_SESSION_COOKIE);
    const list = await call(leader, 'GET', FundraisingBusinessApi.getLeaderCampaigns.path);
    expect(list.json<LeaderCampaignList>()).toMatchObject({
      groupName: name,
      campaigns: [{ id: campaign.id, name: 'Spring book drive' }],
    });

    const view = await call(
      editor.cookie,
      'GET',
      urlOf(FundraisingConsoleApi.getFundraisingGroup, { params: { groupId: group.id } }),
    );
    expect(view.json<FundraisingGroup>()).toMatchObject({
      leaders: [{ email, role: 'fundraiserLeader', mustChangePassword: false }],
      campaigns: [{ id: campaign.id }],
    });
  });

  it('refuses a campaign that does not add up, naming the field, and writes nothing', async () => {
    const group = await addGroup(testApp());
    const url = urlOf(FundraisingConsoleApi.createFundraisingCampaign, {
      params: { groupId: group.id },
    });
    const before = await databaseDigest(testApp());
    const cases: [Record<string, unknown>, string][] = [
      [{ endsOn: '2026-02-01' }, 'body.endsOn'],
      [{ sellsMemberships: false, sellsCodes: false }, 'body.sellsMemberships'],
      [{ goalAmount: 0 }, 'body.goalAmount'],
      [{ commissionBasisPoints: 10_001 }, 'body.commissionBasisPoints'],
      [{ name: '   ' }, 'body.name'],
      [{ startsOn: '2026-02-30' }, 'body.startsOn'],
    ];
    for (const [change, field] of cases) {
      const refused = await call(editor.cookie, 'POST', url, await campaignBody(change));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json<{ message: string }>().message.startsWith(field), refused.body).toBe(
        true,
      );
    }
    const otherEdition = await testApp()
      .db.selectFrom('edition')
      .select(['id'])
      .where('market_id', '!=', (await marketWithEdition(testApp())).marketId)
      .executeTakeFirstOrThrow();
    const wrongEdition = await call(
      editor.cookie,
      'POST',
      url,
      await campaignBody({ editionId: otherEdition.id }),
    );
    expect(wrongEdition.statusCode).toBe(422);
    expect(wrongEdition.json()).toMatchObject({ code: ErrorCode.invalidEdition });
    const unknownMarket = await call(
      editor.cookie,
      'POST',
      url,
      await campaignBody({ marketId: 99_999_999 }),
    );
    expect(unknownMarket.statusCode).toBe(422);
    const unknownGroup = await call(
      editor.cookie,
      'POST',
      urlOf(FundraisingConsoleApi.createFundraisingCampaign, { params: { groupId: 99_999_999 } }),
      await campaignBody(),
    );
    expect(unknownGroup.statusCode).toBe(404);
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('invites a leader into a fundraising group only: a merchant organisation is 404', async () => {
    const merchant = await signedInBusinessPerson(testApp(), 'merchantAdmin', []);
    const refused = await call(
      editor.cookie,
      'POST',
      urlOf(FundraisingConsoleApi.inviteFundraisingLeader, {
        params: { groupId: merchant.organisation.id },
      }),
      { email: uniqueStaffEmail('leader') },
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe('a leader’s sellers (FUNDRAISING-3, FUNDRAISING-4)', () => {
  it('adds sellers by display name, each with a random link; renames and removes them, audited without names', async () => {
    const leader = await signedInLeader(testApp());
    const campaign = await addCampaign(testApp(), leader.group.id);
    const added: CampaignSeller[] = [];
    for (const displayName of ['Maya R.', '  Leo T. ']) {
      const response = await call(
        leader.cookie,
        'POST',
        campaignUrl(FundraisingBusinessApi.addCampaignSeller, campaign.id),
        { displayName },
      );
      expect(response.statusCode, response.body).toBe(200);
      added.push(response.json<CampaignSeller>());
    }
    expect(added.map((s) => s.displayName)).toEqual(['Maya R.', 'Leo T.']);
    for (const seller of added) expect(seller.slug).toMatch(/^[a-z2-9]{8}$/);
    expect(added[0]!.slug).not.toBe(added[1]!.slug);
    const [addAudit] = await auditOf('fundraisingSeller', added[0]!.id);
    expect(addAudit).toMatchObject({ action: 'fundraisingSeller.add', staff_id: leader.id });
    expect(addAudit!.after_json).not.toContain('Maya');

    const renamed = await call(
      leader.cookie,
      'POST',
      sellerUrl(FundraisingBusinessApi.renameCampaignSeller, campaign.id, added[1]!.id),
      { displayName: 'Leo Th.' },
    );
    expect(renamed.json()).toMatchObject({ displayName: 'Leo Th.', slug: added[1]!.slug });

    const removed = await call(
      leader.cookie,
      'POST',
      sellerUrl(FundraisingBusinessApi.removeCampaignSeller, campaign.id, added[0]!.id),
    );
    expect(removed.statusCode).toBe(204);
    const row = await testApp()
      .db.selectFrom('fundraising_seller')
      .selectAll()
      .where('id', '=', added[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBeNull();
    expect(row.removed_at).not.toBeNull();
    const audits = [
      ...(await auditOf('fundraisingSeller', added[0]!.id)),
      ...(await auditOf('fundraisingSeller', added[1]!.id)),
    ];
    expect(audits.map((a) => a.action).sort()).toEqual([
      'fundraisingSeller.add',
      'fundraisingSeller.add',
      'fundraisingSeller.remove',
      'fundraisingSeller.rename',
    ]);
    for (const audit of audits)
      expect(`${audit.before_json ?? ''}${audit.after_json ?? ''}`).not.toMatch(/Maya|Leo/);

    const view = await call(
      leader.cookie,
      'GET',
      campaignUrl(FundraisingBusinessApi.getLeaderCampaign, campaign.id),
    );
    expect(view.json<LeaderCampaign>().sellers.map((s) => s.displayName)).toEqual(['Leo Th.']);
    const again = await call(
      leader.cookie,
      'POST',
      sellerUrl(FundraisingBusinessApi.renameCampaignSeller, campaign.id, added[0]!.id),
      { displayName: 'Maya R.' },
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses a name that is empty, too long, or holds an e-mail address or a phone number, on the field', async () => {
    const leader = await signedInLeader(testApp());
    const campaign = await addCampaign(testApp(), leader.group.id);
    const before = await databaseDigest(testApp());
    for (const displayName of [
      '   ',
      'M'.repeat(31),
      'maya@example.com',
      'Maya 555-123-4567',
      'Maya (555) 1234',
    ]) {
      const refused = await call(
        leader.cookie,
        'POST',
        campaignUrl(FundraisingBusinessApi.addCampaignSeller, campaign.id),
        { displayName },
      );
      expect(refused.statusCode, displayName).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/^body\.displayName: /);
    }
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('a leader of group A can neither see nor change group B’s campaign or sellers: 404, nothing written', async () => {
    const leaderA = await signedInLeader(testApp());
    const groupB = await addGroup(testApp());
    const campaignB = await addCampaign(testApp(), groupB.id);
    const sellerB = await addSeller(testApp(), campaignB.id, 'Ava B.');
    const before = await databaseDigest(testApp());
    const calls: [string, 'GET' | 'POST', string, unknown][] = [
      ['view', 'GET', campaignUrl(FundraisingBusinessApi.getLeaderCampaign, campaignB.id), {}],
      [
        'add',
        'POST',
        campaignUrl(FundraisingBusinessApi.addCampaignSeller, campaignB.id),
        { displayName: 'Intruder' },
      ],
      [
        'rename',
        'POST',
        sellerUrl(FundraisingBusinessApi.renameCampaignSeller, campaignB.id, sellerB.id),
        { displayName: 'Renamed' },
      ],
      [
        'remove',
        'POST',
        sellerUrl(FundraisingBusinessApi.removeCampaignSeller, campaignB.id, sellerB.id),
        {},
      ],
      [
        'leaderboard',
        'POST',
        campaignUrl(FundraisingBusinessApi.setCampaignLeaderboard, campaignB.id),
        { hidden: true },
      ],
    ];
    for (const [name, method, url, body] of calls) {
      const response = await call(leaderA.cookie, method, url, body);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.notFound });
    }
    const list = await call(leaderA.cookie, 'GET', FundraisingBusinessApi.getLeaderCampaigns.path);
    expect(list.json<LeaderCampaignList>().campaigns).toEqual([]);
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('keeps merchants’ people out of fundraising, and leaders out of the merchants’ screens', async () => {
    const admin = await signedInBusinessPerson(testApp(), 'merchantAdmin', []);
    const leader = await signedInLeader(testApp());
    const mine = await call(admin.cookie, 'GET', FundraisingBusinessApi.getLeaderCampaigns.path);
    expect(mine.statusCode).toBe(403);
    const results = await call(leader.cookie, 'GET', '/api/business/offers');
    expect(results.statusCode).toBe(403);
    const me = await call(leader.cookie, 'GET', BusinessApi.getCurrentBusinessUser.path);
    expect(me.json()).toMatchObject({
      role: 'fundraiserLeader',
      organisation: { id: leader.group.id },
      locations: [],
    });
  });
});

describe('the public campaign page (FUNDRAISING-5…8)', () => {
  const publicUrl = (slug: string, seller?: string) =>
    urlOf(FundraisingApi.getPublicCampaign, {
      params: { campaignSlug: slug },
      query: { seller },
    });

  it('shows the progress from the attributed sales and the leaderboard of display names, nothing of a buyer', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id, {
      goalKind: 'money',
      goalAmount: 10_000,
    });
    const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
    const leo = await addSeller(testApp(), campaign.id, 'Leo T.');
    const sale = (sellerId: number | null, n: number) =>
      insertSaleAttribution(testApp().db, {
        campaign_id: campaign.id,
        seller_id: sellerId,
        kind: 'digital',
        amount_cents: 2999,
        currency: 'USD',
        reference: `payment:test-${randomUUID()}-${String(n)}`,
        created_at: new Date().toISOString(),
      });
    await sale(leo.id, 1);
    await sale(leo.id, 2);
    await sale(maya.id, 3);
    await sale(null, 4);

    const page = await call(undefined, 'GET', publicUrl(campaign.slug, maya.slug));
    expect(page.statusCode, page.body).toBe(200);
    const answer = page.json<PublicCampaign>();
    expect(answer).toMatchObject({
      name: campaign.name,
      groupName: group.name,
      status: 'running',
      goalKind: 'money',
      goalAmount: 10_000,
      progress: { sales: 4, amountCents: 4 * 2999 },
      leaderboard: [
        { displayName: 'Leo T.', sales: 2 },
        { displayName: 'Maya R.', sales: 1 },
      ],
      seller: { displayName: 'Maya R.' },
    });
    // FUNDRAISING-8: counts, amounts and display names; no id, link, buyer or reference.
    expect(Object.keys(answer).sort()).toEqual(
      [
        'name',
        'groupName',
        'marketTitle',
        'editionName',
        'startsOn',
        'endsOn',
        'status',
        'goalKind',
        'goalAmount',
        'sellsMemberships',
        'sellsCodes',
        'progress',
        'leaderboard',
        'seller',
      ].sort(),
    );
    expect(page.body).not.toContain('payment:');
    expect(page.body).not.toContain(leo.slug);

    // The leader hides the leaderboard: the page has none; their own view still has the sellers.
    const leader = await signedInLeader(testApp(), group);
    const hidden = await call(
      leader.cookie,
      'POST',
      campaignUrl(FundraisingBusinessApi.setCampaignLeaderboard, campaign.id),
      { hidden: true },
    );
    expect(hidden.json<LeaderCampaign>()).toMatchObject({
      leaderboardHidden: true,
      sellers: [
        { displayName: 'Maya R.', sales: 1, amountCents: 2999 },
        { displayName: 'Leo T.', sales: 2, amountCents: 5998 },
      ],
      progress: { sales: 4, amountCents: 4 * 2999 },
    });
    const [audit] = await auditOf('fundraisingCampaign', campaign.id);
    expect(audit).toMatchObject({
      action: 'fundraisingCampaign.hideLeaderboard',
      staff_email: leader.email,
    });
    const withoutBoard = await call(undefined, 'GET', publicUrl(campaign.slug));
    expect(withoutBoard.json<PublicCampaign>()).toMatchObject({ leaderboard: null, seller: null });
  });

  it('says an ended campaign has ended, and a link that leads nowhere is 404', async () => {
    const group = await addGroup(testApp());
    const ended = await addCampaign(testApp(), group.id, {
      startsOn: '2024-01-01',
      endsOn: '2024-02-01',
    });
    const seller = await addSeller(testApp(), ended.id, 'Maya R.');
    const page = await call(undefined, 'GET', publicUrl(ended.slug, seller.slug));
    expect(page.json<PublicCampaign>()).toMatchObject({
      status: 'ended',
      seller: { displayName: 'Maya R.' },
    });
    const unknownSeller = await call(undefined, 'GET', publicUrl(ended.slug, 'zzzzzzzz'));
    expect(unknownSeller.statusCode).toBe(404);
    const unknownCampaign = await call(undefined, 'GET', publicUrl('zzzzzzzz'));
    expect(unknownCampaign.statusCode).toBe(404);
    const malformed = await call(undefined, 'GET', '/api/fundraising/campaigns/..%2Fetc');
    expect(malformed.statusCode).toBe(400);
  });

  it('attributes a payment once: a second sale with the same reference fails', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    const row = {
      campaign_id: campaign.id,
      seller_id: null,
      kind: 'code' as const,
      amount_cents: 2500,
      currency: 'USD',
      reference: `code:${randomUUID()}`,
      created_at: new Date().toISOString(),
    };
    await insertSaleAttribution(testApp().db, row);
    await expect(insertSaleAttribution(testApp().db, row)).rejects.toThrow();
    const page = await call(undefined, 'GET', publicUrl(campaign.slug));
    expect(page.json<PublicCampaign>().progress).toEqual({ sales: 1, amountCents: 2500 });
  });
});
