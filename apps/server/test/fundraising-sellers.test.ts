import {
  BusinessApi,
  ErrorCode,
  FundraisingBusinessApi,
  urlOf,
  type CampaignSeller,
  type LeaderCampaign,
  type LeaderCampaignList,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { signedInBusinessPerson } from './helpers/business.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import {
  addCampaign,
  addGroup,
  addSeller,
  campaignUrl,
  fundraisingCalls,
  signedInLeader,
} from './helpers/fundraising.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-3, FUNDRAISING-4 on the real app: leaders keep their sellers (display names only),
 * audited without the names; a leader never reaches another group's campaign, and merchants'
 * people and leaders stay out of each other's screens.
 */

const testApp = useTestApp();

const { call, auditOf } = fundraisingCalls(testApp);

const sellerUrl = (
  endpoint:
    | typeof FundraisingBusinessApi.renameCampaignSeller
    | typeof FundraisingBusinessApi.removeCampaignSeller,
  campaignId: number,
  sellerId: number,
) => urlOf(endpoint, { params: { campaignId, sellerId } });

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
