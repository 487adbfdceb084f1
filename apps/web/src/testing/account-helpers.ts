import { AppApi } from '@citybook/contract';
import { getDefaultNormalizer } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { jsonResponse, stubFetch } from './fetch-stub.ts';
import { renderRoutes } from './render-routes.tsx';

/** The spec's messages have double spaces, which Testing Library collapses by default. */
export const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** Like stubFetch, and also accepts the error reports the error dialog sends. */
export function stubAccountFetch(replies: Parameters<typeof stubFetch>[0]) {
  return stubFetch({
    [`POST ${AppApi.reportClientError.path}`]: jsonResponse(200, {}),
    ...replies,
  });
}

/** What was sent, as a mocked fetch or recordRequests() records it. */
interface SentCalls {
  mock: { calls: readonly (readonly [unknown, ({ body?: unknown } | undefined)?])[] };
}

/** The JSON bodies sent to `path`, in order. */
export function sentBodies(requests: SentCalls, path: string): unknown[] {
  return requests.mock.calls
    .filter(([input]) => input === path)
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

/** Renders one page at `entry`; any other address renders nothing, so tests read the router. */
export function renderAccountPage(path: string, page: ReactNode, entry: string = path) {
  const routes: RouteObject[] = [
    { path, element: page },
    { path: '*', element: null },
  ];
  return renderRoutes(routes, { initialEntries: [entry] });
}
