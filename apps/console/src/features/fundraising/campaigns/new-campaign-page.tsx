import { zodResolver } from '@hookform/resolvers/zod';
import { createCampaignRequestSchema, FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { CreateCampaignRequest } from '@citybook/contract/fundraising';
import { MarketConsoleApi } from '@citybook/contract/market';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';

/** The form as typed: numbers as text, a money goal in dollars; the edition names its market. */
interface Fields {
  name: string;
  editionId: string;
  marketId: string;
  startsOn: string;
  endsOn: string;
  goalKind: 'sales' | 'money';
  goalAmount: string;
  sellsMemberships: boolean;
  sellsCodes: boolean;
  commissionBasisPoints: string;
}

const EMPTY: Fields = {
  name: '',
  editionId: '',
  marketId: '',
  startsOn: '',
  endsOn: '',
  goalKind: 'sales',
  goalAmount: '',
  sellsMemberships: true,
  sellsCodes: false,
  commissionBasisPoints: '2000',
};

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The contract's request from what was typed; the contract's schema judges it. */
const fieldsSchema = z.pipe(
  z.transform((fields: Fields): CreateCampaignRequest => ({
    name: fields.name,
    marketId: number(fields.marketId),
    editionId: number(fields.editionId),
    startsOn: fields.startsOn,
    endsOn: fields.endsOn,
    goalKind: fields.goalKind,
    goalAmount:
      fields.goalKind === 'money'
        ? Math.round(number(fields.goalAmount.replace(/[$,\s]/g, '')) * 100)
        : number(fields.goalAmount),
    sellsMemberships: fields.sellsMemberships,
    sellsCodes: fields.sellsCodes,
    commissionBasisPoints: number(fields.commissionBasisPoints),
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
  const form = useForm<Fields, unknown, CreateCampaignRequest>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: EMPTY,
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
  const goalKind = useWatch({ control: form.control, name: 'goalKind' });
  const editionError =
    errors.editionId && form.getValues('editionId') === ''
      ? NewCampaignText.chooseEdition
      : errors.editionId?.message;
  const sellsError = errors.sellsMemberships?.message ?? errors.sellsCodes?.message;
  const back = <TextLink to={`/fundraising/${String(groupId)}`}>Back to the group</TextLink>;
  return (
    <ConsolePage
      title="New campaign"
      description="What the group sells, when, toward which goal, and its share of each sale."
      actions={back}
    >
      <form
        className={parts.form}
        aria-label="New campaign"
        noValidate
        onSubmit={(event) => {
          failure.clear();
          void form.handleSubmit((body) => create.mutate(body))(event);
        }}
      >
        {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
        {editions.isError ? (
          <Notice tone="error">The editions could not be loaded. Please reload the page.</Notice>
        ) : null}
        <TextField
          label="Name"
          hint="What buyers read on the campaign’s page, e.g. “Spring book drive”."
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
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
          <option value="">{editions.isPending ? 'Loading editions…' : 'Choose an edition'}</option>
          {(editions.data?.rows ?? []).map((edition) => (
            <option key={edition.id} value={String(edition.id)}>
              {edition.name} ({edition.marketTitle})
            </option>
          ))}
        </SelectField>
        <div className={styles.row}>
          <TextField
            label="First day"
            type="date"
            error={errors.startsOn?.message}
            {...form.register('startsOn')}
          />
          <TextField
            label="Last day"
            type="date"
            hint="Included, in the market’s time zone."
            error={errors.endsOn?.message}
            {...form.register('endsOn')}
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>Goal</legend>
          <label className={styles.choice}>
            <input type="radio" value="sales" {...form.register('goalKind')} />A number of sales
          </label>
          <label className={styles.choice}>
            <input type="radio" value="money" {...form.register('goalKind')} />
            An amount of money
          </label>
          <TextField
            label={goalKind === 'money' ? 'Goal in dollars' : 'Goal in sales'}
            inputMode={goalKind === 'money' ? 'decimal' : 'numeric'}
            autoComplete="off"
            error={errors.goalAmount?.message}
            {...form.register('goalAmount')}
          />
        </fieldset>
        <fieldset
          className={styles.choices}
          aria-describedby={sellsError ? 'campaign-sells-error' : undefined}
        >
          <legend>What it sells</legend>
          <label className={styles.choice}>
            <input type="checkbox" {...form.register('sellsMemberships')} />
            Digital memberships for the edition
          </label>
          <label className={styles.choice}>
            <input type="checkbox" {...form.register('sellsCodes')} />
            Printed books’ codes
          </label>
          {sellsError ? (
            <p id="campaign-sells-error" className={styles.error}>
              {sellsError}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Commission (basis points)"
          hint="The group’s share of each sale: 2000 is 20%."
          inputMode="numeric"
          autoComplete="off"
          error={errors.commissionBasisPoints?.message}
          {...form.register('commissionBasisPoints')}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save campaign'}
          </Button>
        </div>
      </form>
    </ConsolePage>
  );
}
