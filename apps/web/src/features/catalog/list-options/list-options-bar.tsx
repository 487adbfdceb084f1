import { ListOptionsText } from '@citybook/contract/catalog';
import type { ListSort } from '@citybook/contract/catalog';
import type { ListOptions } from './list-options.ts';
import styles from './list-options-bar.module.css';

interface ListOptionsBarProps {
  /** The orders this list offers, its default first. */
  sorts: readonly ListSort[];
  options: ListOptions;
  onChange: (next: ListOptions) => void;
  /** Offered only to a member who keeps favourites (not the shared guest). */
  canFilterFavourites: boolean;
}

/** A list's order (a native select, easy on a phone) and its two filters, as toggles. */
export function ListOptionsBar({
  sorts,
  options,
  onChange,
  canFilterFavourites,
}: ListOptionsBarProps) {
  const toggles = [
    { key: 'usableNow', label: ListOptionsText.usableNow, on: options.usableNow },
    ...(canFilterFavourites
      ? [{ key: 'favouritesOnly', label: ListOptionsText.favourites, on: options.favouritesOnly }]
      : []),
  ] as const;

  return (
    <div className={styles.bar}>
      <label className={styles.sort}>
        <span className={styles.sortLabel}>{ListOptionsText.sortLabel}</span>
        <select
          className={styles.select}
          value={options.sort}
          onChange={(event) => {
            const sort = sorts.find((each) => each === event.target.value);
            if (sort) onChange({ ...options, sort });
          }}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {ListOptionsText.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{ListOptionsText.filtersLabel}</legend>
        {toggles.map((toggle) => (
          <label key={toggle.key} className={styles.toggle}>
            <input
              type="checkbox"
              checked={toggle.on}
              onChange={(event) => {
                onChange({ ...options, [toggle.key]: event.target.checked });
              }}
            />
            {toggle.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
