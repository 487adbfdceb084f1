import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ActivationApi, NoticeTiming } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { announcePriceChange, PriceChangeRefusedError } from '../src/modules/activation/index.ts';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { TEST_SETTINGS } from '../test-support/index.ts';
import { setPeriodEnd, subscribedMember, subscriptionRow } from './factories/subscription.ts';
import { postJson } from './helpers/session.ts';
import {
  bySubject,
  createMailTestApp,
  MAIL_PUBLIC_URL as PUBLIC_URL,
} from './helpers/mail-test-app.ts';

/*
 * Issue #26 acceptance: the member mails reach a real SMTP server, once each, whoever runs the
 * jobs and however often (NOTICE-1 to NOTICE-7, ADR 0036).
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ANNUAL = 2;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { smtp, testApp, runJobs } = await createMailTestApp();
const { app, db } = testApp;

/** `npm run cli -- jobs run --now`, as another process against the same database. */
const runJobsCommand = (now: Date) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/index.ts', 'jobs', 'run', '--now', now.toISOString()],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        ...TEST_SETTINGS,
        DATABASE_URL: testApp.databaseUrl,
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        LOG_LEVEL: 'silent',
      },
    },
  );

const RECEIPT = /^Your Citybook receipt for/;
const ACKNOWLEDGMENT = /^Your Citybook subscription: /;
const RENEWAL_NOTICE = /^Your Citybook subscription renews on/;

/** A member's annual subscription, its mails sent (the jobs run now). */
async function annualMember() {
  const member = await subscribedMember(testApp, SandboxCards.visa, ANNUAL);
  await runJobs(new Date());
  const row = await subscriptionRow(testApp, member.voucherId);
  return { ...member, periodEnd: row.offers_valid_to };
}

let redeemed = 0;

/** A redemption of another offer worth `cents`, made now (what the renewal notice sums). */
async function redeemWorth(userId: number, voucherId: number, cents: number) {
  const offer = await db
    .selectFrom('offer')
    .select('id')
    .orderBy('id')
    .offset(redeemed++)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('redemption')
    .values({
      user_id: userId,
      activation_voucher_id: voucherId,
      offer_id: offer.id,
      savings_cents: cents,
      created_at: new Date().toISOString(),
      verification_code: randomUUID().slice(0, 8).toUpperCase(),
    })
    .execute();
}

describe('buying the annual plan (NOTICE-2, NOTICE-3)', () => {
  it('sends one acknowledgment and one receipt, with the amount, the last 4 and the cancel link', async () => {
    const { user } = await annualMember();
    await runJobs(new Date());

    const mails = await smtp.mailsTo(user.email);
    const [receipt, ...moreReceipts] = bySubject(mails, RECEIPT);
    const [acknowledgment, ...moreAcknowledgments] = bySubject(mails, ACKNOWLEDGMENT);
    expect(moreReceipts).toEqual([]);
    expect(moreAcknowledgments).toEqual([]);
    expect(receipt?.subject).toBe('Your Citybook receipt for $39.99');
    expect(receipt?.text).toMatch(/Amount paid\s+\$39\.99/);
    expect(receipt?.text).toMatch(/Paid with\s+Visa ending in 4242/);
    expect(receipt?.text).toContain(`${PUBLIC_URL}/account/payments`);
    expect(receipt?.html).toContain('Visa ending in 4242');
    expect(acknowledgment?.text).toContain('$39.99 per year');
    expect(acknowledgment?.text).toContain(`${PUBLIC_URL}/account/manageSubscriptions`);
    expect(acknowledgment?.text).toContain('Cancel subscription');
    expect(acknowledgment?.html).toContain(`href="${PUBLIC_URL}/account/manageSubscriptions"`);
    // Transactional: no unsubscribe (NOTICE-10).
    expect(receipt?.headers.has('list-unsubscribe')).toBe(false);
    expect(acknowledgment?.headers.has('list-unsubscribe')).toBe(false);
  });
});

describe('cancelling (NOTICE-7)', () => {
  it('sends one confirmation with the day access ends, and withdraws the renewal notice', async () => {
    const { user, cookie, periodEnd } = await annualMember();
    const response = await postJson(app, ActivationApi.cancelSubscription.path, {}, cookie);
    expect(response.statusCode).toBe(200);
    await runJobs(new Date());
    await runJobs(new Date());

    const confirmations = bySubject(
      await smtp.mailsTo(user.email),
      /^Your Citybook subscription is cancelled$/,
    );
    expect(confirmations).toHaveLength(1);
    const endDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(periodEnd),
    );
    expect(confirmations[0]?.text).toContain(`You keep access until ${endDay}`);
    const notices = await db
      .selectFrom('notice')
      .select(['kind', 'state'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'renewalNotice')
      .execute();
    expect(notices).toEqual([{ kind: 'renewalNotice', state: 'withdrawn' }]);
  });
});

