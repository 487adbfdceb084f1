import { ApiPath } from '@citybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { requestVoid } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { clearLocalSession } from '../session.ts';

export function logout(): Promise<void> {
  return requestVoid(ApiPath.account.logout);
}

/** Spec §4: logging out clears the session, local storage and cached data, then shows login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // The user asked to leave: forget the session here even when the server could not be reached.
    onSettled: async () => {
      clearLocalSession();
      // Leave the protected page before emptying the cache it reads from.
      await navigate(paths.login, { replace: true });
      queryClient.clear();
    },
  });
}
