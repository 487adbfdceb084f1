import type { Market } from '@citybook/contract/market';
import { reportQuerySchema } from '@citybook/contract/reports';
import type { ReportQuery } from '@citybook/contract/reports';
import { Button } from '@citybook/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SelectField, TextField } from '../../components/field/field.tsx';
import styles from './reports.module.css';

interface ReportFiltersProps {
  markets: readonly Market[];
  query: ReportQuery;
  onAsk: (query: ReportQuery) => void;
}

type Errors = Partial<Record<'from' | 'to', string>>;

/** OPERATOR-23: the market and its days a report answers for, checked by the contract's rule. */
export function ReportFilters({ markets, query, onAsk }: ReportFiltersProps) {
  const [draft, setDraft] = useState({
    marketId: String(query.marketId),
    from: query.from,
    to: query.to,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [asked, setAsked] = useState(query);
  // A new question from the address (back, a link) resets the form to it.
  if (asked !== query) {
    setAsked(query);
    setDraft({ marketId: String(query.marketId), from: query.from, to: query.to });
    setErrors({});
  }
  const market = markets.find((candidate) => String(candidate.id) === draft.marketId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse(draft);
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
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="Report range">
      <SelectField
        label="Market"
        hint={market ? `Days are counted in ${market.timeZone}.` : undefined}
        name="marketId"
        value={draft.marketId}
        onChange={(event) => {
          setDraft({ ...draft, marketId: event.target.value });
        }}
      >
        {markets.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title}
          </option>
        ))}
      </SelectField>
      {dateField('from', 'From')}
      {dateField('to', 'To')}
      <Button type="submit" className={styles.show}>
        Show report
      </Button>
    </form>
  );
}
