import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';

interface ConsoleProvidersProps {
  queryClient: QueryClient;
  router: DataRouter;
}

export function ConsoleProviders({ queryClient, router }: ConsoleProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
