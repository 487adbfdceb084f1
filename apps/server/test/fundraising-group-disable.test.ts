import {
  ActivationApi,
  BusinessApi,
  BusinessConsoleApi,
  ErrorCode,
  FundraisingApi,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  urlOf,
  type FundraisingGroup,
  type PublicCampaign,
} from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { purchaseBody } from './factories/subscription.ts';
import { addOrganisation, businessSignIn } from './helpers/business.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import { addCampaign, addSeller, fundraisingCalls, signedInLeader } from './helpers/fundraising.ts';
import { loggedInMember } from './helpers/member.ts';
import { postJson } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-15 on the real app: an operator disables a group like a merchant's organisation. Its
 * leaders' sessions end at once and they cannot sign in; its campaigns' public pages say they are
 * not running and sell without counting the sale, as an ended campaign's do; enabling undoes it.
 */

const testApp = useTestApp();

let editor: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(testApp(), 'editor');
});

const { call, auditOf } = fundraisingCalls(testApp);

const disabledUrl = (groupId: number) =>
  urlOf(FundraisingConsoleApi.setFundraisingGroupDisabled, { params: { groupId } });

function setDisabled(groupId: number, disabled: boolean) {
  return call(editor.cookie, 'POST', disabledUrl(groupId), { disabled });
}

async function publicPage(slug: string, seller?: string) {
  const response = await staffCall(
    testApp().app,
    'GET',
    urlOf(FundraisingApi.getPublicCampaign, {
      params: { campaignSlug: slug },
      query: seller === undefined ? {} : { seller },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicCampaign>();
}

describe('an operator disables a group and enables it again (FUNDRAISING-15)', () => {
  it('ends its leaders’ sessions at once and refuses their sign-in; enabling lets them back; audited', async () => {
    const leader = await signedInLeader(testApp());
    const campaigns = () =>
      staffCall(
        testApp().app,
        'GET',
        FundraisingBusinessApi.getLeaderCampaigns.path,
        leader.cookie,
      );
    const me = () =>
      staffCall(testApp().app, 'GET', BusinessApi.getCurrentBusinessUser.path, leader.cookie);
    expect((await campaigns()).statusCode).toBe(200);

    const disabled = await setDisabled(leader.group.id, true);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<FundraisingGroup>()).toMatchObject({
      id: leader.group.id,
      name: leader.group.name,
      disabled: true,
    });
    expect((await me()).statusCode).toBe(401);
    expect((await campaigns()).statusCode).toBe(401);
    await expect(businessSignIn(testApp(), leader)).rejects.toThrow(/401|400/);

    // The group's grid and page say so.
    const grid = await call(
      editor.cookie,
      'GET',
      urlOf(FundraisingConsoleApi.getFundraisingGroupGrid, {
        query: { filter: leader.group.name },
      }),
    );
    expect(grid.json()).toMatchObject({ rows: [{ id: leader.group.id, disabled: true }] });

    // A new leader cannot be invited into a disabled group.
    const invite = await call(
      editor.cookie,
      'POST',
      urlOf(FundraisingConsoleApi.inviteFundraisingLeader, {
        params: { groupId: leader.group.id },
      }),
      { email: `late-${String(leader.id)}@example.org` },
    );
    expect(invite.statusCode).toBe(409);
    expect(invite.json()).toMatchObject({ code: ErrorCode.organisationDisabled });

    const enabled = await setDisabled(leader.group.id, false);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled: false });
    const cookie = await businessSignIn(testApp(), leader);
    expect(
      (
        await staffCall(
          testApp().app,
          'GET',
          FundraisingBusinessApi.getLeaderCampaigns.path,
          cookie,
        )
      ).statusCode,
    ).toBe(200);

    const audit = await auditOf('organisation', leader.group.id);
    expect(audit.map((row) => [row.action, row.staff_email])).toEqual([
      ['organisation.disable', editor.email],
      ['organisation.enable', editor.email],
    ]);
    expect(JSON.parse(audit[0]?.before_json ?? 'null')).toEqual({
      name: leader.group.name,
      disabledAt: null,
    });
    expect(JSON.parse(audit[0]?.after_json ?? 'null')).toMatchObject({
      disabledAt: expect.any(String),
    });
  });

  it('keeps the first day it was disabled when disabled twice', async () => {
    const leader = await signedInLeader(testApp());
    const first = await setDisabled(leader.group.id, true);
    expect(first.statusCode).toBe(200);
    const again = await setDisabled(leader.group.id, true);
    expect(again.statusCode).toBe(200);
    const [one, two] = await auditOf('organisation', leader.group.id);
    expect(JSON.parse(two?.after_json ?? 'null')).toEqual(JSON.parse(one?.after_json ?? 'null'));
  });

  it('makes its campaigns’ pages say they are not running, and a purchase through them counts for nothing', async () => {
    const leader = await signedInLeader(testApp());
    const campaign = await addCampaign(testApp(), leader.group.id);
    const seller = await addSeller(testApp(), campaign.id, 'Maya R.');
    expect(await publicPage(campaign.slug)).toMatchObject({ status: 'running' });

    expect((await setDisabled(leader.group.id, true)).statusCode).toBe(200);
    expect(await publicPage(campaign.slug)).toMatchObject({
      name: campaign.name,
      status: 'stopped',
    });
    expect(await publicPage(campaign.slug, seller.slug)).toMatchObject({
      status: 'stopped',
      seller: { displayName: 'Maya R.' },
    });

    const member = await loggedInMember(testApp());
    const bought = await postJson(
      testApp().app,
      ActivationApi.activateSubscription.path,
      {
        ...purchaseBody(SandboxCards.visa),
        fundraising: { campaignSlug: campaign.slug, sellerSlug: seller.slug },
      },
      member.cookie,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const sales = () =>
      testApp()
        .db.selectFrom('fundraising_sale')
        .select('id')
        .where('campaign_id', '=', campaign.id)
        .execute();
    expect(await sales()).toEqual([]);

    expect((await setDisabled(leader.group.id, false)).statusCode).toBe(200);
    expect(await publicPage(campaign.slug)).toMatchObject({ status: 'running' });
  });

  it('answers 404 for a group that does not exist or a merchant’s organisation, and writes nothing', async () => {
    const merchant = await addOrganisation(testApp(), []);
    const before = await databaseDigest(testApp());
    for (const id of [merchant.id, 99_999_999]) {
      const refused = await setDisabled(id, true);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: ErrorCode.notFound });
    }
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('leaves the merchants’ endpoint refusing a fundraising group, as before', async () => {
    const leader = await signedInLeader(testApp());
    const refused = await call(
      editor.cookie,
      'POST',
      urlOf(BusinessConsoleApi.setOrganisationDisabled, {
        params: { organisationId: leader.group.id },
      }),
      { disabled: true },
    );
    expect(refused.statusCode).toBe(404);
  });
});
