import { useId } from 'react';
import styles from './data-grid.module.css';

interface GridSelectProps {
  label: string;
  /** The address's value; '' for "all". */
  value: string;
  onChange: (value: string | undefined) => void;
  options: readonly { value: string; label: string }[];
}

/**
 * A select's options for rows the grid can be narrowed to (markets, categories…): "all" first,
 * then each by name, a retired one said so.
 */
export function choiceOptions(
  choices: readonly { id: number; title: string; retired: boolean }[],
  all: string,
) {
  return [
    { value: '', label: all },
    ...choices.map((choice) => ({
      value: String(choice.id),
      label: choice.retired ? `${choice.title} (retired)` : choice.title,
    })),
  ];
}

/** A grid's filter by one of a few values, beside the free-text filter. */
export function GridSelect({ label, value, onChange, options }: GridSelectProps) {
  const id = useId();
  return (
    <div className={styles.filterSelect}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value || undefined)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
