import { BusinessApi } from '@citybook/contract/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { BUSINESS_SIGN_IN } from './current-business.ts';

/** MERCHANT-2: ends the business session; the app forgets what it loaded. */
export function useBusinessSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(BusinessApi.businessSignOut, { body: {} }),
    onSettled: () => {
      queryClient.clear();
      void navigate(BUSINESS_SIGN_IN, { replace: true, state: { signedOut: true } });
    },
  });
}
