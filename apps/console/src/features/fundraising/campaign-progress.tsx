import { goalReached } from '@citybook/contract/fundraising';
import type { CampaignProgress, CampaignSummary } from '@citybook/contract/fundraising';
import { useId } from 'react';
import { StatusBadge } from '../../components/status-badge/status-badge.tsx';
import { CAMPAIGN_STATUS_WORDS, progressWords } from './campaign-words.ts';
import styles from './fundraising.module.css';

/** FUNDRAISING-5: a campaign's progress toward its goal, as a bar and in words. */
export function CampaignProgressBar({
  campaign,
  progress,
}: {
  campaign: Pick<CampaignSummary, 'goalKind' | 'goalAmount' | 'status'>;
  progress: CampaignProgress;
}) {
  const id = useId();
  const status = CAMPAIGN_STATUS_WORDS[campaign.status];
  return (
    <div className={styles.progress}>
      <span id={id}>
        {progressWords(campaign, progress)}{' '}
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </span>
      <progress
        className={styles.bar}
        aria-labelledby={id}
        max={1}
        value={goalReached(campaign, progress)}
      />
    </div>
  );
}
