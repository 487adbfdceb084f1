import { StaffApi } from '@citybook/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import type { SignInState } from './sign-in-state.ts';

/** Signs out (OPERATOR-6): the server ends the session; the console forgets what it loaded. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(StaffApi.signOut, { body: {} }),
    onSettled: () => {
      queryClient.clear();
      void navigate('/sign-in', {
        replace: true,
        state: { reason: 'signedOut' } satisfies SignInState,
      });
    },
  });
}
