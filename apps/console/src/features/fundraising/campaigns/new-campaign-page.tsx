import { zodResolver } from '@hookform/resolvers/zod';
import { createCampaignRequestSchema, FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { CreateCampaignRequest } from '@citybook/contract/fundraising';
import { MarketConsoleApi } from '@citybook/contract/market';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { SelectField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import {
  CampaignFields,
  campaignTerms,
  EMPTY_CAMPAIGN,
  typedNumber,
  type CampaignFormValues,
} from './campaign-form.tsx';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** The contract's request from what was typed; the contract's schema judges it. */
const fieldsSchema = z.pipe(
  z.transform((fields: CampaignFormValues): CreateCampaignRequest => ({
    ...campaignTerms(fields),
    marketId: typedNumber(fields.marketId),
    editionId: typedNumber(fields.editionId),
  })),
  createCampaignRequestSchema,
);

export const NewCampaignText = {
  failed: 'The campaign could not be made. Please try again.',
  chooseEdition: 'Please choose an edition.',
} as const;

/**
 * FUNDRAISING-2: a group's new campaign: an edition (of a market), its days, its goal in sales or
 * dollars, what it sells and the group's commission.
 */
export function NewCampaignPage() {
  const groupId = Number(useParams().groupId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editions = useQuery({
    queryKey: [MarketConsoleApi.getEditionGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(MarketConsoleApi.getEditionGrid, {
        query: { page: 1, pageSize: 100, sort: 'year', direction: 'desc' },
        signal,
      }),
  });
  const form = useForm<CampaignFormValues, unknown, CreateCampaignRequest>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: EMPTY_CAMPAIGN,
  });
  const failure = useFormFailure(form, NewCampaignText.failed);
  const create = useMutation({
    mutationFn: (body: CreateCampaignRequest) =>
      callApi(FundraisingConsoleApi.createFundraisingCampaign, { params: { groupId }, body }),
    onSuccess: (campaign) => {
      void queryClient.invalidateQueries({
        queryKey: [FundraisingConsoleApi.getFundraisingGroup.name, groupId],
      });
      void queryClient.invalidateQueries({
        queryKey: [FundraisingConsoleApi.getFundraisingGroupGrid.name],
      });
      void navigate(`/fundraising/${String(groupId)}`, {
        state: { notice: `${campaign.name} is made. Its leader can add sellers now.` },
      });
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  const editionError =
    errors.editionId && form.getValues('editionId') === ''
      ? NewCampaignText.chooseEdition
      : errors.editionId?.message;
  const back = <TextLink to={`/fundraising/${String(groupId)}`}>Back to the group</TextLink>;
  return (
    <ConsolePage
      title="New campaign"
      description="What the group sells, when, toward which goal, and its share of each sale."
      actions={back}
    >
      <CheckedForm
        className={parts.form}
        aria-label="New campaign"
        failure={failure}
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
      >
        {editions.isError ? (
          <Notice tone="error">The editions could not be loaded. Please reload the page.</Notice>
        ) : null}
        <CampaignFields
          form={form}
          place={
            <SelectField
              label="Edition"
              hint="The book the campaign sells, in its market."
              error={editionError ?? errors.marketId?.message}
              {...form.register('editionId', {
                onChange: (event: { target: { value: string } }) => {
                  const edition = editions.data?.rows.find(
                    (row) => String(row.id) === event.target.value,
                  );
                  form.setValue('marketId', edition ? String(edition.marketId) : '');
                },
              })}
            >
              <option value="">
                {editions.isPending ? 'Loading editions…' : 'Choose an edition'}
              </option>
              {(editions.data?.rows ?? []).map((edition) => (
                <option key={edition.id} value={String(edition.id)}>
                  {edition.name} ({edition.marketTitle})
                </option>
              ))}
            </SelectField>
          }
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save campaign'}
          </Button>
        </div>
      </CheckedForm>
    </ConsolePage>
  );
}
