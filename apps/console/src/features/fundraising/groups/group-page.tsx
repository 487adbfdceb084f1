import {
  FUNDRAISING_GROUP_KIND_LABELS,
  FundraisingConsoleApi,
} from '@citybook/contract/fundraising';
import type { CampaignSummary, FundraisingGroup } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import type { EditorNoticeState } from '../../../components/editor-page/use-editor-record.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { PrimaryLink, TextLink } from '../../../components/page-links/page-links.tsx';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CampaignProgressBar } from '../campaign-progress.tsx';
import { commissionWords, daysWords, goalWords, sellsWords } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';
import { GroupAccess } from './group-access.tsx';
import { InviteLeaderDialog } from './invite-leader-dialog.tsx';

const back = <TextLink to="/fundraising">All groups</TextLink>;

function Leaders({ group }: { group: FundraisingGroup }) {
  if (group.leaders.length === 0)
    return <p className={parts.muted}>Nobody yet: invite the group’s leader.</p>;
  return (
    <div className={parts.tableWrap}>
      <table className={parts.table} aria-label="Leaders">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Standing</th>
            <th scope="col">Last sign-in</th>
          </tr>
        </thead>
        <tbody>
          {group.leaders.map((leader) => (
            <tr key={leader.id}>
              <td>{leader.email}</td>
              <td>
                {leader.disabled ? (
                  <StatusBadge tone="retired">Disabled</StatusBadge>
                ) : leader.mustChangePassword ? (
                  <StatusBadge tone="upcoming">Invited</StatusBadge>
                ) : (
                  <StatusBadge tone="live">Active</StatusBadge>
                )}
              </td>
              <td>{leader.lastSignInAt ? formatDateTime(leader.lastSignInAt) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** FUNDRAISING-2: a campaign as the operator sees it: its terms and its progress. */
function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const publicPath = `/f/${campaign.slug}`;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        {/* FUNDRAISING-10, FUNDRAISING-11: the campaign's page with its batches and sales. */}
        <TextLink to={`/fundraising/campaigns/${String(campaign.id)}`}>{campaign.name}</TextLink>
      </h3>
      <dl className={styles.facts}>
        <dt>Edition</dt>
        <dd>
          {campaign.editionName} ({campaign.marketTitle})
        </dd>
        <dt>Days</dt>
        <dd>{daysWords(campaign)}</dd>
        <dt>Goal</dt>
        <dd>{goalWords(campaign)}</dd>
        <dt>Sells</dt>
        <dd>{sellsWords(campaign)}</dd>
        <dt>Commission</dt>
        <dd>{commissionWords(campaign.commissionBasisPoints)}</dd>
        <dt>Sellers</dt>
        <dd>{campaign.sellerCount}</dd>
        <dt>Public page</dt>
        <dd>
          <a className={styles.link} href={publicPath}>
            {publicPath}
          </a>
        </dd>
      </dl>
      <CampaignProgressBar campaign={campaign} progress={campaign.progress} />
      {/* FUNDRAISING-12, FUNDRAISING-13 */}
      <TextLink to={`/fundraising/campaigns/${String(campaign.id)}/statement`}>
        Statement and payouts of {campaign.name}
      </TextLink>
    </li>
  );
}

/** FUNDRAISING-1, FUNDRAISING-2: one group: its leaders and their invitation, its campaigns. */
export function FundraisingGroupPage() {
  const groupId = Number(useParams().groupId);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const handedOver = (useLocation().state as EditorNoticeState | null)?.notice;
  const [notice, setNotice] = useState(handedOver);
  const [inviting, setInviting] = useState(false);
  const queryClient = useQueryClient();
  const key = [FundraisingConsoleApi.getFundraisingGroup.name, groupId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(FundraisingConsoleApi.getFundraisingGroup, { params: { groupId }, signal }),
    enabled: valid,
  });
  const group = query.data;
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: group,
      query,
    },
    { noun: 'group', newTitle: 'New fundraising group', back },
  );
  if (fallback || !group) return fallback;
  return (
    <ConsolePage
      title={group.name}
      description={`${FUNDRAISING_GROUP_KIND_LABELS[group.kind]} · added ${formatDateTime(group.createdAt)}`}
      actions={back}
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {group.disabled ? (
        <Notice tone="info">This group is disabled: its leaders cannot sign in.</Notice>
      ) : null}
      <section className={parts.section} aria-labelledby="group-leaders">
        <div className={parts.sectionHead}>
          <h2 id="group-leaders" className={parts.sectionTitle}>
            Leaders ({group.leaders.length})
          </h2>
          <Button
            disabled={group.disabled}
            onClick={() => {
              setNotice(undefined);
              setInviting(true);
            }}
          >
            Invite the leader
          </Button>
        </div>
        <Leaders group={group} />
      </section>
      <section className={parts.section} aria-labelledby="group-campaigns">
        <div className={parts.sectionHead}>
          <h2 id="group-campaigns" className={parts.sectionTitle}>
            Campaigns ({group.campaigns.length})
          </h2>
          <PrimaryLink to={`/fundraising/${String(group.id)}/campaigns/new`}>
            New campaign
          </PrimaryLink>
        </div>
        {group.campaigns.length === 0 ? (
          <p className={parts.muted}>No campaign yet.</p>
        ) : (
          <ul className={styles.cards} aria-label="Campaigns">
            {group.campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </section>
      <GroupAccess
        group={group}
        onChanged={(next, message) => {
          queryClient.setQueryData(key, next);
          void queryClient.invalidateQueries({
            queryKey: [FundraisingConsoleApi.getFundraisingGroupGrid.name],
          });
          setNotice(message);
        }}
      />
      {inviting ? (
        <InviteLeaderDialog
          group={group}
          onClose={() => setInviting(false)}
          onDone={() => void query.refetch()}
        />
      ) : null}
    </ConsolePage>
  );
}
