import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { withToast } from '../../components/toast/toast-state.ts';
import { paths } from '../../lib/paths.ts';
import { ForgetDeviceRecordsContext } from '../../lib/session-end.ts';
import { sendToNative } from '../../native/messages.ts';
import { loadStoredProfile } from './profile-storage.ts';
import { clearLocalSession } from './session.ts';

export interface EndLocalSessionOptions {
  /** A message for the page shown next. */
  toast?: string;
  /** The page shown next: login unless given. */
  to?: string;
  /** The account itself was deleted (ACCOUNT-21): nothing of it is kept to send later. */
  erased?: boolean;
}

/**
 * ACCOUNT-7 logout, on this device: tells the native shell, forgets the session, stored data,
 * the member's records kept for offline use (issue #27) and account state, and shows login (with
 * `toast`, if given) or the page `to`.
 */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const forgetDeviceRecords = useContext(ForgetDeviceRecordsContext);
  return useCallback(
    async ({ toast, to = paths.login, erased = false }: EndLocalSessionOptions = {}) => {
      sendToNative({ type: 'Logout' });
      // Whose session it was: read before the stored profile goes with the rest.
      const ending = { userId: loadStoredProfile()?.accountId, erased };
      // IndexedDB and the caches settle in the background: logging out never waits on them.
      void clearLocalSession();
      void forgetDeviceRecords(ending);
      // Leave the protected page before emptying the cache it reads from.
      await navigate(to, {
        replace: true,
        ...(toast === undefined ? {} : { state: withToast(toast) }),
      });
      queryClient.clear();
    },
    [queryClient, navigate, forgetDeviceRecords],
  );
}
