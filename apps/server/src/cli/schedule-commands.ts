import { loadConfig } from '../config.ts';
import { jobsReportText, runDueJobs } from '../jobs.ts';
import { mailTransport } from '../lib/mail-transport.ts';
import { paymentGatewayFor } from '../lib/payments/configured-gateway.ts';
import { outboxWriter, pruneExpired } from '../modules/account/index.ts';
import { renewDueSubscriptions } from '../modules/activation/index.ts';
import { nowOption, withDatabase } from './command-line.ts';

/*
 * What the server runs on its schedules, run once: `jobs run`, `subscriptions renew`, `housekeeping`.
 */

/** NOTICE-1: `jobs run [--now <ISO time>]`, the jobs the server runs on its schedules, once. */
export async function jobsCommand(args: string[]): Promise<number> {
  const now = nowOption(args);
  const config = loadConfig();
  const report = await withDatabase(false, async (database) => {
    const mail = mailTransport({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      storeInOutbox: outboxWriter(database.db),
    });
    try {
      return await runDueJobs(
        {
          db: database.db,
          config,
          gateway: paymentGatewayFor(config),
          deliver: (message) => mail.deliver(message),
        },
        now,
      );
    } finally {
      mail.close();
    }
  });
  process.stdout.write(jobsReportText(report));
  process.stderr.write(`jobs run: done at ${now.toISOString()}\n`);
  return 0;
}

export async function renewCommand(args: string[]): Promise<number> {
  const now = nowOption(args);
  const gateway = paymentGatewayFor(loadConfig());
  const summary = await withDatabase(false, (database) =>
    renewDueSubscriptions({ db: database.db, gateway }, now),
  );
  process.stdout.write(
    `renewed,failed,ended\n${summary.renewed},${summary.failed},${summary.ended}\n`,
  );
  return 0;
}

export async function housekeepingCommand(): Promise<number> {
  const summary = await withDatabase(false, (database) => pruneExpired(database.db, new Date()));
  process.stdout.write(
    `${Object.keys(summary).join(',')}\n${Object.values(summary).map(String).join(',')}\n`,
  );
  return 0;
}
