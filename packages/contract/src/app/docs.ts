import type { AreaDocs } from '../endpoint.ts';
import type * as AppApi from './endpoints.ts';
import type { AppErrors } from './error-answers.ts';

/**
 * The API reference's words for the app endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const appDocs = {
  endpoints: {
    getMinimumVersions: 'The oldest native app version each platform may still use.',
    getMinimumVersion: 'The oldest native app version one platform (android, ios) may still use.',
    reportClientError: 'A failure the web app met, for the server’s log; answers 204.',
    health: 'Load-balancer health check: 200 when the database answers within 2 seconds.',
    getOpenApiDocument: 'This API as an OpenAPI 3.1 document, made from the endpoint declarations.',
  },
  errors: {
    databaseUnavailable: 'The database did not answer; the body adds status and database.',
  },
} as const satisfies AreaDocs<typeof AppApi, typeof AppErrors>;
