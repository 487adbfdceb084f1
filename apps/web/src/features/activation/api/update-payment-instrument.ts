import type { Profile } from '@citybook/contract/account';
import { ActivationApi } from '@citybook/contract/activation';
import type { updatePaymentInstrumentRequestSchema } from '@citybook/contract/activation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';

export type UpdatePaymentInstrumentRequest = z.infer<typeof updatePaymentInstrumentRequestSchema>;

interface UpdatePaymentInstrumentVariables extends UpdatePaymentInstrumentRequest {
  activationVoucherId: number;
}

/**
 * ACTIVATION-18: replaces the card of a subscription; after a failed renewal the server charges the
 * renewal with the new card. Answers with the profile.
 */
export function updatePaymentInstrument({
  activationVoucherId,
  ...request
}: UpdatePaymentInstrumentVariables): Promise<Profile> {
  return callApi(ActivationApi.updatePaymentInstrument, {
    params: { activationVoucherId },
    body: request,
  });
}

export function useUpdatePaymentInstrument() {
  return useMutation({ mutationFn: updatePaymentInstrument });
}
