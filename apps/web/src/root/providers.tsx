import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ConfirmProvider } from '../components/confirm-dialog/confirm-provider.tsx';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { ForgetDeviceRecordsContext } from '../lib/session-end.ts';
import { forgetDeviceRecords } from './device-records.ts';
import type { AppRouter } from './router.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  router: AppRouter;
}

export function AppProviders({ queryClient, router }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ForgetDeviceRecordsContext value={forgetDeviceRecords}>
        <ErrorDialogProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ErrorDialogProvider>
      </ForgetDeviceRecordsContext>
    </QueryClientProvider>
  );
}
