import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ConsoleProviders } from '../root/providers.tsx';

/** A query client for one test: no retries, so a refused call shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders routes at `path` with the console's providers; answers the router and a user. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = testQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<ConsoleProviders queryClient={queryClient} router={router} />);
  return { ...view, router, user, queryClient };
}
