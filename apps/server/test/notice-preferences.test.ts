import {
  AccountApi,
  ActivationApi,
  NoticeTiming,
  NoticesApi,
  noticePreferencesSchema,
} from '@citybook/contract';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { noticeKey, unsubscribeToken } from '../src/modules/notices/services/unsubscribe-token.ts';
import { TEST_SETTINGS } from '../test-support/index.ts';
import { uniqueEmail } from './factories/user.ts';
import { activatedMember } from './helpers/activated-member.ts';
import { cardPayload, purchaseConsent, subscriptionRow } from './factories/subscription.ts';
import { getJson, logIn, postJson } from './helpers/session.ts';
import {
  bySubject,
  createMailTestApp,
  MAIL_PUBLIC_URL as PUBLIC_URL,
} from './helpers/mail-test-app.ts';

/*
 * NOTICE-8 to NOTICE-10: reminders the member chooses, one-click unsubscribe (RFC 8058), and the
 * welcome mail, through a real SMTP server.
 */

const DAY_MS = 86_400_000;
const { smtp, testApp, runJobs } = await createMailTestApp();
const { app } = testApp;

const EXPIRY = /^Your Citybook ends in/;

/** RFC 8058: what a mail provider sends to the List-Unsubscribe address. */
const oneClick = (url: string) =>
  app.inject({
    method: 'POST',
    url: url.replace(PUBLIC_URL, ''),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.provider.example',
    },
    payload: 'List-Unsubscribe=One-Click',
  });

const unsubscribePath = (token: string) =>
  `${NoticesApi.unsubscribe.path}?${new URLSearchParams({ token }).toString()}`;

/** A header as it was sent (RFC 8058's names and values must be exactly these). */
const headerLine = (mail: ParsedMail | undefined, key: string) =>
  mail?.headerLines.find((line) => line.key === key)?.line;

function listUnsubscribeUrl(mail: ParsedMail | undefined): string {
  const text = headerLine(mail, 'list-unsubscribe') ?? '';
  const match = /<(https:[^>]+)>/.exec(text);
  if (!match?.[1]) throw new Error(`No List-Unsubscribe address in ${text}`);
  return match[1];
}

describe('the welcome mail (NOTICE-9)', () => {
  it('a new account gets one', async () => {
    const email = uniqueEmail();
    const response = await postJson(app, AccountApi.createAccount.path, {
      emailAddress: email,
      password: 'Welcome#Citybook9',
      IsMobilePlus: false,
    });
    expect(response.statusCode).toBe(200);
    await runJobs(new Date());
    await runJobs(new Date());
    const welcome = bySubject(await smtp.mailsTo(email), /^Welcome to Citybook$/);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.headers.has('list-unsubscribe')).toBe(false);
  });
});

