import * as z from 'zod/mini';

/** POST /api/app/client-error: what the web app reports about a failed call or a crash. */
export const clientErrorReportSchema = z.object({
  message: z.string().check(z.maxLength(2000)),
  status: z.optional(z.int()),
  code: z.optional(z.union([z.number(), z.string().check(z.maxLength(100))])),
  path: z.optional(z.string().check(z.maxLength(500))),
  url: z.optional(z.string().check(z.maxLength(2000))),
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
