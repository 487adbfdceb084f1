import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';

/** POST /api/account/activate (activating and adding a further code). */
export const activateRequestSchema = z.object({ code: z.string().check(z.maxLength(100)) });

/** ACTIVATION-9 Voucher. */
export const voucherSchema = z.object({
  /** A book's printed code (XXXX-XXXX-…); a subscription's is no code to show. */
  code: z.string(),
  currentVoucher: z.boolean(),
  activationVoucherId: z.int(),
  /** Issue 32 item 11: when the member activated it (the code was entered, the plan bought). */
  activatedAt: z.iso.datetime(),
  /** Issue 32 item 11: the last moment its offers can be used (a subscription's period end). */
  validTo: z.iso.datetime(),
  /** Issue #15 item 16: a subscription, shown as its plan; null for a book code. */
  plan: z.nullable(
    z.object({
      /** The plan's title ('Monthly'). */
      title: z.string(),
      /** It renews at `validTo` (active); otherwise it ends (or ended) then. */
      renews: z.boolean(),
      validTo: z.iso.datetime(),
    }),
  ),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.array(voucherSchema);

export const activationVoucherIdParamsSchema = z.object({
  activationVoucherId: idParamSchema,
});

/** ACTIVATION-9 Activation response: the book or the subscription shape, plus isDeactivatedFuture. */
export const activationResponseSchema = z.object({
  bookActivationVoucher: z.nullable(
    z.object({ activationVoucherCode: z.string(), offersValidTo: z.iso.datetime() }),
  ),
  subscriptionActivationVoucher: z.nullable(
    z.object({
      expiration: z.iso.datetime(),
      subscriptionTypeCode: z.int(),
      paymentInstrument: z.object({
        paymentCard: z.object({
          brand: z.string(),
          last4: z.string(),
          expirationMonth: z.int(),
          expirationYear: z.int(),
        }),
      }),
    }),
  ),
  isDeactivatedFuture: z.boolean(),
});
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

/** ACTIVATION-6 activation texts. */
export const ActivationText = {
  errorTitle: 'Activation Error',
  invalidOrInUse: (code: number | string) =>
    `Activation code is either invalid or already in use. Error code ${code}.`,
  alreadyActivated: 'This account has already been activated.',
  expired: 'Activation code is expired.',
  /** OPERATOR-17: a printed code the publisher voided (a misprint, a lost box) before use. */
  withdrawn:
    'This activation code was withdrawn by the publisher and can no longer be activated. Please contact support or the place where you got your book.',
  failed: 'Sorry, we were unable to activate your account at this time.  Please try again later.',
} as const;
