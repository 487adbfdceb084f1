import type { Market } from '@citybook/contract/market';
import { reportQuerySchema } from '@citybook/contract/reports';
import type { ReportQuery } from '@citybook/contract/reports';
import { Button } from '@citybook/ui';
import { SelectField } from '../../components/field/field.tsx';
import { useRangeForm } from '../../components/range-form/use-range-form.tsx';
import styles from './reports.module.css';

interface ReportFiltersProps {
  markets: readonly Market[];
  query: ReportQuery;
  onAsk: (query: ReportQuery) => void;
}

const draftOf = (query: ReportQuery) => ({
  marketId: String(query.marketId),
  from: query.from,
  to: query.to,
});

/** OPERATOR-23: the market and its days a report answers for, checked by the contract's rule. */
export function ReportFilters({ markets, query, onAsk }: ReportFiltersProps) {
  const { draft, setDraft, submit, dateFields } = useRangeForm({
    query,
    draftOf,
    rule: reportQuerySchema,
    onAsk,
  });
  const market = markets.find((candidate) => String(candidate.id) === draft.marketId);

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
      {dateFields}
      <Button type="submit" className={styles.show}>
        Show report
      </Button>
    </form>
  );
}
