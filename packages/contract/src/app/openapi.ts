import * as z from 'zod/mini';

/** The API's version in its OpenAPI document; raised when an endpoint changes incompatibly. */
export const API_VERSION = '1.0.0';

/** GET /api/openapi.json: an OpenAPI 3.1 document (only its frame is checked here). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
