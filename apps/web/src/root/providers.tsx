import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ConfirmProvider } from '../components/confirm-dialog/confirm-provider.tsx';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import type { AppRouter } from './router.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  router: AppRouter;
}

export function AppProviders({ queryClient, router }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorDialogProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </ErrorDialogProvider>
    </QueryClientProvider>
  );
}
