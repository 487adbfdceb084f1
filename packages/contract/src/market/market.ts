import { z } from 'zod';

/** Spec §3 Market: id and title, plus the centre and radius that define its area. */
export const marketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusMiles: z.number(),
});
export type Market = z.infer<typeof marketSchema>;

export const marketListSchema = z.array(marketSchema);

export const MARKET_ERROR_MESSAGE =
  'Sorry we were unable to retrieve market information.  Please try again later.';
