import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withToast } from '../../components/toast/toast-state.ts';
import { paths } from '../../lib/paths.ts';
import { sendToNative } from '../../native/messages.ts';
import { clearLocalSession } from './session.ts';

/**
 * ACCOUNT-7 logout, on this device: tells the native shell, forgets the session, stored data and
 * account state, and shows login (with `toast`, if given) or the page `to`.
 */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (toast?: string, to: string = paths.login) => {
      sendToNative({ type: 'Logout' });
      clearLocalSession();
      // Leave the protected page before emptying the cache it reads from.
      await navigate(to, {
        replace: true,
        ...(toast === undefined ? {} : { state: withToast(toast) }),
      });
      queryClient.clear();
    },
    [queryClient, navigate],
  );
}
