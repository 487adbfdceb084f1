import { defineEndpoint } from '../endpoint.ts';
import { RedemptionErrors } from './error-answers.ts';
import { verifyParamsSchema } from './verification-code-input.ts';
import { verificationSchema } from './verify.ts';

/** Issue #16: staff check a verification code, logged out, under a strict per-address limit. */
export const verifyRedemption = defineEndpoint({
  area: 'redemption',
  name: 'verifyRedemption',
  method: 'GET',
  path: '/api/redemption/verify/:code',
  access: 'anyone',
  rateLimit: 'verify',
  params: verifyParamsSchema,
  response: verificationSchema,
  errors: [RedemptionErrors.unknownVerificationCode],
});
