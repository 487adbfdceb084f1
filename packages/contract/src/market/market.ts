import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';

/** MARKET-1 Market: id and title, plus the centre and radius that define its area. */
export const marketSchema = z.object({
  id: z.int(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusMiles: z.number(),
  /** IANA zone ("America/Chicago") whose wall clock the offers' rules follow (ADR 0022). */
  timeZone: z.string(),
});
export type Market = z.infer<typeof marketSchema>;

export const marketListSchema = z.array(marketSchema);

export const marketIdSchema = idParamSchema;
export const marketIdParamsSchema = z.object({ marketId: marketIdSchema });

/** POST /api/account/setMarket */
export const setMarketRequestSchema = z.object({ marketId: idSchema });

/** GET /api/market/getByGeolocation: zero coordinates mean "unknown" (MARKET-5, MARKET-6). */
export const geolocationQuerySchema = z.object({
  latitude: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
});
export type Geolocation = z.infer<typeof geolocationQuerySchema>;

export const MARKET_ERROR_MESSAGE =
  'Sorry we were unable to retrieve market information.  Please try again later.';
