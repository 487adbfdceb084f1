import * as z from 'zod/mini';
import { businessRoleSchema } from './access.ts';

/**
 * What a business sign-in needs next (MERCHANT-2): a new password (first sign-in, or after a reset),
 * the code when the person has set up a second factor, or nothing: signed in. The second factor is
 * offered to a business's people, not required.
 */
export const BUSINESS_SIGN_IN_STEPS = ['changePassword', 'code', 'signedIn'] as const;
export type BusinessSignInStep = (typeof BUSINESS_SIGN_IN_STEPS)[number];
export const businessSignInStepSchema = z.object({ next: z.enum(BUSINESS_SIGN_IN_STEPS) });
export type BusinessSignInStepResponse = z.infer<typeof businessSignInStepSchema>;

/** A location as its business's people see it. */
export const businessLocationSchema = z.object({
  id: z.number(),
  title: z.string(),
  address: z.string(),
});
export type BusinessLocation = z.infer<typeof businessLocationSchema>;

/** GET /api/business/me: the signed-in person, their organisation and their locations. */
export const currentBusinessUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: businessRoleSchema,
  organisation: z.object({ id: z.number(), name: z.string() }),
  /** A merchant admin: every location of the organisation; counter staff: those they are given. */
  locations: z.array(businessLocationSchema),
  secondFactor: z.boolean(),
  signedInAt: z.string(),
  /** The absolute end of this session; the idle end moves with every request. */
  sessionExpiresAt: z.string(),
});
export type CurrentBusinessUser = z.infer<typeof currentBusinessUserSchema>;
