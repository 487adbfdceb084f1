import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../../lib/interval-job.ts';
import { vapidOf } from '../services/push/vapid.ts';
import { sendDueNotices, type NoticeSenderDeps } from '../services/send-service.ts';

export interface NoticeSchedulerOptions {
  savedCentsBetween: NoticeSenderDeps['savedCentsBetween'];
}

/**
 * NOTICE-1: sends the notices due every NOTICE_INTERVAL_MINUTES while the server runs (0: off;
 * `npm run cli -- jobs run` does the same once). Across processes each notice is claimed in the
 * database before it is sent (ADR 0036).
 */
export const noticeSchedulerPlugin = (options: NoticeSchedulerOptions) =>
  fp(function noticeScheduler(app: FastifyInstance) {
    runEvery(app, app.config.NOTICE_INTERVAL_MINUTES, 'notices', async () => {
      const summary = await sendDueNotices(
        {
          db: app.db,
          deliver: (mail) => app.deliverMail(mail),
          publicUrl: app.config.PUBLIC_URL,
          secretKey: app.config.NOTICE_SECRET_KEY,
          savedCentsBetween: options.savedCentsBetween,
          vapid: vapidOf(app.config),
        },
        new Date(),
        app.log,
      );
      if (Object.values(summary).some((count) => count > 0)) app.log.info(summary, 'notices');
    });
  });
