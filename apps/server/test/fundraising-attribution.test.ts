import { ActivationApi, FundraisingApi, urlOf, type PublicCampaign } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { purchaseBody } from './factories/subscription.ts';
import { addCampaign, addGroup, addSeller } from './helpers/fundraising.ts';
import { loggedInMember } from './helpers/member.ts';
import { postJson } from './helpers/session.ts';
import { staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-6, FUNDRAISING-7 (issue 31 item 3, the attribution): a membership bought with a card
 * through a campaign's link is attributed to the campaign and the seller once, with the ledger's
 * charge; an ended campaign, or a declined card, attributes nothing.
 */

const testApp = useTestApp();

async function buyThrough(link: { campaignSlug: string; sellerSlug?: string }, pan: string) {
  const member = await loggedInMember(testApp());
  const response = await postJson(
    testApp().app,
    ActivationApi.activateSubscription.path,
    { ...purchaseBody(pan), fundraising: link },
    member.cookie,
  );
  const payments = await testApp()
    .db.selectFrom('payment')
    .select(['id', 'amount_cents', 'currency', 'status'])
    .where('user_id', '=', member.user.id)
    .execute();
  return { response, payments };
}

const salesOf = (campaignId: number) =>
  testApp()
    .db.selectFrom('fundraising_sale')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .execute();

const publicPage = async (slug: string) =>
  (
    await staffCall(
      testApp().app,
      'GET',
      urlOf(FundraisingApi.getPublicCampaign, { params: { campaignSlug: slug }, query: {} }),
    )
  ).json<PublicCampaign>();

describe('a membership bought through a seller’s link (FUNDRAISING-7)', () => {
  it('is attributed once to the campaign and the seller, with the ledger’s charge', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id, { goalKind: 'sales', goalAmount: 10 });
    const maya = await addSeller(testApp(), campaign.id, 'Maya R.');
    const { response, payments } = await buyThrough(
      { campaignSlug: campaign.slug, sellerSlug: maya.slug },
      SandboxCards.visa,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = payments;
    expect(payment).toMatchObject({ status: 'succeeded' });
    expect(await salesOf(campaign.id)).toEqual([
      expect.objectContaining({
        seller_id: maya.id,
        kind: 'digital',
        amount_cents: payment!.amount_cents,
        currency: payment!.currency.toUpperCase(),
        reference: `payment:${String(payment!.id)}`,
      }),
    ]);
    expect(await publicPage(campaign.slug)).toMatchObject({
      progress: { sales: 1, amountCents: payment!.amount_cents },
      leaderboard: [{ displayName: 'Maya R.', sales: 1 }],
    });
  });

  it('counts for the campaign alone when the seller’s link is unknown or removed', async () => {
    const group = await addGroup(testApp());
    const campaign = await addCampaign(testApp(), group.id);
    const { response } = await buyThrough(
      { campaignSlug: campaign.slug, sellerSlug: 'zzzzzzzz' },
      SandboxCards.visa,
    );
    expect(response.statusCode).toBe(200);
    expect(await salesOf(campaign.id)).toEqual([expect.objectContaining({ seller_id: null })]);
  });

  it('attributes nothing for an ended campaign, or when the card is declined (FUNDRAISING-6)', async () => {
    const group = await addGroup(testApp());
    const ended = await addCampaign(testApp(), group.id, {
      startsOn: '2024-01-01',
      endsOn: '2024-02-01',
    });
    const seller = await addSeller(testApp(), ended.id);
    const bought = await buyThrough(
      { campaignSlug: ended.slug, sellerSlug: seller.slug },
      SandboxCards.visa,
    );
    expect(bought.response.statusCode).toBe(200);
    expect(bought.payments).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await salesOf(ended.id)).toEqual([]);

    const running = await addCampaign(testApp(), group.id);
    const declined = await buyThrough({ campaignSlug: running.slug }, SandboxCards.declined);
    expect(declined.response.statusCode).toBe(402);
    expect(await salesOf(running.id)).toEqual([]);
  });
});
