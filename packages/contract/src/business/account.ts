import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';
import { secondFactorCodeSchema, secondFactorFormSchema } from '../staff/second-factor.ts';

/**
 * MERCHANT-15: a business person's own account: their password, and the two-step sign-in they
 * may turn on (an authenticator app, with recovery codes) and off again.
 */

/** GET /api/business/me/second-factor: whether it is on, and the unused recovery codes left. */
export const businessSecondFactorSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type BusinessSecondFactor = z.infer<typeof businessSecondFactorSchema>;

/** POST /api/business/me/second-factor/off: the password and a current code, as typed. */
export const turnOffSecondFactorRequestSchema = z.object({
  currentPassword: z.string().check(z.maxLength(1000)),
  code: secondFactorCodeSchema,
});
export type TurnOffSecondFactorRequest = z.infer<typeof turnOffSecondFactorRequestSchema>;

/** Its form: both asked, the code either an authenticator code or a recovery code. */
export const turnOffSecondFactorFormSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Please enter your password.')),
  code: secondFactorFormSchema.shape.code,
});
export type TurnOffSecondFactorForm = z.infer<typeof turnOffSecondFactorFormSchema>;

export const BusinessAccountErrors = {
  /** Setting up when it is on, confirming when no set-up was started, or a step when it is off. */
  secondFactorState: errorAnswer({ status: 409, code: ErrorCode.secondFactorState }),
} as const;

export const BusinessAccountText = {
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  notStarted: 'Setting up two-step sign-in was not started, or was started again elsewhere.',
  off: 'Two-step sign-in is off.',
} as const;
