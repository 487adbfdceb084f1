import * as z from 'zod/mini';

/**
 * ACTIVATION-22: what the purchase, change and resume requests add, the terms version the screen
 * showed and the label of the button pressed. Optional in the shape so that a screen from before
 * the terms (an app not reloaded since) is told the terms changed, not that its request is invalid.
 */
export const consentRequestShape = {
  /** The version of SUBSCRIPTION_TERMS the screen showed; a missing or older one is refused. */
  termsVersion: z.optional(z.string().check(z.maxLength(40))),
  /** The label of the button pressed. */
  button: z.optional(z.string().check(z.maxLength(100))),
};

/** POST /api/account/subscription/resume. */
export const resumeSubscriptionRequestSchema = z.object(consentRequestShape);
