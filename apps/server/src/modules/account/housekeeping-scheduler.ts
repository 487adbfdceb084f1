import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneExpired } from './housekeeping-service.ts';

/**
 * Prunes expired sessions, dead password tokens and old outbox mail every
 * PRUNE_INTERVAL_MINUTES while the server runs (0: off; `npm run cli -- housekeeping` does
 * the same once). Runs never overlap within a process; across processes the deletes are idempotent.
 */
export const housekeepingSchedulerPlugin = fp(function housekeepingScheduler(app: FastifyInstance) {
  const minutes = app.config.PRUNE_INTERVAL_MINUTES;
  if (minutes === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = pruneExpired(app.db, new Date())
      .then((summary) => {
        if (summary.sessions + summary.passwordTokens + summary.outboxMail > 0)
          app.log.info(summary, 'housekeeping: expired data deleted');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'housekeeping failed');
      })
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', () => {
    timer = setInterval(run, minutes * 60_000);
    timer.unref();
    run();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
