import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../../lib/interval-job.ts';
import { renewDueSubscriptions } from '../services/renewal-service.ts';

/**
 * Renews due subscriptions every RENEWAL_INTERVAL_MINUTES while the server runs (0: off). Across
 * processes each renewal is claimed in the database.
 */
export const renewalSchedulerPlugin = fp(function renewalScheduler(app: FastifyInstance) {
  runEvery(app, app.config.RENEWAL_INTERVAL_MINUTES, 'subscription renewals', async () => {
    const summary = await renewDueSubscriptions(
      { db: app.db, gateway: app.paymentGateway },
      new Date(),
      app.log,
    );
    if (summary.renewed + summary.failed + summary.ended > 0)
      app.log.info(summary, 'subscription renewals');
  });
});
