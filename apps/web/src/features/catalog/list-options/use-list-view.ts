import type { ListSort } from '@citybook/contract/catalog';
import { isFiltered } from './list-options.ts';
import { useListFilters } from './use-list-filters.ts';
import { useListOptions } from './use-list-options.ts';

/**
 * Everything a list page needs for its order and filters (issue #17 item 2): the options as they
 * apply, what they are judged against, the bar's props, and a way back to the whole list.
 */
export function useListView(
  sorts: readonly [ListSort, ...ListSort[]],
  timeZone: string | undefined,
) {
  const [options, setOptions] = useListOptions(sorts);
  const { applied, context, canFilterFavourites } = useListFilters(options, timeZone);
  return {
    applied,
    context,
    filtered: isFiltered(applied),
    barProps: { sorts, options, onChange: setOptions, canFilterFavourites },
    showAll: () => {
      setOptions({ ...options, usableNow: false, favouritesOnly: false });
    },
  };
}
