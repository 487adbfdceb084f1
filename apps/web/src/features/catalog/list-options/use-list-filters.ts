import { useMemo } from 'react';
import { useAccountState } from '../api/get-account-state.ts';
import { deviceTimeZone } from '../../../lib/device-time-zone.ts';
import { useNow } from '../../../lib/use-now.ts';
import type { ListOptions } from './list-options.ts';
import type { ListFilterContext } from './order-merchants.ts';

interface ListFilters {
  /** The options as they apply: "favourites only" is off for whoever keeps no favourites. */
  applied: ListOptions;
  context: ListFilterContext;
  /** Whether the member keeps favourites (not the shared guest), so the filter is offered. */
  canFilterFavourites: boolean;
}

/**
 * What a list's filters are judged against: the member's favourites (from the member's state,
 * ADR 0020) and the clock on the market's wall (the device's own zone until the market is known).
 */
export function useListFilters(options: ListOptions, timeZone: string | undefined): ListFilters {
  const state = useAccountState().data;
  const now = useNow(options.usableNow);
  const canFilterFavourites = state !== undefined && !state.guest;
  const favouritesOnly = options.favouritesOnly && canFilterFavourites;
  const applied = useMemo(() => ({ ...options, favouritesOnly }), [options, favouritesOnly]);
  const favourites = state?.favoriteMerchantIds;
  const context = useMemo(
    () => ({
      clock: { now, timeZone: timeZone ?? deviceTimeZone() },
      favouriteIds: new Set(favourites ?? []),
    }),
    [now, timeZone, favourites],
  );
  return { applied, context, canFilterFavourites };
}
