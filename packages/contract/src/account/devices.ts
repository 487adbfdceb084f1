import * as z from 'zod/mini';

/** One signed-in device of the member: a live session, described without anything secret. */
export const signedInDeviceSchema = z.object({
  /** The session's id: no secret, it only tells the rows apart. */
  id: z.int(),
  /** A rough description of the browser and system, e.g. "Chrome on Android". */
  client: z.string(),
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
