import { ListOptionsText } from '@citybook/contract/catalog';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './list-search.module.css';

interface ListSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How many entries are shown, announced politely as it changes. */
  count: number;
  /** What the list shows, in the singular, e.g. 'coupon'. */
  noun: string;
  /** Whether the filters (issue #17 item 2), not the search text, left the list empty. */
  filtered: boolean;
}

function statusText(count: number, noun: string, search: string, filtered: boolean): string {
  if (count > 0) return `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
  const text = search.trim();
  if (!filtered) return `No ${noun}s match "${text}".`;
  return text === ''
    ? ListOptionsText.nothingMatches(`${noun}s`)
    : ListOptionsText.nothingMatchesSearch(`${noun}s`, text);
}

/** A search box filtering the list below it as the user types. */
export function ListSearch({ label, value, onChange, count, noun, filtered }: ListSearchProps) {
  return (
    <div role="search" className={styles.search}>
      <TextField
        type="search"
        label={label}
        value={value}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <p role="status" className={styles.status}>
        {statusText(count, noun, value, filtered)}
      </p>
    </div>
  );
}
