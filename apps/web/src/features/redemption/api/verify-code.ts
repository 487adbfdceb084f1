import { RedemptionApi } from '@citybook/contract/redemption';
import type { Verification } from '@citybook/contract/redemption';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Issue #16: staff check a verification code (no login). */
export function verifyCode(code: string, signal?: AbortSignal): Promise<Verification> {
  return callApi(RedemptionApi.verifyRedemption, { params: { code }, signal });
}

/**
 * One check per code shown: every call records a check on the server, so the answer is not
 * fetched again behind staff's back (focus, reconnect) nor retried.
 */
export function useVerifyCode(code: string | undefined) {
  return useQuery({
    queryKey: ['redemption', 'verify', code],
    queryFn: ({ signal }) => verifyCode(code ?? '', signal),
    enabled: code !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
