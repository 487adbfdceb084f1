import * as z from 'zod/mini';
import { defineEndpoint, errorAnswer } from '../endpoint.ts';
import { clientErrorReportSchema } from './client-error.ts';
import { ErrorCode } from './errors.ts';
import { healthSchema } from './health.ts';
import { openApiDocumentSchema } from './openapi.ts';
import { appOsSchema, minimumVersionSchema, minimumVersionsSchema } from './version.ts';

const getMinimumVersions = defineEndpoint({
  area: 'app',
  name: 'getMinimumVersions',
  method: 'GET',
  path: '/api/version/minimumVersion',
  summary: 'The oldest native app version each platform may still use.',
  access: 'anyone',
  response: minimumVersionsSchema,
  errors: [],
});

const getMinimumVersion = defineEndpoint({
  area: 'app',
  name: 'getMinimumVersion',
  method: 'GET',
  path: '/api/version/minimumVersion/:os',
  summary: 'The oldest native app version one platform (android, ios) may still use.',
  access: 'anyone',
  params: z.object({ os: z.pipe(z.string().check(z.toLowerCase()), appOsSchema) }),
  response: minimumVersionSchema,
  errors: [],
});

const reportClientError = defineEndpoint({
  area: 'app',
  name: 'reportClientError',
  method: 'POST',
  path: '/api/app/client-error',
  summary: 'A failure the web app met, for the server’s log; answers 204.',
  access: 'anyone',
  rateLimit: 'clientError',
  body: clientErrorReportSchema,
  response: null,
  errors: [],
});

const health = defineEndpoint({
  area: 'app',
  name: 'health',
  method: 'GET',
  path: '/api/health',
  summary: 'Load-balancer health check: 200 when the database answers within 2 seconds.',
  access: 'anyone',
  response: healthSchema,
  errors: [
    errorAnswer({
      status: 503,
      code: ErrorCode.unavailable,
      when: 'The database did not answer; the body adds status and database.',
    }),
  ],
});

const getOpenApiDocument = defineEndpoint({
  area: 'app',
  name: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API as an OpenAPI 3.1 document, made from the endpoint declarations.',
  access: 'anyone',
  response: openApiDocumentSchema,
  errors: [],
});

/** App-wide calls: native app versions, error reports, health, the API's own description. */
export const AppApi = {
  getMinimumVersions,
  getMinimumVersion,
  reportClientError,
  health,
  getOpenApiDocument,
} as const;
