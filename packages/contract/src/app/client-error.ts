import { z } from 'zod';

/** POST /api/app/client-error: what the web app reports about a failed call or a crash. */
export const clientErrorReportSchema = z.object({
  message: z.string().max(2000),
  status: z.number().int().optional(),
  code: z.union([z.number(), z.string().max(100)]).optional(),
  path: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const emptyResponseSchema = z.object({});

/** GET /api/app/config: server settings the web app needs at run time. */
export const appConfigSchema = z.object({
  /** Map tile URL template with {z}/{x}/{y} (and optionally {s}). */
  tileUrl: z.string(),
  tileAttribution: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
