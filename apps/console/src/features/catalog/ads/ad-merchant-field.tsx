import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { callApi } from '../../../lib/api-client.ts';

const PAGE = GRID_PAGE_SIZES.at(-1)!;

interface AdMerchantFieldProps {
  /** The ad's market: only its live merchants can be chosen; none chosen, none offered. */
  marketId: number | undefined;
  /** The chosen merchant's id; null: none. */
  value: number | null;
  onChange: (merchantId: number | null) => void;
  onBlur: () => void;
  /** Where the form puts focus when the server refuses the merchant. */
  selectRef: (element: HTMLSelectElement | null) => void;
  error: string | undefined;
}

/**
 * OPERATOR-10: the merchant a tap on the ad opens. A market has hundreds of merchants, so the
 * list shows the first hundred by name and a search box narrows it on the server; the chosen
 * one stays in the list whatever the search.
 */
export function AdMerchantField({
  marketId,
  value,
  onChange,
  onBlur,
  selectRef,
  error,
}: AdMerchantFieldProps) {
  const [search, setSearch] = useState('');
  const filter = useDeferredValue(search.trim());
  const merchants = useQuery({
    queryKey: [CatalogConsoleApi.getMerchantGrid.name, 'ad-link', marketId, filter],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantGrid, {
        query: {
          page: 1,
          pageSize: PAGE,
          sort: 'title',
          direction: 'asc',
          retired: 'live',
          marketId,
          ...(filter ? { filter } : {}),
        },
        signal,
      }),
    enabled: marketId !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows = marketId === undefined ? [] : (merchants.data?.rows ?? []);
  const listed = value === null || rows.some((row) => row.id === value);
  const stored = useQuery({
    queryKey: [CatalogConsoleApi.getMerchantEditor.name, value],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantEditor, { params: { id: value! }, signal }),
    // The chosen one searched out of the list (or beyond its first page) keeps its name.
    enabled: value !== null && !listed,
  });
  const chosenName = stored.data
    ? `${stored.data.title} (${stored.data.city})`
    : `Merchant #${String(value)}`;
  const more = (merchants.data?.total ?? 0) > rows.length;

  return (
    <>
      <TextField
        label="Find a merchant"
        type="search"
        autoComplete="off"
        hint={
          marketId === undefined
            ? 'Choose the market first.'
            : more
              ? `The list shows the first ${String(rows.length)} by name: type part of a name to narrow it.`
              : 'Type part of a name to narrow the list.'
        }
        disabled={marketId === undefined}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Merchant the ad opens"
        error={error}
        ref={selectRef}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        onBlur={onBlur}
      >
        <option value="">None: the ad opens nothing</option>
        {!listed && value !== null ? <option value={value}>{chosenName}</option> : null}
        {rows.map((row) => (
          <option key={row.id} value={row.id}>
            {row.title} ({row.city})
          </option>
        ))}
      </SelectField>
    </>
  );
}
