import {
  FundraisingApi,
  FundraisingBusinessApi,
  urlOf,
  type LeaderCampaign,
  type PublicCampaign,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertSaleAttribution } from '../src/modules/fundraising/index.ts';
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
 * FUNDRAISING-5…8 on the real app: the public campaign page counts the attributed sales (each
 * attributed once) and shows the leaderboard of display names unless the leader hides it, and
 * nothing of a buyer.
 */

const testApp = useTestApp();

const { call, auditOf } = fundraisingCalls(testApp);

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
