import * as z from 'zod/mini';
import { apiErrorSchema } from './errors.ts';

/** GET /api/health: what a load balancer asks before sending traffic to a server. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  /** A trivial query answered in time. */
  database: z.literal('ok'),
});
export type Health = z.infer<typeof healthSchema>;

/** The 503 answer: the API error shape plus the same fields, so both kinds of client can read it. */
export const healthUnavailableSchema = z.extend(apiErrorSchema, {
  status: z.literal('unavailable'),
  database: z.literal('unreachable'),
});
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
