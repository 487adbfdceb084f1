import { AppErrors, type AppApi, type HealthUnavailable } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Route } from '../../../http/endpoint-routes.ts';
import { databaseProblem } from '../services/health-service.ts';

const QUIETEST_LEVELS: readonly string[] = ['warn', 'error', 'fatal', 'silent'];

const unavailable: HealthUnavailable = {
  code: AppErrors.databaseUnavailable.code,
  message: 'The service is unavailable.',
  status: 'unavailable',
  database: 'unreachable',
};

/**
 * GET /api/health for load balancers: no session, no rate limit, and logged only when the
 * database is unreachable (the route's log level keeps the per-request lines out of the log).
 */
export function healthRoute(app: FastifyInstance): Route<typeof AppApi.health> {
  // At most warnings, and never more than LOG_LEVEL lets through (a route level overrides it).
  const level = QUIETEST_LEVELS.includes(app.config.LOG_LEVEL) ? app.config.LOG_LEVEL : 'warn';
  return {
    logLevel: level,
    handler: async ({ request, reply }) => {
      const problem = await databaseProblem(app.db);
      if (problem === null) return { status: 'ok' as const, database: 'ok' as const };
      request.log.warn({ err: problem }, 'health check: the database is unreachable');
      return reply.status(AppErrors.databaseUnavailable.status).send(unavailable);
    },
  };
}
