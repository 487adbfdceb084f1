import { ActivationText, PROFILE_ERROR_MESSAGE, SubscriptionText } from '@citybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../components/error-dialog/use-error-dialog.ts';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { hasSession } from '../../features/account/session.ts';
import { activationErrorMessage } from '../../features/activation/activation-error.ts';
import { activate } from '../../features/activation/api/activate.ts';
import { paths } from '../../lib/paths.ts';
import { onNativeEvent } from '../../native/incoming.ts';
import type { NativeEvent } from '../../native/incoming.ts';

type StoreEvent = Extract<NativeEvent, { type: 'PurchaseResult' | 'RestoreResult' }>;

/**
 * Spec §4 native purchase or restore: the store's result arrives from the native shell whatever
 * page is open. Success brings the profile up to date (a restored code activates it), then the
 * categories; failure is explained.
 */
export function useNativePurchaseResults(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorDialog();

  const activateRestored = async (code: string): Promise<boolean> => {
    try {
      saveProfile(queryClient, await activate({ code }));
      return true;
    } catch (error) {
      showError({
        title: ActivationText.errorTitle,
        message: activationErrorMessage(error),
        error,
      });
      return false;
    }
  };

  const refresh = async (): Promise<boolean> => {
    try {
      await refreshProfile(queryClient);
      return true;
    } catch (error) {
      showError({ message: PROFILE_ERROR_MESSAGE, error });
      return false;
    }
  };

  const handle = useEffectEvent(async (event: StoreEvent) => {
    if (!event.success) {
      const fallback =
        event.type === 'PurchaseResult'
          ? SubscriptionText.purchaseFailed
          : SubscriptionText.restoreFailed;
      showError({ message: event.message ?? fallback });
      return;
    }
    const code = event.type === 'RestoreResult' ? event.activationCode : undefined;
    const updated = code === undefined ? await refresh() : await activateRestored(code);
    if (updated) await navigate(paths.categories, { replace: true });
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
