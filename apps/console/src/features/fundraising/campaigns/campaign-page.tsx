import { FundraisingConsoleApi } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import type { EditorNoticeState } from '../../../components/editor-page/use-editor-record.ts';
import { SelectField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { PrimaryLink, TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { CampaignProgressBar } from '../campaign-progress.tsx';
import { CampaignSalesTables, SALES_REFRESH_MS } from '../campaign-sales.tsx';
import { daysWords, goalWords } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';

/**
 * FUNDRAISING-10, FUNDRAISING-11: one campaign as the operator sees it: its progress, the code
 * batches given to it (and giving one more of its edition), and its sales by seller and by day,
 * asked for again on focus and every 30 seconds.
 */
export function FundraisingCampaignPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState('');
  // FUNDRAISING-14: the edit page hands over its "saved" notice.
  const handedOver = (useLocation().state as EditorNoticeState | null)?.notice;
  const [notice, setNotice] = useState<string | undefined>(handedOver);
  const key = [FundraisingConsoleApi.getFundraisingCampaign.name, campaignId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(FundraisingConsoleApi.getFundraisingCampaign, { params: { campaignId }, signal }),
    enabled: valid,
    refetchInterval: SALES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const give = useMutation({
    mutationFn: (id: number) =>
      callApi(FundraisingConsoleApi.giveCampaignCodeBatch, {
        params: { campaignId },
        body: { batchId: id },
      }),
    onSuccess: (next, id) => {
      queryClient.setQueryData(key, next);
      setBatchId('');
      const label = next.batches.find((batch) => batch.id === id)?.label ?? 'The batch';
      setNotice(`${label} is given to the campaign: its leader can record sales with its codes.`);
    },
  });
  const campaign = query.data;
  const back = campaign ? (
    <>
      {/* FUNDRAISING-14: the operator corrects the campaign. */}
      <PrimaryLink to={`/fundraising/campaigns/${String(campaign.id)}/edit`}>
        Edit campaign
      </PrimaryLink>
      <TextLink to={`/fundraising/${String(campaign.organisationId)}`}>
        {campaign.groupName}
      </TextLink>
    </>
  ) : (
    <TextLink to="/fundraising">Fundraising groups</TextLink>
  );
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: campaign,
      query,
    },
    { noun: 'campaign', newTitle: 'Campaign', back },
  );
  if (fallback || !campaign) return fallback;
  return (
    <ConsolePage
      title={campaign.name}
      description={`${campaign.groupName} · ${daysWords(campaign)} · goal ${goalWords(campaign)}`}
      actions={back}
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <CampaignProgressBar campaign={campaign} progress={campaign.progress} />
      <section className={parts.section} aria-labelledby="campaign-batches">
        <h2 id="campaign-batches" className={parts.sectionTitle}>
          Code batches ({campaign.batches.length})
        </h2>
        <p className={parts.muted}>
          The leader records cash and paper-book sales with the codes of these batches. A batch goes
          to one campaign only.
        </p>
        {campaign.batches.length === 0 ? (
          <p className={parts.muted}>No batch given yet.</p>
        ) : (
          <ul aria-label="Batches given">
            {campaign.batches.map((batch) => (
              <li key={batch.id}>
                {batch.label} · {formatCount(batch.count)} codes{batch.voided ? ' · voided' : ''}
              </li>
            ))}
          </ul>
        )}
        {give.isError ? (
          <Notice tone="error">
            {messageOf(give.error, 'The batch could not be given. Please try again.')}
          </Notice>
        ) : null}
        {campaign.availableBatches.length === 0 ? (
          <p className={parts.muted}>
            No other batch of {campaign.editionName} can be given: make one in Code batches.
          </p>
        ) : (
          <form
            className={styles.addForm}
            aria-label="Give a code batch"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setNotice(undefined);
              if (batchId !== '') give.mutate(Number(batchId));
            }}
          >
            <SelectField
              label={`A batch of ${campaign.editionName}`}
              value={batchId}
              onChange={(event) => setBatchId(event.target.value)}
            >
              <option value="">Choose a batch…</option>
              {campaign.availableBatches.map((batch) => (
                <option key={batch.id} value={String(batch.id)}>
                  {batch.label} ({formatCount(batch.count)} codes)
                </option>
              ))}
            </SelectField>
            <Button type="submit" disabled={batchId === '' || give.isPending}>
              {give.isPending ? 'Giving…' : 'Give the batch'}
            </Button>
          </form>
        )}
      </section>
      <section className={parts.section} aria-labelledby="campaign-sales">
        <h2 id="campaign-sales" className={parts.sectionTitle}>
          Sales by seller and by day
        </h2>
        <p className={parts.muted}>Counts and amounts, updated every 30 seconds.</p>
        <CampaignSalesTables sales={campaign.sales} />
      </section>
    </ConsolePage>
  );
}
