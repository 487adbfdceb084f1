import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renewDueSubscriptions } from './renewal-service.ts';

/**
 * Renews due subscriptions every RENEWAL_INTERVAL_MINUTES while the server runs (0: off). Runs
 * never overlap within a process; across processes each renewal is claimed in the database.
 */
export const renewalSchedulerPlugin = fp(function renewalScheduler(app: FastifyInstance) {
  const minutes = app.config.RENEWAL_INTERVAL_MINUTES;
  if (minutes === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = renewDueSubscriptions(
      { db: app.db, gateway: app.paymentGateway },
      new Date(),
      app.log,
    )
      .then((summary) => {
        if (summary.renewed + summary.failed + summary.ended > 0)
          app.log.info(summary, 'subscription renewals');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'subscription renewals failed');
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
