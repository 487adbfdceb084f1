import { PROFILE_ERROR_MESSAGE } from '@citybook/contract/account';
import { ActivationText, SubscriptionText } from '@citybook/contract/activation';
import type { QueryClient } from '@tanstack/react-query';
import type { ShowErrorDialog } from '../../components/error-dialog/error-dialog-context.ts';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { activationErrorMessage } from '../../features/activation/activation-error.ts';
import { activate } from '../../features/activation/api/activate.ts';
import { loadFailureMessage } from '../../lib/api-error-message.ts';
import { paths } from '../../lib/paths.ts';
import type { NativeEvent } from '../../native/incoming.ts';

export type StoreEvent = Extract<NativeEvent, { type: 'PurchaseResult' | 'RestoreResult' }>;

export interface StoreResultDeps {
  queryClient: QueryClient;
  navigate: (to: string, options: { replace: boolean }) => Promise<void> | void;
  showError: ShowErrorDialog;
}

async function activateRestored(code: string, deps: StoreResultDeps): Promise<boolean> {
  try {
    saveProfile(deps.queryClient, await activate({ code }));
    return true;
  } catch (error) {
    deps.showError({
      title: ActivationText.errorTitle,
      message: activationErrorMessage(error),
      error,
    });
    return false;
  }
}

async function refresh(deps: StoreResultDeps): Promise<boolean> {
  try {
    await refreshProfile(deps.queryClient);
    return true;
  } catch (error) {
    // APP-8: a 400, 402, 404 or 405 answer says what went wrong in the server's words.
    deps.showError({ message: loadFailureMessage(error, PROFILE_ERROR_MESSAGE), error });
    return false;
  }
}

/**
 * ACTIVATION-19 native purchase or restore result: success brings the profile up to date (a restored
 * code activates it), then the categories; failure is explained.
 */
export async function handleStoreResult(event: StoreEvent, deps: StoreResultDeps): Promise<void> {
  if (!event.success) {
    const fallback =
      event.type === 'PurchaseResult'
        ? SubscriptionText.purchaseFailed
        : SubscriptionText.restoreFailed;
    deps.showError({ message: event.message ?? fallback });
    return;
  }
  const code = event.type === 'RestoreResult' ? event.activationCode : undefined;
  const updated = code === undefined ? await refresh(deps) : await activateRestored(code, deps);
  if (updated) await deps.navigate(paths.categories, { replace: true });
}
