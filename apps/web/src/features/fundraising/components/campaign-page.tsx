import { goalReached } from '@citybook/contract/fundraising';
import type { PublicCampaign } from '@citybook/contract/fundraising';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import { removeStored, writeStored } from '../../../lib/storage/stored.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicCampaign } from '../api/get-public-campaign.ts';
import styles from './campaign-page.module.css';
import { CampaignText as Text } from './campaign-text.ts';

/** FUNDRAISING-5: the "thermometer": how far the campaign is toward its goal. */
function Thermometer({ campaign }: { campaign: PublicCampaign }) {
  const reached = goalReached(campaign, campaign.progress);
  const raised = Text.raised(campaign);
  return (
    <div className={styles.thermometer}>
      <p className={styles.raised}>{raised}</p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={Text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(reached * 100)}
        aria-valuetext={raised}
      >
        <div className={styles.fill} style={{ width: `${String(reached * 100)}%` }} />
      </div>
    </div>
  );
}

function Leaderboard({ entries }: { entries: NonNullable<PublicCampaign['leaderboard']> }) {
  return (
    <section className={styles.section} aria-labelledby="campaign-leaderboard">
      <h2 id="campaign-leaderboard" className={styles.sectionHeading}>
        {Text.leaderboard}
      </h2>
      {entries.length === 0 ? (
        <p>{Text.noSellers}</p>
      ) : (
        <ol className={styles.board} aria-labelledby="campaign-leaderboard">
          {entries.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <span>{entry.displayName}</span>
              <span>{Text.sales(entry.sales)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * FUNDRAISING-6, FUNDRAISING-7: a running campaign's link is kept for this tab, so a membership
 * bought next (after signing up, too) counts for it; any other campaign page forgets it.
 */
function useCampaignLink(
  campaign: PublicCampaign,
  link: { campaignSlug: string; sellerSlug?: string },
) {
  const counts = campaign.status === 'running' && campaign.sellsMemberships;
  const { campaignSlug } = link;
  const sellerSlug = campaign.seller ? link.sellerSlug : undefined;
  useEffect(() => {
    if (counts)
      writeStored(
        storageKeys.fundraisingLink,
        sellerSlug === undefined ? { campaignSlug } : { campaignSlug, sellerSlug },
      );
    else removeStored(storageKeys.fundraisingLink);
  }, [counts, campaignSlug, sellerSlug]);
}

function Campaign({
  campaign,
  link,
}: {
  campaign: PublicCampaign;
  link: { campaignSlug: string; sellerSlug?: string };
}) {
  useDocumentTitle(campaign.name);
  useCampaignLink(campaign, link);
  // FUNDRAISING-15: a disabled group's campaign is not running: it sells like an ended one.
  const ended = campaign.status === 'ended' || campaign.status === 'stopped';
  return (
    <div className={styles.page}>
      <p className={styles.group}>{Text.forGroup(campaign.groupName)}</p>
      <h1 className={styles.heading}>{campaign.name}</h1>
      {ended ? (
        <p className={styles.ended}>
          {campaign.status === 'stopped'
            ? Text.stopped(campaign.groupName)
            : Text.ended(campaign.endsOn, campaign.groupName)}
        </p>
      ) : campaign.seller ? (
        <p className={styles.seller}>
          {Text.seller(campaign.seller.displayName, campaign.groupName)}
        </p>
      ) : null}
      <Thermometer campaign={campaign} />
      {ended ? null : (
        <p>
          {campaign.status === 'upcoming'
            ? Text.upcoming(campaign.startsOn)
            : Text.running(campaign.endsOn)}
        </p>
      )}
      <p className={styles.actions}>
        {campaign.sellsMemberships || ended ? (
          <Link className={styles.primary} to={paths.selectActivation}>
            {Text.buy}
          </Link>
        ) : null}
        {campaign.sellsCodes ? (
          <Link className={styles.secondary} to={paths.addCode}>
            {Text.activate}
          </Link>
        ) : null}
      </p>
      {campaign.leaderboard ? <Leaderboard entries={campaign.leaderboard} /> : null}
    </div>
  );
}

/**
 * FUNDRAISING-5, FUNDRAISING-6, FUNDRAISING-8: a campaign's public page at /f/<campaign> (and
 * /f/<campaign>/<seller>), open to anyone: its progress, the sellers' display names unless hidden,
 * the seller of the link, and the way to buy; an ended campaign says so and still sells.
 */
export function CampaignPage({
  campaignSlug,
  sellerSlug,
}: {
  campaignSlug: string;
  sellerSlug: string | undefined;
}) {
  const query = usePublicCampaign(campaignSlug, sellerSlug);
  if (query.isPending)
    return (
      <div className={styles.page}>
        <p role="status">Loading…</p>
      </div>
    );
  if (query.isError)
    return <CampaignFailure error={query.error} retry={() => void query.refetch()} />;
  return (
    <Campaign
      campaign={query.data}
      link={sellerSlug === undefined ? { campaignSlug } : { campaignSlug, sellerSlug }}
    />
  );
}

function CampaignFailure({ error, retry }: { error: Error; retry: () => void }) {
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useDocumentTitle(notFound ? Text.notFoundTitle : Text.loadFailedTitle);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{notFound ? Text.notFoundTitle : Text.loadFailedTitle}</h1>
      <p>{notFound ? (error.status === 404 ? error.message : Text.notFound) : Text.loadFailed}</p>
      {notFound ? (
        <p className={styles.actions}>
          <Link className={styles.primary} to={paths.selectActivation}>
            {Text.buy}
          </Link>
        </p>
      ) : (
        <p className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={retry}>
            {Text.tryAgain}
          </button>
        </p>
      )}
    </div>
  );
}
