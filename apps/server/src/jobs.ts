import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { Mail } from './lib/mail-transport.ts';
import type { PaymentGateway } from './lib/payments/payment-gateway.ts';
import { pruneExpired, type HousekeepingSummary } from './modules/account/index.ts';
import { renewDueSubscriptions, type RenewalSummary } from './modules/activation/index.ts';
import {
  sendDueNotices,
  type NoticeSenderDeps,
  type NoticeSummary,
  vapidOf,
} from './modules/notices/index.ts';
import { savingsCentsOfPeriod } from './modules/redemption/index.ts';

/** What the notices get from the redemption module (ADR 0026: passed in, not imported). */
export function noticeFacts(db: Kysely<DB>): Pick<NoticeSenderDeps, 'savedCentsBetween'> {
  return {
    savedCentsBetween: (userId, from, to) => savingsCentsOfPeriod(db, userId, from, to),
  };
}

export interface JobsDeps {
  db: Kysely<DB>;
  config: Config;
  gateway: PaymentGateway;
  deliver: (mail: Mail) => Promise<unknown>;
}

export interface JobsReport {
  renewals: RenewalSummary;
  notices: NoticeSummary;
  housekeeping: HousekeepingSummary;
}

interface JobsLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * NOTICE-1: every job due at `now`, in the order their effects feed each other: renewals (a
 * decline schedules its mail), then the notices due (that one included), then housekeeping. Each
 * claims its work in the database, so any number of servers and commands may run them at once.
 * The server runs the same jobs on its schedulers; `npm run cli -- jobs run --now` runs them once.
 */
export async function runDueJobs(deps: JobsDeps, now: Date, log?: JobsLog): Promise<JobsReport> {
  const renewals = await renewDueSubscriptions({ db: deps.db, gateway: deps.gateway }, now, log);
  const notices = await sendDueNotices(
    {
      db: deps.db,
      deliver: deps.deliver,
      publicUrl: deps.config.PUBLIC_URL,
      secretKey: deps.config.NOTICE_SECRET_KEY,
      vapid: vapidOf(deps.config),
      ...noticeFacts(deps.db),
    },
    now,
    log,
  );
  const housekeeping = await pruneExpired(deps.db, now);
  return { renewals, notices, housekeeping };
}

/** The report as the command prints it: one line per job, `name=count` pairs. */
export function jobsReportText(report: JobsReport): string {
  return (
    Object.entries(report)
      .map(
        ([job, counts]: [string, Record<string, number>]) =>
          `${job.padEnd(12)} ${Object.entries(counts)
            .map(([name, count]) => `${name}=${String(count)}`)
            .join(' ')}`,
      )
      .join('\n') + '\n'
  );
}
