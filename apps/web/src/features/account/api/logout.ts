import { AccountApi } from '@citybook/contract/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useEndLocalSession } from '../use-end-local-session.ts';

/** The POST form of the spec's logout: as a JSON call from our origin, no page can forge it. */
export async function logout(): Promise<void> {
  await callApi(AccountApi.logoutByPost, { body: {} });
}

/** ACCOUNT-7: logging out ends the session on the server and on this device, then shows login. */
export function useLogout() {
  const endLocalSession = useEndLocalSession();
  return useMutation({
    mutationFn: logout,
    // The user asked to leave: forget the session here even when the server could not be reached.
    onSettled: () => endLocalSession(),
  });
}
