import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../components/error-dialog/use-error-dialog.ts';
import { hasSession } from '../../features/account/session.ts';
import { onNativeEvent } from '../../native/incoming.ts';
import type { StoreEvent } from './store-result.ts';

/**
 * ACTIVATION-19 native purchase or restore: the store's result arrives from the native shell whatever
 * page is open. Its handling is loaded when a result comes, not with the login page (ADR 0005).
 */
export function useNativePurchaseResults(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorDialog();

  const handle = useEffectEvent(async (event: StoreEvent) => {
    const { handleStoreResult } = await import('./store-result.ts');
    await handleStoreResult(event, { queryClient, navigate, showError });
  });

  useEffect(
    () =>
      onNativeEvent((event) => {
        // Without a login there is no account the purchase could belong to.
        if (event.type !== 'PurchaseResult' && event.type !== 'RestoreResult') return;
        if (hasSession()) void handle(event);
      }),
    [],
  );
}
