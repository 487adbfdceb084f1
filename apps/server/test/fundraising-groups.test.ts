import {
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SESSION_COOKIE,
  BusinessApi,
  BusinessConsoleApi,
  ErrorCode,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  urlOf,
  type BusinessInvitation,
  type CampaignSummary,
  type FundraisingGroup,
  type FundraisingGroupGridPage,
  type LeaderCampaignList,
  type OrganisationGridPage,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInBusinessPerson } from './helpers/business.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import { addGroup, fundraisingCalls, marketWithEdition } from './helpers/fundraising.ts';
import { waitForMail } from './helpers/outbox.ts';
import {
  cookieOf,
  newStaffPassword,
  signedInStaff,
  uniqueStaffEmail,
  type SignedInStaff,
} from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-1, FUNDRAISING-2 on the real app: operators make groups, invite leaders by mail and
 * give them campaigns, every write audited; a campaign that does not add up writes nothing.
 */

const testApp = useTestApp();

let editor: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(testApp(), 'editor');
});

const { call, auditOf } = fundraisingCalls(testApp);

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
