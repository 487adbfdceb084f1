import type { ParsedMail } from 'mailparser';
import { afterAll } from 'vitest';
import { runDueJobs } from '../../src/jobs.ts';
import type { Settings } from '../../test-support/index.ts';
import { startSmtp } from './smtp.ts';
import { createTestApp } from './test-app.ts';

export const MAIL_PUBLIC_URL = 'https://citybook.example';

/**
 * The app on a fresh database with its mail going to a real SMTP server started here (issue 26),
 * both closed after the file; `runJobs` runs the jobs as the server does, in this process.
 * `config`: settings of the test on top (the VAPID keys of the push tests).
 */
export async function createMailTestApp(config: Settings = {}) {
  const smtp = await startSmtp();
  const testApp = await createTestApp({
    config: { SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL, ...config },
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  const { app, db } = testApp;
  const runJobs = (now: Date) =>
    runDueJobs(
      {
        db,
        config: app.config,
        gateway: app.paymentGateway,
        deliver: (mail) => app.deliverMail(mail),
      },
      now,
    );
  return { smtp, testApp, runJobs };
}

/** The mails whose subject matches. */
export const bySubject = (mails: ParsedMail[], pattern: RegExp) =>
  mails.filter((mail) => pattern.test(mail.subject ?? ''));
