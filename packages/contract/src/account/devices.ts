import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';

/** One signed-in device of the member: a live session, described without anything secret. */
export const signedInDeviceSchema = z.object({
  /** The session's id: no secret, it only tells the rows apart. */
  id: z.int(),
  /** A rough description of the browser and system, e.g. "Chrome on Android". */
  client: z.string(),
  /**
   * Issue 32 item 10: the address it signed in from, masked ("203.0.113.x"); null for sessions
   * older than the masking, or when the address was not one.
   */
  address: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session of this request. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** GET /api/account/devices: the member's live sessions, the current one first. */
export const signedInDeviceListSchema = z.array(signedInDeviceSchema);

/** POST /api/account/devices/signOutOthers: how many other sessions ended. */
export const signOutOthersResponseSchema = z.object({ ended: z.int() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

/** POST /api/account/devices/:sessionId/signOut: the device, by its row's id. */
export const sessionIdParamsSchema = z.object({ sessionId: idParamSchema });
