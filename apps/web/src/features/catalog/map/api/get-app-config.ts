import { ApiPath, appConfigSchema } from '@citybook/contract';
import type { AppConfig } from '@citybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../../lib/api-client.ts';

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return requestJson(ApiPath.app.config, appConfigSchema, signal ? { signal } : {});
}

/** Server settings such as the map tiles; they do not change while the app runs. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app', 'config'] as const,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
