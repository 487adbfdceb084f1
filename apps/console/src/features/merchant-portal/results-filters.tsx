import type { BusinessLocation } from '@citybook/contract/business';
import { merchantResultsQuerySchema } from '@citybook/contract/reports';
import type { MerchantResultsQuery } from '@citybook/contract/reports';
import { Button } from '@citybook/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SelectField, TextField } from '../../components/field/field.tsx';
import styles from './merchant-portal.module.css';

interface ResultsFiltersProps {
  locations: readonly BusinessLocation[];
  query: MerchantResultsQuery;
  onAsk: (query: MerchantResultsQuery) => void;
}

type Errors = Partial<Record<'from' | 'to', string>>;

function draftOf(query: MerchantResultsQuery) {
  return {
    merchantId: query.merchantId === undefined ? '' : String(query.merchantId),
    from: query.from,
    to: query.to,
  };
}

/** MERCHANT-7: which location (or all) and which days, checked by the contract's rule. */
export function ResultsFilters({ locations, query, onAsk }: ResultsFiltersProps) {
  const [draft, setDraft] = useState(() => draftOf(query));
  const [errors, setErrors] = useState<Errors>({});
  const [asked, setAsked] = useState(query);
  // A new question from the address (back, a link) resets the form to it.
  if (asked !== query) {
    setAsked(query);
    setDraft(draftOf(query));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { merchantId, ...days } = draft;
    const parsed = merchantResultsQuerySchema.safeParse(
      merchantId === '' ? days : { ...days, merchantId },
    );
    if (parsed.success) {
      setErrors({});
      onAsk(parsed.data);
      return;
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
  }

  const dateField = (name: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      error={errors[name]}
      type="date"
      name={name}
      required
      value={draft[name]}
      onChange={(event) => {
        setDraft({ ...draft, [name]: event.target.value });
      }}
    />
  );

  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="Results range">
      {locations.length > 1 ? (
        <SelectField
          label="Location"
          name="merchantId"
          value={draft.merchantId}
          onChange={(event) => {
            setDraft({ ...draft, merchantId: event.target.value });
          }}
        >
          <option value="">All locations</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      {dateField('from', 'From')}
      {dateField('to', 'To')}
      <Button type="submit" className={styles.show}>
        Show results
      </Button>
    </form>
  );
}
