import { FundraisingBusinessApi } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useQuery } from '@tanstack/react-query';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { CampaignProgressBar } from '../campaign-progress.tsx';
import { daysWords, goalWords } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';

export const leaderCampaignsKey = [FundraisingBusinessApi.getLeaderCampaigns.name] as const;

/** FUNDRAISING-2: the leader's start: their group's campaigns and how each is going. */
export function LeaderCampaignsPage() {
  const query = useQuery({
    queryKey: leaderCampaignsKey,
    queryFn: ({ signal }) => callApi(FundraisingBusinessApi.getLeaderCampaigns, { signal }),
  });
  if (query.isPending)
    return (
      <ConsolePage title="Campaigns">
        <p role="status">Loading…</p>
      </ConsolePage>
    );
  if (query.isError)
    return (
      <ConsolePage title="Campaigns">
        <Notice tone="error">Your campaigns could not be loaded.</Notice>
        <div>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      </ConsolePage>
    );
  const { groupName, campaigns } = query.data;
  return (
    <ConsolePage
      title="Campaigns"
      description={`${groupName}’s campaigns. Open one to add its sellers and share their links.`}
    >
      {campaigns.length === 0 ? (
        <p className={parts.muted}>Your group has no campaign yet: Citybook sets it up with you.</p>
      ) : (
        <ul className={styles.cards} aria-label="Your campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <TextLink to={`/business/campaigns/${String(campaign.id)}`}>
                  {campaign.name}
                </TextLink>
              </h2>
              <p className={parts.muted}>
                {daysWords(campaign)} · goal {goalWords(campaign)} · {campaign.sellerCount}{' '}
                {campaign.sellerCount === 1 ? 'seller' : 'sellers'}
              </p>
              <CampaignProgressBar campaign={campaign} progress={campaign.progress} />
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
