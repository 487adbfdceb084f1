import type { AppApi } from '@citybook/contract';
import { ErrorCode, type HealthUnavailable } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Route } from '../../http/endpoint-routes.ts';

const QUIETEST_LEVELS: readonly string[] = ['warn', 'error', 'fatal', 'silent'];

/** A database that has not answered `select 1` by then counts as unreachable. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

const unavailable: HealthUnavailable = {
  code: ErrorCode.unavailable,
  message: 'The service is unavailable.',
  status: 'unavailable',
  database: 'unreachable',
};

/** Null when the database answers a trivial query in time, else what went wrong. */
async function databaseProblem(db: Kysely<DB>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // A late answer or failure after the timeout settles into the finished race: nothing leaks.
    return await Promise.race([sql`select 1`.execute(db).then(() => null), timedOut]);
  } catch (error) {
    return error;
  } finally {
    clearTimeout(timer);
  }
}

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
      const problem = await databaseProblem(app.db, HEALTH_DATABASE_TIMEOUT_MS);
      if (problem === null) return { status: 'ok' as const, database: 'ok' as const };
      request.log.warn({ err: problem }, 'health check: the database is unreachable');
      return reply.status(503).send(unavailable);
    },
  };
}
