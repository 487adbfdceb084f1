import { NoticeTiming } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, NoticeRow } from '../../../db/schema.ts';
import type { Mail } from '../../../lib/mail-transport.ts';
import {
  claimableNotices,
  claimNotice,
  postponeNotice,
  recipientOf,
  settleNotice,
} from '../repositories/notice-repo.ts';
import { preferencesOf } from '../repositories/preference-repo.ts';
import type { MailContext } from './mail/mail-content.ts';
import {
  isPushOnly,
  NOTICE_TOPIC,
  type NoticeKind,
  type NoticePayloads,
  type ScheduledKind,
} from './notice-kinds.ts';
import { pushMessageOf } from './push/push-messages.ts';
import { pushToMember } from './push/push-service.ts';
import type { VapidSettings } from './push/vapid.ts';
import { noticeKey, unsubscribeToken } from './unsubscribe-token.ts';
import { unsubscribePageUrl, unsubscribeUrl } from './unsubscribe-service.ts';

/** What sending needs: the mailer and what only the modules above know (the savings). */
export interface NoticeSenderDeps {
  db: Kysely<DB>;
  /** Resolves once the mail is accepted; throws when it is not (it is tried again later). */
  deliver: (mail: Mail) => Promise<unknown>;
  publicUrl: string;
  secretKey: string | undefined;
  /** NOTICE-4: what the member saved between two moments (the redemption module's sum). */
  savedCentsBetween: (userId: number, from: string, to: string) => Promise<number>;
  /** NOTICE-11: the server's VAPID keys; unset, nothing is pushed (the mails still go). */
  vapid?: VapidSettings | undefined;
}

export interface NoticeSummary {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

export interface NoticeLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const quietLog: NoticeLog = { warn: () => undefined, error: () => undefined };

const BATCH = 100;
const MAX_BATCHES = 20;
const minutesAfter = (now: Date, minutes: number) =>
  new Date(now.getTime() + minutes * 60_000).toISOString();

type Outcome = 'sent' | 'skipped' | 'retrying' | 'failed';

/**
 * NOTICE-1 (ADR 0036): sends every notice due at `now`. Each is claimed first (a conditional
 * update that only one sender wins, with a lease), then sent, then marked sent; a notice whose
 * sender died after the claim is claimed again once the lease is over. A failed send is tried
 * again NoticeTiming.retryAfterMinutes later, NoticeTiming.maxAttempts times in all.
 */
export async function sendDueNotices(
  deps: NoticeSenderDeps,
  now: Date = new Date(),
  log: NoticeLog = quietLog,
): Promise<NoticeSummary> {
  const summary: NoticeSummary = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  const at = now.toISOString();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await claimableNotices(deps.db, at, BATCH);
    for (const notice of due) {
      const outcome = await sendOne(deps, notice, now, log);
      if (outcome) summary[outcome] += 1;
    }
    if (due.length < BATCH) break;
  }
  return summary;
}

