import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MerchantGridRow } from '@citybook/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { TextField } from '../../../components/field/field.tsx';
import { RowAction } from '../../../components/row-action/row-action.tsx';
import { callApi } from '../../../lib/api-client.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from './organisations.module.css';

export type PickedLocation = Pick<MerchantGridRow, 'id' | 'title' | 'address1' | 'city'>;

const SEARCH_PAGE_SIZE = 8;

interface LocationPickerProps {
  picked: readonly PickedLocation[];
  onChange: (picked: PickedLocation[]) => void;
  error?: string | undefined;
}

const addressOf = (location: PickedLocation) => `${location.address1}, ${location.city}`;

/**
 * MERCHANT-1: the catalogue's merchants an organisation is made of, found by a part of their name
 * (the merchants grid, on the server); the chosen ones listed with a way to take each back.
 */
export function LocationPicker({ picked, onChange, error }: LocationPickerProps) {
  const [text, setText] = useState('');
  const filter = useDeferredValue(text.trim());
  const found = useQuery({
    queryKey: [CatalogConsoleApi.getMerchantGrid.name, 'picker', filter],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantGrid, {
        query: { filter, pageSize: SEARCH_PAGE_SIZE, retired: 'live' },
        signal,
      }),
    enabled: filter.length > 0,
  });
  const pickedIds = new Set(picked.map((location) => location.id));
  const results = (found.data?.rows ?? []).filter((row) => !pickedIds.has(row.id));
  return (
    <div className={styles.picker}>
      <TextField
        label="Locations"
        hint="Find the catalogue’s merchants by name, then add each location of this organisation."
        error={error}
        type="search"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {filter.length > 0 ? (
        <div className={styles.results} aria-live="polite">
          {found.isPending ? (
            <p role="status">Searching…</p>
          ) : found.isError ? (
            <p role="alert">The merchants could not be searched. Please try again.</p>
          ) : results.length === 0 ? (
            <p>No other merchant’s name contains “{filter}”.</p>
          ) : (
            <ul className={styles.list} aria-label="Merchants found">
              {results.map((row) => (
                <li key={row.id} className={styles.listRow}>
                  <span>
                    <strong>{row.title}</strong>{' '}
                    <span className={parts.muted}>{addressOf(row)}</span>
                  </span>
                  <RowAction
                    aria-label={`Add ${row.title}, ${addressOf(row)}`}
                    onClick={() => {
                      onChange([...picked, row]);
                      setText('');
                    }}
                  >
                    Add
                  </RowAction>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <h3 className={styles.subheading}>Chosen locations ({picked.length})</h3>
      {picked.length === 0 ? (
        <p className={parts.muted}>None yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Chosen locations">
          {picked.map((location) => (
            <li key={location.id} className={styles.listRow}>
              <span>
                <strong>{location.title}</strong>{' '}
                <span className={parts.muted}>{addressOf(location)}</span>
              </span>
              <RowAction
                aria-label={`Remove ${location.title}, ${addressOf(location)}`}
                onClick={() => onChange(picked.filter((each) => each.id !== location.id))}
              >
                Remove
              </RowAction>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
