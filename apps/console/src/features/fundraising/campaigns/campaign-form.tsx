import type { CampaignSummary, CreateCampaignRequest } from '@citybook/contract/fundraising';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import styles from '../fundraising.module.css';

/*
 * FUNDRAISING-2, FUNDRAISING-14: the fields a campaign is made and corrected with, as typed
 * (numbers as text, a money goal in dollars); the contract's schemas judge what they become.
 */

/** What the operator types; the market and edition only matter to a new campaign. */
export interface CampaignFormValues {
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
  leaderboardHidden: boolean;
}

export const EMPTY_CAMPAIGN: CampaignFormValues = {
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
  leaderboardHidden: false,
};

/** A campaign's values in the form: its goal in dollars when it is money. */
export function campaignFormValues(campaign: CampaignSummary): CampaignFormValues {
  return {
    name: campaign.name,
    editionId: String(campaign.editionId),
    marketId: String(campaign.marketId),
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
    goalKind: campaign.goalKind,
    goalAmount:
      campaign.goalKind === 'money'
        ? (campaign.goalAmount / 100).toFixed(2)
        : String(campaign.goalAmount),
    sellsMemberships: campaign.sellsMemberships,
    sellsCodes: campaign.sellsCodes,
    commissionBasisPoints: String(campaign.commissionBasisPoints),
    leaderboardHidden: campaign.leaderboardHidden,
  };
}

/** A number as typed: empty is not one (the schema says so on the field). */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The request's fields every campaign form sends, from what was typed. */
export function campaignTerms(
  fields: CampaignFormValues,
): Omit<CreateCampaignRequest, 'marketId' | 'editionId'> {
  return {
    name: fields.name,
    startsOn: fields.startsOn,
    endsOn: fields.endsOn,
    goalKind: fields.goalKind,
    goalAmount:
      fields.goalKind === 'money'
        ? Math.round(typedNumber(fields.goalAmount.replace(/[$,\s]/g, '')) * 100)
        : typedNumber(fields.goalAmount),
    sellsMemberships: fields.sellsMemberships,
    sellsCodes: fields.sellsCodes,
    commissionBasisPoints: typedNumber(fields.commissionBasisPoints),
  };
}

/**
 * The campaign's name, days, goal, what it sells and commission. `place` comes after the name (a
 * new campaign's edition, or the fixed one of a campaign made), `extra` before the commission; a
 * locked commission is read-only with the reason, and `sellsHint` says what may still change.
 */
export function CampaignFields<Output>({
  form,
  place,
  extra,
  commissionLockedHint,
  sellsHint,
}: {
  form: UseFormReturn<CampaignFormValues, unknown, Output>;
  place: ReactNode;
  extra?: ReactNode;
  commissionLockedHint?: string | undefined;
  sellsHint?: string | undefined;
}) {
  const { errors } = form.formState;
  const goalKind = useWatch({ control: form.control, name: 'goalKind' });
  const sellsError = errors.sellsMemberships?.message ?? errors.sellsCodes?.message;
  const sellsNote = sellsError ?? sellsHint;
  return (
    <>
      <TextField
        label="Name"
        hint="What buyers read on the campaign’s page, e.g. “Spring book drive”."
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {place}
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
        aria-describedby={sellsNote ? 'campaign-sells-note' : undefined}
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
        {sellsNote ? (
          <p id="campaign-sells-note" className={sellsError ? styles.error : undefined}>
            {sellsNote}
          </p>
        ) : null}
      </fieldset>
      {extra}
      <TextField
        label="Commission (basis points)"
        hint={commissionLockedHint ?? 'The group’s share of each sale: 2000 is 20%.'}
        inputMode="numeric"
        autoComplete="off"
        readOnly={commissionLockedHint !== undefined}
        error={errors.commissionBasisPoints?.message}
        {...form.register('commissionBasisPoints')}
      />
    </>
  );
}