async function sendOne(
  deps: NoticeSenderDeps,
  notice: NoticeRow,
  now: Date,
  log: NoticeLog,
): Promise<Outcome | null> {
  const lease = minutesAfter(now, NoticeTiming.claimLeaseMinutes);
  if (!(await claimNotice(deps.db, notice, lease))) return null;
  if (notice.attempts >= NoticeTiming.maxAttempts) {
    await settleNotice(deps.db, notice.id, lease, { state: 'failed' });
    log.error({ noticeId: notice.id, kind: notice.kind }, 'notice given up');
    return 'failed';
  }
  try {
    const sent = await deliverNotice(deps, notice, now, log);
    if (!sent) {
      await settleNotice(deps.db, notice.id, lease, { state: 'skipped' });
      return 'skipped';
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await postponeNotice(
      deps.db,
      notice.id,
      lease,
      minutesAfter(now, NoticeTiming.retryAfterMinutes),
      message,
    );
    log.warn({ noticeId: notice.id, kind: notice.kind, err: error }, 'notice not sent yet');
    return 'retrying';
  }
  await settleNotice(deps.db, notice.id, lease, {
    state: 'sent',
    sent_at: now.toISOString(),
    last_error: null,
  });
  return 'sent';
}

/**
 * Sends a claimed notice on its channels: the mail, then the push to the member's devices
 * (NOTICE-11, ADR 0041). Answers false when there was nothing to send (no account, the reminder
 * turned off, a push-only notice and no device). Throws to have the whole notice tried again: a
 * mail not accepted, or a push-only notice that reached none of the devices. A push that fails
 * after its mail went is logged and not retried, so the mail is not sent twice.
 */
async function deliverNotice(
  deps: NoticeSenderDeps,
  notice: NoticeRow,
  now: Date,
  log: NoticeLog,
): Promise<boolean> {
  if (notice.user_id === null) return false;
  const kind = notice.kind as ScheduledKind;
  const topic = isPushOnly(kind) ? null : NOTICE_TOPIC[kind];
  // NOTICE-10: a reminder turned off is sent on no channel.
  if (topic !== null && !(await preferencesOf(deps.db, notice.user_id))[topic]) return false;
  let mailed = false;
  if (!isPushOnly(kind)) {
    const mail = await mailOf(deps, notice, now);
    if (mail === null) return false;
    await deps.deliver(mail);
    mailed = true;
  }
  const message = pushMessageOf(kind, JSON.parse(notice.payload));
  if (message === null || deps.vapid === undefined) return mailed;
  const report = await pushToMember(deps.db, deps.vapid, notice.user_id, message);
  if (report.failed > 0) {
    if (!mailed && report.accepted === 0) {
      throw report.error instanceof Error ? report.error : new Error(String(report.error));
    }
    log.warn(
      { noticeId: notice.id, kind: notice.kind, failed: report.failed, err: report.error },
      'push not delivered to every device',
    );
  }
  return mailed || report.accepted > 0;
}

/** The notice as a mail to the member; null when it is not to be sent (no account). */
async function mailOf(deps: NoticeSenderDeps, notice: NoticeRow, now: Date): Promise<Mail | null> {
  if (notice.user_id === null) return null;
  const recipient = await recipientOf(deps.db, notice.user_id);
  if (!recipient) return null;
  const kind = notice.kind as NoticeKind;
  const topic = NOTICE_TOPIC[kind];
  // The templates (React) load with the first mail, not with every command and server start.
  const { mailLinks, renderNotice } = await import('./mail/render-notice.ts');
  const ctx: MailContext = { links: mailLinks(deps.publicUrl) };
  const headers: Record<string, string> = {};
  if (topic !== null) {
    // NOTICE-10: a reminder sent carries one-click unsubscribe (one turned off is not sent).
    const token = unsubscribeToken(
      noticeKey(deps.secretKey),
      { userId: notice.user_id, topic },
      now,
    );
    ctx.unsubscribeUrl = unsubscribePageUrl(deps.publicUrl, token);
    headers['List-Unsubscribe'] = `<${unsubscribeUrl(deps.publicUrl, token)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const payload = JSON.parse(notice.payload) as NoticePayloads[NoticeKind];
  ctx.savedCents = await savingsFor(deps, notice.user_id, kind, payload, now);
  const mail = await renderNotice(kind, payload, ctx);
  return { to: recipient.email, ...mail, headers };
}

/** NOTICE-4: the renewal notice and the yearly reminder tell what the period saved. */
async function savingsFor(
  deps: NoticeSenderDeps,
  userId: number,
  kind: NoticeKind,
  payload: NoticePayloads[NoticeKind],
  now: Date,
): Promise<number | undefined> {
  if (kind === 'renewalNotice') {
    const { periodStart } = payload as NoticePayloads['renewalNotice'];
    return deps.savedCentsBetween(userId, periodStart, now.toISOString());
  }
  if (kind === 'yearlyReminder') {
    const { since } = payload as NoticePayloads['yearlyReminder'];
    return deps.savedCentsBetween(userId, since, now.toISOString());
  }
  return undefined;
}