describe('book-expiry reminders and one-click unsubscribe (NOTICE-8, NOTICE-10)', () => {
  it('an unsubscribe without a session stops the expiry reminders, and no transactional mail', async () => {
    const member = await activatedMember(testApp);
    const subscribed = await postJson(
      app,
      ActivationApi.activateSubscription.path,
      {
        subscriptionTypeCode: 2,
        sourceDevicePlatformCode: 'web',
        sourcePayload: cardPayload(SandboxCards.visa),
        ...purchaseConsent,
      },
      member.cookie,
    );
    expect(subscribed.statusCode).toBe(200);
    const bookEnd = Date.parse((await subscriptionRow(testApp, member.voucherId)).offers_valid_to);
    const [first, second, third] = NoticeTiming.expiryReminderDays.map(
      (days) => new Date(bookEnd - days * DAY_MS),
    );

    await runJobs(first!);
    const reminders = bySubject(await smtp.mailsTo(member.user.email), EXPIRY);
    expect(reminders.map((mail) => mail.subject)).toEqual(['Your Citybook ends in 15 days']);
    expect(headerLine(reminders[0], 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const url = listUnsubscribeUrl(reminders[0]);
    expect(url).toMatch(/^https:\/\/citybook\.example\/api\/notices\/unsubscribe\?token=/);
    // The footer's link opens the app's page for the same token (a browser's GET).
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(reminders[0]?.html).toContain(
      `https://citybook.example/unsubscribe?${new URLSearchParams({ token }).toString()}`,
    );

    const response = await oneClick(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ topic: 'expiryReminders' });

    await runJobs(second!);
    await runJobs(third!);
    expect(bySubject(await smtp.mailsTo(member.user.email), EXPIRY)).toHaveLength(1);

    // Transactional mail is still sent: the subscription's cancellation.
    const cookie = await logIn(app, member.user.email, member.user.password);
    expect(
      (await postJson(app, ActivationApi.cancelSubscription.path, {}, cookie)).statusCode,
    ).toBe(200);
    const preferences = await getJson(app, NoticesApi.getNoticePreferences.path, cookie);
    expect(noticePreferencesSchema.parse(preferences.json())).toEqual({
      expiryReminders: false,
      renewalRecap: true,
      news: true,
    });
    await runJobs(third!);
    const mails = await smtp.mailsTo(member.user.email);
    expect(bySubject(mails, /^Your Citybook subscription is cancelled$/)).toHaveLength(1);
    expect(bySubject(mails, /^Your Citybook receipt for/)).toHaveLength(1);
  });

  it('refuses a forged, an altered and an expired token, and changes nothing', async () => {
    const member = await activatedMember(testApp);
    const key = noticeKey(TEST_SETTINGS.NOTICE_SECRET_KEY);
    const genuine = unsubscribeToken(
      key,
      { userId: member.user.id, topic: 'expiryReminders' },
      new Date(),
    );
    const [body, signature] = genuine.split('.') as [string, string];
    const forged = unsubscribeToken(
      Buffer.from('an attacker who does not know the key'),
      { userId: member.user.id, topic: 'expiryReminders' },
      new Date(),
    );
    const otherBody = Buffer.from(
      JSON.stringify({ u: member.user.id + 1, t: 'expiryReminders', e: 4_102_444_800 }),
    ).toString('base64url');
    const expired = unsubscribeToken(
      key,
      { userId: member.user.id, topic: 'expiryReminders' },
      new Date(Date.now() - (NoticeTiming.unsubscribeLinkDays + 1) * DAY_MS),
    );

    for (const token of [forged, `${otherBody}.${signature}`, expired, `${body}.`, 'nonsense']) {
      const response = await oneClick(`${PUBLIC_URL}${unsubscribePath(token)}`);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidUnsubscribeLink' });
    }
    const preferences = await getJson(app, NoticesApi.getNoticePreferences.path, member.cookie);
    expect(preferences.json()).toEqual({ expiryReminders: true, renewalRecap: true, news: true });
  });

  it('asks for the form the RFC names: a JSON body is refused', async () => {
    const member = await activatedMember(testApp);
    const token = unsubscribeToken(
      noticeKey(TEST_SETTINGS.NOTICE_SECRET_KEY),
      { userId: member.user.id, topic: 'news' },
      new Date(),
    );
    const response = await postJson(app, unsubscribePath(token), {});
    expect(response.statusCode).toBe(415);
  });
});

describe('the reminder choices (NOTICE-10)', () => {
  it('a member reads and changes them; the guest may not', async () => {
    const member = await activatedMember(testApp);
    const put = await app.inject({
      method: 'PUT',
      url: NoticesApi.updateNoticePreferences.path,
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: { expiryReminders: false, renewalRecap: false, news: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ expiryReminders: false, renewalRecap: false, news: true });
    const read = await getJson(app, NoticesApi.getNoticePreferences.path, member.cookie);
    expect(read.json()).toEqual({ expiryReminders: false, renewalRecap: false, news: true });

    const guest = await logIn(app, 'guest@citybook.app', 'Guest#Citybook1');
    expect((await getJson(app, NoticesApi.getNoticePreferences.path, guest)).statusCode).toBe(403);
    expect((await getJson(app, NoticesApi.getNoticePreferences.path)).statusCode).toBe(401);
  });
});
