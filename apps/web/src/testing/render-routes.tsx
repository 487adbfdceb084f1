import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { AppProviders } from '../root/providers.tsx';
import { trackHistory } from '../lib/history-depth.ts';
import { createTestQueryClient } from './query-client.ts';

interface RenderRoutesOptions {
  initialEntries: InitialEntry[];
  initialIndex?: number;
  queryClient?: QueryClient;
}

/** Renders routes in a memory router with the app's providers (query client, dialogs). */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: options.initialEntries,
    ...(options.initialIndex === undefined ? {} : { initialIndex: options.initialIndex }),
  });
  // As the app's router is (app/router.tsx): Back buttons and dialogs ask how deep an entry is.
  trackHistory(router);
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient };
}