describe('a declined renewal (NOTICE-6)', () => {
  it('sends one renewal-failed mail with the payment-update link', async () => {
    const member = await subscribedMember(testApp, SandboxCards.failsAtRenewal, ANNUAL);
    await setPeriodEnd(testApp, member.voucherId, new Date(Date.now() + 2 * HOUR_MS));
    const now = new Date();
    await runJobs(now);
    await runJobs(now);

    const failed = bySubject(
      await smtp.mailsTo(member.user.email),
      /^We could not renew your Citybook subscription$/,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toContain('problem processing your payment');
    expect(failed[0]?.text).toContain(`${PUBLIC_URL}/account/managementmc`);
    expect((await subscriptionRow(testApp, member.voucherId)).subscription_status).toBe('pastDue');
  });
});

describe('the renewal notice of an annual plan (NOTICE-4)', () => {
  it(`goes ${String(NoticeTiming.renewalNoticeDays)} days before the renewal, once, with what the member saved`, async () => {
    const { user, voucherId, periodEnd } = await annualMember();
    await redeemWorth(user.id, voucherId, 1250);
    await redeemWorth(user.id, voucherId, 800);
    const noticeDay = new Date(Date.parse(periodEnd) - NoticeTiming.renewalNoticeDays * DAY_MS);

    await runJobs(new Date(noticeDay.getTime() - HOUR_MS));
    expect(bySubject(await smtp.mailsTo(user.email), RENEWAL_NOTICE)).toEqual([]);

    await runJobs(noticeDay);
    await runJobs(noticeDay);
    const notices = bySubject(await smtp.mailsTo(user.email), RENEWAL_NOTICE);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('You saved $20.50 with Citybook this year.');
    expect(notices[0]?.text).toContain(`${PUBLIC_URL}/account/manageSubscriptions`);
    expect(notices[0]?.headers.has('list-unsubscribe')).toBe(false);
  });

  it('is sent once when two servers and the operator command run the jobs at the same time', async () => {
    const { user, periodEnd } = await annualMember();
    const noticeDay = new Date(Date.parse(periodEnd) - NoticeTiming.renewalNoticeDays * DAY_MS);

    const [, , command] = await Promise.all([
      runJobs(noticeDay),
      runJobs(noticeDay),
      runJobsCommand(noticeDay),
    ]);
    expect(command.stdout).toMatch(/^notices\s+sent=\d+ skipped=\d+ retrying=\d+ failed=\d+$/m);
    expect(command.stdout).toMatch(/^renewals\s+renewed=\d+ failed=\d+ ended=\d+$/m);
    expect(command.stdout).toMatch(/^housekeeping\s+sessions=\d+/m);

    const mails = await smtp.mailsTo(user.email);
    expect(bySubject(mails, RENEWAL_NOTICE)).toHaveLength(1);
    expect(bySubject(mails, RECEIPT)).toHaveLength(1);
    expect(bySubject(mails, ACKNOWLEDGMENT)).toHaveLength(1);
  });
});

describe('a price change (NOTICE-5)', () => {
  it('is refused less than 7 days ahead, and told once to each subscriber of the plan otherwise', async () => {
    const MONTHLY = 1;
    const { user } = await subscribedMember(testApp, SandboxCards.visa, MONTHLY);
    const now = new Date();
    await expect(
      announcePriceChange(db, {
        planCode: MONTHLY,
        priceCents: 599,
        effectiveAt: new Date(now.getTime() + 6 * DAY_MS),
      }),
    ).rejects.toThrow(PriceChangeRefusedError);

    const effectiveAt = new Date(
      now.getTime() + NoticeTiming.priceChangeNoticeDays * DAY_MS + HOUR_MS,
    );
    const told = await announcePriceChange(db, { planCode: MONTHLY, priceCents: 599, effectiveAt });
    expect(told).toBeGreaterThanOrEqual(1);
    await runJobs(new Date());
    await runJobs(new Date());
    const notices = bySubject(await smtp.mailsTo(user.email), /^The price of Monthly changes on/);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toMatch(/Price now\s+\$4\.99 per month/);
    expect(notices[0]?.text).toMatch(/New price\s+\$5\.99 per month/);

    await runJobs(effectiveAt);
    const plan = await db
      .selectFrom('subscription_type')
      .select('price_cents')
      .where('code', '=', MONTHLY)
      .executeTakeFirstOrThrow();
    expect(plan.price_cents).toBe(599);
  });
});
