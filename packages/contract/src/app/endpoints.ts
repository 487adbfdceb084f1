import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { clientErrorReportSchema } from './client-error.ts';
import { AppErrors } from './error-answers.ts';
import { healthSchema } from './health.ts';
import { openApiDocumentSchema } from './openapi.ts';
import { appOsSchema, minimumVersionSchema, minimumVersionsSchema } from './version.ts';

export const getMinimumVersions = defineEndpoint({
  area: 'app',
  name: 'getMinimumVersions',
  method: 'GET',
  path: '/api/version/minimumVersion',
  access: 'anyone',
  response: minimumVersionsSchema,
  errors: [],
});

export const getMinimumVersion = defineEndpoint({
  area: 'app',
  name: 'getMinimumVersion',
  method: 'GET',
  path: '/api/version/minimumVersion/:os',
  access: 'anyone',
  params: z.object({ os: z.pipe(z.string().check(z.toLowerCase()), appOsSchema) }),
  response: minimumVersionSchema,
  errors: [],
});

export const reportClientError = defineEndpoint({
  area: 'app',
  name: 'reportClientError',
  method: 'POST',
  path: '/api/app/client-error',
  access: 'anyone',
  rateLimit: 'clientError',
  body: clientErrorReportSchema,
  response: null,
  errors: [],
});

export const health = defineEndpoint({
  area: 'app',
  name: 'health',
  method: 'GET',
  path: '/api/health',
  access: 'anyone',
  response: healthSchema,
  errors: [AppErrors.databaseUnavailable],
});

export const getOpenApiDocument = defineEndpoint({
  area: 'app',
  name: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'anyone',
  response: openApiDocumentSchema,
  errors: [],
});

/** App-wide calls: native app versions, error reports, health, the API's own description. */
