import { GridSelect } from '../data-grid/grid-select.tsx';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'retired', label: 'Retired' },
] as const;

/** A grid's filter by standing (the contract's `retired`: all, live or retired; OPERATOR-10). */
export function RetiredFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (retired: string | undefined) => void;
}) {
  return <GridSelect label="Status" value={value ?? ''} onChange={onChange} options={OPTIONS} />;
}
