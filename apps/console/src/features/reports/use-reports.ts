import type { ResponseOf } from '@citybook/contract/endpoint';
import type { ReportsConsoleApi } from '@citybook/contract/reports';
import type { ReportQuery } from '@citybook/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

type ReportEndpoint = (typeof ReportsConsoleApi)[keyof typeof ReportsConsoleApi];

/** One report for the question; the previous answer stays on screen while the next one loads. */
export function useReport<E extends ReportEndpoint>(endpoint: E, query: ReportQuery | undefined) {
  return useQuery({
    queryKey: [endpoint.name, query],
    queryFn: async ({ signal }) => {
      if (!query) throw new Error('a report is asked only with its question');
      return (await callApi<ReportEndpoint>(endpoint, { query, signal })) as ResponseOf<E>;
    },
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
