import { FundraisingText } from '@citybook/contract/fundraising';
import type { PublicCampaign } from '@citybook/contract/fundraising';

/** FUNDRAISING-5, FUNDRAISING-6: the words of a campaign's public page. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const sales = (n: number) => `${count.format(n)} ${n === 1 ? 'sale' : 'sales'}`;

export const CampaignText = {
  forGroup: (group: string) => `Fundraising for ${group}`,
  seller: (seller: string, group: string) =>
    `${seller} is selling Citybook for ${group}. Every book or membership you buy through this page helps.`,
  ended: (endsOn: string, group: string) =>
    `This campaign ended on ${formatDay(endsOn)}. You can still buy Citybook, but the purchase no longer counts for ${group}.`,
  stopped: (group: string) =>
    `This campaign is not running. You can still buy Citybook, but the purchase does not count for ${group}.`,
  upcoming: (startsOn: string) => `This campaign starts on ${formatDay(startsOn)}.`,
  running: (endsOn: string) => `The campaign runs until ${formatDay(endsOn)}.`,
  raised: (campaign: Pick<PublicCampaign, 'goalKind' | 'goalAmount' | 'progress'>) =>
    campaign.goalKind === 'money'
      ? `${dollars.format(campaign.progress.amountCents / 100)} raised of ${dollars.format(campaign.goalAmount / 100)}`
      : `${sales(campaign.progress.sales)} of ${count.format(campaign.goalAmount)}`,
  progressLabel: 'Progress toward the goal',
  leaderboard: 'Sellers',
  noSellers: 'No seller has joined yet.',
  sales,
  buy: 'Buy a Citybook membership',
  activate: 'Activate a printed book’s code',
  notFoundTitle: 'Fundraising campaign not found',
  notFound: FundraisingText.publicCampaignNotFound,
  loadFailedTitle: 'The campaign could not be loaded',
  loadFailed: 'The campaign could not be loaded. Check the connection and try again.',
  tryAgain: 'Try again',
} as const;
