import type {
  CampaignSales,
  CampaignSeller,
  ConsoleCampaign,
  CampaignSummary,
  FundraisingGroup,
  LeaderCampaign,
} from '@citybook/contract/fundraising';

/** FUNDRAISING-1…5: the console tests' groups, campaigns and sellers. */

export function aCampaign(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: 31,
    slug: 'k7m2p9qa',
    name: 'Spring book drive',
    marketId: 1,
    marketTitle: 'Austin, TX',
    editionId: 5,
    editionName: 'Austin 2026',
    startsOn: '2026-03-01',
    endsOn: '2026-04-30',
    status: 'running',
    goalKind: 'money',
    goalAmount: 500_000,
    sellsMemberships: true,
    sellsCodes: false,
    commissionBasisPoints: 2000,
    leaderboardHidden: false,
    sellerCount: 0,
    progress: { sales: 4, amountCents: 11_996 },
    ...overrides,
  };
}

export function aGroup(overrides: Partial<FundraisingGroup> = {}): FundraisingGroup {
  return {
    id: 9,
    name: 'Lincoln Elementary',
    kind: 'school',
    disabled: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    leaders: [],
    campaigns: [],
    ...overrides,
  };
}

export function aSeller(overrides: Partial<CampaignSeller> = {}): CampaignSeller {
  return {
    id: 101,
    slug: 'q7r2t8wz',
    displayName: 'Maya R.',
    sales: 0,
    amountCents: 0,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export function aLeaderCampaign(overrides: Partial<LeaderCampaign> = {}): LeaderCampaign {
  return { ...aCampaign(), groupName: 'Lincoln Elementary', sellers: [], ...overrides };
}

/** FUNDRAISING-11: a campaign's sales with nothing sold yet. */
export function noSales(): CampaignSales {
  return { bySeller: [], byDay: [], codeSales: [], timeZone: 'America/Chicago' };
}

/** FUNDRAISING-10, FUNDRAISING-11: the operator's view of a campaign. */
export function aConsoleCampaign(overrides: Partial<ConsoleCampaign> = {}): ConsoleCampaign {
  return {
    ...aCampaign({ sellsCodes: true }),
    organisationId: 9,
    groupName: 'Lincoln Elementary',
    revision: 1,
    commissionLocked: false,
    hasSales: false,
    batches: [],
    availableBatches: [],
    sales: noSales(),
    ...overrides,
  };
}
