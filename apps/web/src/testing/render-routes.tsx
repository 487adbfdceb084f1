import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { ConfirmProvider } from '../components/confirm-dialog/confirm-provider.tsx';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
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
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ErrorDialogProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </ErrorDialogProvider>
    </QueryClientProvider>,
  );
  return { router, user, queryClient };
}
