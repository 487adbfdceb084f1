import type { BusinessLocation } from '@citybook/contract/business';
import { merchantResultsQuerySchema } from '@citybook/contract/reports';
import type { MerchantResultsQuery } from '@citybook/contract/reports';
import { Button } from '@citybook/ui';
import { SelectField } from '../../components/field/field.tsx';
import { useRangeForm } from '../../components/range-form/use-range-form.tsx';
import styles from './merchant-portal.module.css';

interface ResultsFiltersProps {
  locations: readonly BusinessLocation[];
  query: MerchantResultsQuery;
  onAsk: (query: MerchantResultsQuery) => void;
}

function draftOf(query: MerchantResultsQuery) {
  return {
    merchantId: query.merchantId === undefined ? '' : String(query.merchantId),
    from: query.from,
    to: query.to,
  };
}

/** MERCHANT-7: which location (or all) and which days, checked by the contract's rule. */
export function ResultsFilters({ locations, query, onAsk }: ResultsFiltersProps) {
  const { draft, setDraft, submit, dateFields } = useRangeForm({
    query,
    draftOf,
    inputOf: ({ merchantId, ...days }) => (merchantId === '' ? days : { ...days, merchantId }),
    rule: merchantResultsQuerySchema,
    onAsk,
  });

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
      {dateFields}
      <Button type="submit" className={styles.show}>
        Show results
      </Button>
    </form>
  );
}
