import { BusinessApi } from '@citybook/contract/business';
import {
  ReportsBusinessApi,
  lastMarketDays,
  merchantResultsQuerySchema,
} from '@citybook/contract/reports';
import type { MerchantResultsQuery } from '@citybook/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../lib/api-client.ts';

/** The signed-in business person, their organisation and locations (MERCHANT-2). */
export function useBusinessLocations() {
  return useQuery({
    queryKey: [BusinessApi.getCurrentBusinessUser.name],
    queryFn: ({ signal }) => callApi(BusinessApi.getCurrentBusinessUser, { signal }),
    staleTime: 60_000,
  });
}

/** The browser's zone: the portal's first question is the last 30 days where the merchant is. */
const hereZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * MERCHANT-7: the results' question, kept in the address (`?from=&to=&merchantId=`) so it can be
 * bookmarked; until one is asked, the last 30 days of all the organisation's locations.
 */
export function useResultsSearch() {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): MerchantResultsQuery => {
    const asked = merchantResultsQuerySchema.safeParse(Object.fromEntries(params));
    return asked.success ? asked.data : lastMarketDays(hereZone());
  }, [params]);
  const ask = useCallback(
    (next: MerchantResultsQuery) => {
      setParams({
        from: next.from,
        to: next.to,
        ...(next.merchantId === undefined ? {} : { merchantId: String(next.merchantId) }),
      });
    },
    [setParams],
  );
  return { query, ask };
}

/** The results for the question; the previous answer stays on screen while the next one loads. */
export function useMerchantResults(query: MerchantResultsQuery) {
  return useQuery({
    queryKey: [ReportsBusinessApi.getMerchantResults.name, query],
    queryFn: ({ signal }) => callApi(ReportsBusinessApi.getMerchantResults, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
