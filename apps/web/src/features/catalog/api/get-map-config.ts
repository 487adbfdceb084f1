import type { AppConfig } from '@citybook/contract/app';
import { CatalogApi } from '@citybook/contract/catalog';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getMapConfig(signal?: AbortSignal): Promise<AppConfig> {
  return callApi(CatalogApi.getMapConfig, { signal });
}

/** The map's tiles, as the server is configured; they do not change while the app runs. */
export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'config'] as const,
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
