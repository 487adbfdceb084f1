import { AppApi } from '@citybook/contract';
import { minimumAppVersion } from '../../../config.ts';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { healthRoute } from './health-routes.ts';

/** App-wide calls: native app versions, the web app's error reports, the health check. */
export const appRoutes = endpointRoutes(AppApi, (app) => ({
  getMinimumVersions: async () => ({
    android: minimumAppVersion(app.config, 'android'),
    ios: minimumAppVersion(app.config, 'ios'),
  }),

  getMinimumVersion: async ({ params }) => ({
    os: params.os,
    minimumVersion: minimumAppVersion(app.config, params.os),
  }),

  // Failures the web app met, logged here; an error-reporting service can replace this endpoint
  // on the client by configuration.
  reportClientError: async ({ body, request }) => {
    request.log.warn({ clientError: body }, 'client reported an error');
  },

  health: healthRoute(app),

  getOpenApiDocument: async () => app.openApiDocument,
}));
