import { OfflineRedeemText } from '@citybook/contract/redemption';
import type { QueryClient } from '@tanstack/react-query';
import type { ConfirmOptions } from '../../components/confirm-dialog/confirm-context.ts';
import { loadStoredProfile } from '../../features/account/profile-storage.ts';
import { hasWaitingHint } from '../../features/redemption/offline/waiting-hint.ts';

/** ACCOUNT-7: Logout asks first, with OK and Cancel. */
export const LOGOUT_CONFIRM: ConfirmOptions = {
  title: 'Log out',
  message: 'Are you sure you want to log out?',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
};

/**
 * The logout question (issue #27): with coupons redeemed offline that could not be sent, it says
 * they stay on this phone until the member's next login here, and offers to stay logged in.
 */
export function logoutQuestion(unsent: number): ConfirmOptions {
  if (unsent === 0) return LOGOUT_CONFIRM;
  return {
    title: LOGOUT_CONFIRM.title,
    message: OfflineRedeemText.unsentAtLogout(unsent),
    confirmLabel: OfflineRedeemText.logOutAnyway,
    cancelLabel: OfflineRedeemText.stayLoggedIn,
  };
}

/**
 * Before asking (issue #27): sends the member's coupons redeemed with no signal, and answers how
 * many still wait. The sending code is downloaded only when something waits (ADR 0018); should it
 * fail to load, nothing is lost: what waits stays on the device all the same.
 */
export async function unsentBeforeLogout(queryClient: QueryClient): Promise<number> {
  const userId = loadStoredProfile()?.accountId;
  if (userId === undefined || !hasWaitingHint()) return 0;
  try {
    const { sendBeforeLogout } = await import('../../features/redemption/offline/before-logout.ts');
    return await sendBeforeLogout(queryClient, userId);
  } catch {
    return 0;
  }
}
