import { z } from 'zod';
import { idParamSchema } from '../app/ids.ts';

/** POST /api/account/activate (activating and adding a further code). */
export const activateRequestSchema = z.object({ code: z.string().max(100) });

/** Spec §3 Voucher. */
export const voucherSchema = z.object({
  code: z.string(),
  currentVoucher: z.boolean(),
  activationVoucherId: z.number().int(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.array(voucherSchema);

export const activationVoucherIdParamsSchema = z.object({
  activationVoucherId: idParamSchema,
});

/** Spec §3 Activation response: the book or the subscription shape, plus isDeactivatedFuture. */
export const activationResponseSchema = z.object({
  bookActivationVoucher: z
    .object({ activationVoucherCode: z.string(), offersValidTo: z.iso.datetime() })
    .nullable(),
  subscriptionActivationVoucher: z
    .object({
      expiration: z.iso.datetime(),
      subscriptionTypeCode: z.number().int(),
      paymentInstrument: z.object({
        paymentCard: z.object({
          brand: z.string(),
          last4: z.string(),
          expirationMonth: z.number().int(),
          expirationYear: z.number().int(),
        }),
      }),
    })
    .nullable(),
  isDeactivatedFuture: z.boolean(),
});
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

/** Spec §8 activation texts. */
export const ActivationText = {
  errorTitle: 'Activation Error',
  invalidOrInUse: (code: number | string) =>
    `Activation code is either invalid or already in use. Error code ${code}.`,
  alreadyActivated: 'This account has already been activated.',
  expired: 'Activation code is expired.',
  failed: 'Sorry, we were unable to activate your account at this time.  Please try again later.',
} as const;
