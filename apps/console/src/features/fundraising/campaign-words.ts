import type {
  CampaignProgress,
  CampaignStatus,
  CampaignSummary,
} from '@citybook/contract/fundraising';
import type { StatusTone } from '../../components/status-badge/status-badge.tsx';
import { formatCount } from '../../lib/format.ts';

/* FUNDRAISING-2, FUNDRAISING-5: how the console words a campaign's goal, progress and days. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars: "$1,234.50". */
export const formatDollars = (cents: number) => dollars.format(cents / 100);

export const CAMPAIGN_STATUS_WORDS: Record<CampaignStatus, { tone: StatusTone; label: string }> = {
  upcoming: { tone: 'upcoming', label: 'Not started' },
  running: { tone: 'live', label: 'Running' },
  ended: { tone: 'ended', label: 'Ended' },
};

type Goal = Pick<CampaignSummary, 'goalKind' | 'goalAmount'>;

export function goalWords(campaign: Goal): string {
  return campaign.goalKind === 'sales'
    ? `${formatCount(campaign.goalAmount)} sales`
    : formatDollars(campaign.goalAmount);
}

export function progressWords(campaign: Goal, progress: CampaignProgress): string {
  const sales = `${formatCount(progress.sales)} ${progress.sales === 1 ? 'sale' : 'sales'}`;
  return campaign.goalKind === 'sales'
    ? `${sales} of ${goalWords(campaign)}`
    : `${formatDollars(progress.amountCents)} of ${goalWords(campaign)} (${sales})`;
}

export function sellsWords(campaign: Pick<CampaignSummary, 'sellsMemberships' | 'sellsCodes'>) {
  return [
    campaign.sellsMemberships ? 'digital memberships' : '',
    campaign.sellsCodes ? 'printed books’ codes' : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A campaign's days, "Mar 1, 2026 – Apr 30, 2026" (calendar days, read as such). */
export function daysWords(campaign: Pick<CampaignSummary, 'startsOn' | 'endsOn'>): string {
  const of = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  return `${of(campaign.startsOn)} – ${of(campaign.endsOn)}`;
}

/** "20%" from 2000 basis points; "12.5%" from 1250. */
export const commissionWords = (basisPoints: number) => `${String(basisPoints / 100)}%`;
