import { NotHonouredApi } from '@citybook/contract/redemption';
import type { NotHonouredRequest, NotHonouredResult } from '@citybook/contract/redemption';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { redemptionsQueryKey } from './get-redemptions.ts';
import { notHonouredReportsQueryKey } from './get-not-honoured-reports.ts';

/** MERCHANT-10: reports one of the member's redemptions as not honoured at the counter. */
export function reportNotHonoured(
  redemptionId: number,
  body: NotHonouredRequest,
): Promise<NotHonouredResult> {
  return callApi(NotHonouredApi.reportNotHonoured, { params: { redemptionId }, body });
}

/** The report; the member's redemptions and reports load anew once it is made. */
export function useReportNotHonoured(redemptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotHonouredRequest) => reportNotHonoured(redemptionId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redemptionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: notHonouredReportsQueryKey }),
      ]),
  });
}
