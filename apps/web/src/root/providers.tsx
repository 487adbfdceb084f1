import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm-dialog/confirm-provider.tsx';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { ForgetDeviceRecordsContext } from '../lib/session-end.ts';
import { forgetDeviceRecords } from './device-records.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The router's provider: the browser's, or the static one of the prerendered page. */
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ForgetDeviceRecordsContext value={forgetDeviceRecords}>
        <ErrorDialogProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ErrorDialogProvider>
      </ForgetDeviceRecordsContext>
    </QueryClientProvider>
  );
}
