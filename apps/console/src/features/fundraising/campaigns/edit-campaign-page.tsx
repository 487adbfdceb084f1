import { zodResolver } from '@hookform/resolvers/zod';
import { FundraisingConsoleApi, updateCampaignRequestSchema } from '@citybook/contract/fundraising';
import type { ConsoleCampaign, UpdateCampaignRequest } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';
import {
  CampaignFields,
  campaignFormValues,
  campaignTerms,
  type CampaignFormValues,
} from './campaign-form.tsx';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

export const EditCampaignText = {
  failed: 'The campaign could not be saved. Please try again.',
  fixedPlace: 'The market and the edition stay as the campaign was made with them.',
  commissionLocked: 'A sale or a payout has counted this rate already: it cannot change any more.',
  sellsWiden: 'The campaign has sales: it can sell more kinds of things, but not fewer.',
  saved: (name: string) => `${name} is saved.`,
} as const;

/** The request from what was typed, over the revision the page opened. */
function fieldsSchema(revision: number) {
  return z.pipe(
    z.transform((fields: CampaignFormValues): UpdateCampaignRequest => ({
      ...campaignTerms(fields),
      leaderboardHidden: fields.leaderboardHidden,
      revision,
    })),
    updateCampaignRequestSchema,
  );
}

function EditCampaignForm({ campaign }: { campaign: ConsoleCampaign }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const campaignPath = `/fundraising/campaigns/${String(campaign.id)}`;
  const form = useForm<CampaignFormValues, unknown, UpdateCampaignRequest>({
    resolver: zodResolver(fieldsSchema(campaign.revision)),
    defaultValues: campaignFormValues(campaign),
  });
  const failure = useFormFailure(form, EditCampaignText.failed);
  const save = useMutation({
    mutationFn: (body: UpdateCampaignRequest) =>
      callApi(FundraisingConsoleApi.updateFundraisingCampaign, {
        params: { campaignId: campaign.id },
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        [FundraisingConsoleApi.getFundraisingCampaign.name, saved.id],
        saved,
      );
      void queryClient.invalidateQueries({
        queryKey: [FundraisingConsoleApi.getFundraisingGroup.name, saved.organisationId],
      });
      void navigate(campaignPath, { state: { notice: EditCampaignText.saved(saved.name) } });
    },
    onError: failure.show,
  });
  return (
    <CheckedForm
      className={parts.form}
      aria-label="Edit campaign"
      failure={failure}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <CampaignFields
        form={form}
        place={
          <div>
            <dl className={styles.facts}>
              <dt>Market</dt>
              <dd>{campaign.marketTitle}</dd>
              <dt>Edition</dt>
              <dd>{campaign.editionName}</dd>
            </dl>
            <p className={parts.muted}>{EditCampaignText.fixedPlace}</p>
          </div>
        }
        sellsHint={campaign.hasSales ? EditCampaignText.sellsWiden : undefined}
        extra={
          <label className={styles.choice}>
            <input type="checkbox" {...form.register('leaderboardHidden')} />
            Hide the leaderboard from the public page
          </label>
        }
        commissionLockedHint={
          campaign.commissionLocked ? EditCampaignText.commissionLocked : undefined
        }
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <TextLink to={campaignPath}>Cancel</TextLink>
      </div>
    </CheckedForm>
  );
}

/**
 * FUNDRAISING-14: an operator corrects a campaign: the form of a new one, prefilled, without the
 * market and edition (fixed once made); the rate read-only once a sale or payout counted it.
 */
export function EditCampaignPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  const query = useQuery({
    queryKey: [FundraisingConsoleApi.getFundraisingCampaign.name, campaignId],
    queryFn: ({ signal }) =>
      callApi(FundraisingConsoleApi.getFundraisingCampaign, { params: { campaignId }, signal }),
    enabled: valid,
    // The form keeps what was typed: a refetch must not reset it under the operator.
    refetchOnWindowFocus: false,
  });
  const campaign = query.data;
  const back = (
    <TextLink to={valid ? `/fundraising/campaigns/${String(campaignId)}` : '/fundraising'}>
      {campaign ? `Back to ${campaign.name}` : 'Fundraising groups'}
    </TextLink>
  );
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: campaign,
      query,
    },
    { noun: 'campaign', newTitle: 'Edit campaign', back },
  );
  if (fallback || !campaign) return fallback;
  return (
    <ConsolePage
      title={`Edit ${campaign.name}`}
      description={`${campaign.groupName}: its name, days, goal, what it sells and the commission.`}
      actions={back}
    >
      <EditCampaignForm key={campaign.revision} campaign={campaign} />
    </ConsolePage>
  );
}
