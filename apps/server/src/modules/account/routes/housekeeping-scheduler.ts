import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../../lib/interval-job.ts';
import { pruneExpired } from '../services/housekeeping-service.ts';

/**
 * Prunes expired sessions, dead password tokens and sign-in codes, old outbox mail and forgotten
 * throttle and rate-limit rows every
 * PRUNE_INTERVAL_MINUTES while the server runs (0: off; `npm run cli -- housekeeping` does
 * the same once). Across processes the deletes are idempotent.
 */
export const housekeepingSchedulerPlugin = fp(function housekeepingScheduler(app: FastifyInstance) {
  runEvery(app, app.config.PRUNE_INTERVAL_MINUTES, 'housekeeping', async () => {
    const summary = await pruneExpired(app.db, new Date());
    if (Object.values(summary).some((deleted) => deleted > 0))
      app.log.info(summary, 'housekeeping: expired data deleted');
  });
});
