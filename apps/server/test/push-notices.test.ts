import {
  NoticeTiming,
  NoticesApi,
  PUSH_TTL_SECONDS,
  PushText,
  pushConfigSchema,
  pushMessageSchema,
  offlineTicketListSchema,
  RedemptionApi,
} from '@citybook/contract';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { claimNotice } from '../src/modules/notices/repositories/notice-repo.ts';
import { subscriptionRow } from './factories/subscription.ts';
import { activatedMember } from './helpers/activated-member.ts';
import { bySubject, createMailTestApp } from './helpers/mail-test-app.ts';
import {
  browserSubscription,
  startPushService,
  verifiedVapidClaims,
} from './helpers/push-service.ts';
import { getJson, postJson } from './helpers/session.ts';

/*
 * NOTICE-11, NOTICE-12 (ADR 0041): Web Push to a push service on loopback, through the real app
 * and its jobs: the VAPID token, the TTL, the aes128gcm message opened with the browser's key, sent
 * once as a channel of the claimed notice, and a device the push service no longer knows forgotten.
 */

const DAY_MS = 86_400_000;
const vapid = webpush.generateVAPIDKeys();
const VAPID_SUBJECT = 'mailto:push@citybook.example';
const pushService = await startPushService();
const { smtp, testApp, runJobs } = await createMailTestApp({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT,
});
afterAll(async () => {
  await pushService.close();
});
const { app, db } = testApp;

const put = (url: string, body: unknown, cookie: string) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify(body),
  });

async function memberWithDevice() {
  const member = await activatedMember(testApp);
  const device = browserSubscription(pushService.origin);
  const response = await put(NoticesApi.subscribePush.path, device.json, member.cookie);
  expect(response.statusCode).toBe(200);
  return { member, device };
}

const devicesOf = (userId: number) =>
  db.selectFrom('push_subscription').select('endpoint').where('user_id', '=', userId).execute();

describe('this device’s notifications (NOTICE-11)', () => {
  it('tells the page the public key, and keeps and forgets the member’s device', async () => {
    const { member, device } = await memberWithDevice();
    const config = await getJson(app, NoticesApi.getPushConfig.path, member.cookie);
    expect(pushConfigSchema.parse(config.json())).toEqual({ publicKey: vapid.publicKey });
    expect(await devicesOf(member.user.id)).toEqual([{ endpoint: device.json.endpoint }]);

    const off = await postJson(
      app,
      NoticesApi.unsubscribePush.path,
      { endpoint: device.json.endpoint },
      member.cookie,
    );
    expect(off.statusCode).toBe(200);
    expect(await devicesOf(member.user.id)).toEqual([]);
  });

  it('a browser another member signs in on moves to that member', async () => {
    const { member, device } = await memberWithDevice();
    const other = await activatedMember(testApp);
    expect((await put(NoticesApi.subscribePush.path, device.json, other.cookie)).statusCode).toBe(
      200,
    );
    expect(await devicesOf(member.user.id)).toEqual([]);
    expect(await devicesOf(other.user.id)).toEqual([{ endpoint: device.json.endpoint }]);
  });
});

describe('the book-expiry reminder as a push (NOTICE-11)', () => {
  it('is pushed with the mail, VAPID-signed for the push service, sealed to the device, once', async () => {
    const { member, device } = await memberWithDevice();
    const bookEnd = Date.parse((await subscriptionRow(testApp, member.voucherId)).offers_valid_to);
    const due = new Date(bookEnd - NoticeTiming.expiryReminderDays[0] * DAY_MS);

    // Two job runs at the same moment (two servers): the claim lets one of them send.
    await Promise.all([runJobs(due), runJobs(due)]);
    await runJobs(due);

    const pushes = pushService.to(device.path);
    expect(pushes).toHaveLength(1);
    const [push] = pushes as [(typeof pushes)[number]];
    expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const claims = verifiedVapidClaims(push.headers.authorization, vapid.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(VAPID_SUBJECT);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const message = pushMessageSchema.parse(JSON.parse(device.decrypt(push.body)));
    expect(message).toEqual({
      title: PushText.bookExpiryTitle,
      body: expect.stringMatching(/ends in 15 days, on /),
      url: '/account/selectActivation',
      tag: 'book-expiry',
    });
    const mails = bySubject(await smtp.mailsTo(member.user.email), /^Your Citybook ends in/);
    expect(mails).toHaveLength(1);
  });

  it('a device its push service no longer knows (410) is forgotten; the mail still goes', async () => {
    const { member, device } = await memberWithDevice();
    pushService.answer(device.path, 410);
    const bookEnd = Date.parse((await subscriptionRow(testApp, member.voucherId)).offers_valid_to);
    const due = new Date(bookEnd - NoticeTiming.expiryReminderDays[0] * DAY_MS);

    await runJobs(due);

    expect(pushService.to(device.path)).toHaveLength(1);
    expect(await devicesOf(member.user.id)).toEqual([]);
    expect(bySubject(await smtp.mailsTo(member.user.email), /^Your Citybook ends in/)).toHaveLength(
      1,
    );
    const notices = await db
      .selectFrom('notice')
      .select(['state'])
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'bookExpiry')
      .where('state', '=', 'sent')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('turned off, the reminder is neither mailed nor pushed', async () => {
    const { member, device } = await memberWithDevice();
    const saved = await put(
      NoticesApi.updateNoticePreferences.path,
      { expiryReminders: false, renewalRecap: true, news: true },
      member.cookie,
    );
    expect(saved.statusCode).toBe(200);
    const bookEnd = Date.parse((await subscriptionRow(testApp, member.voucherId)).offers_valid_to);
    await runJobs(new Date(bookEnd - NoticeTiming.expiryReminderDays[0] * DAY_MS));
    expect(pushService.to(device.path)).toEqual([]);
    expect(bySubject(await smtp.mailsTo(member.user.email), /^Your Citybook ends in/)).toEqual([]);
  });
});

describe('“your redemption synced” (NOTICE-12)', () => {
  /** A member with a device and an offline ticket, and their redeem call. */
  async function memberRedeeming() {
    const { member, device } = await memberWithDevice();
    const [ticket] = offlineTicketListSchema.parse(
      (
        await postJson(
          app,
          RedemptionApi.getOfflineTickets.path,
          { activationVoucherId: member.voucherId },
          member.cookie,
        )
      ).json(),
    );
    const redeem = (offerId: number, extra: object) =>
      postJson(
        app,
        RedemptionApi.redeem.path,
        { offerId, activationVoucherId: member.voucherId, ...extra },
        member.cookie,
      );
    /** What the device sends for a redemption it made offline (the same again on a repeat). */
    const madeOffline = () => ({
      redeemedAt: new Date().toISOString(),
      offlineTicket: ticket!.id,
      idempotencyKey: crypto.randomUUID(),
    });
    return { member, device, redeem, madeOffline };
  }

  it('a redemption made offline and sent later is pushed once; one made online is not', async () => {
    const { member, device, redeem, madeOffline } = await memberRedeeming();
    const [online, offline] = member.offerIds as [number, number];
    expect((await redeem(online, {})).statusCode).toBe(200);
    const offlineBody = madeOffline();
    expect((await redeem(offline, offlineBody)).statusCode).toBe(200);
    // The device sends it again (Background Sync): the same redemption, no second push.
    expect((await redeem(offline, offlineBody)).statusCode).toBe(200);

    await Promise.all([runJobs(new Date()), runJobs(new Date())]);
    await runJobs(new Date());

    const pushes = pushService.to(device.path);
    expect(pushes).toHaveLength(1);
    const message = pushMessageSchema.parse(JSON.parse(device.decrypt(pushes[0]!.body)));
    expect(message.title).toBe(PushText.redemptionSyncedTitle);
    expect(message.body).toContain('Redeem Cafe');
    expect(message.url).toBe('/account/savings');
  });

  async function offlineRedemption() {
    const { member, device, redeem, madeOffline } = await memberRedeeming();
    expect((await redeem(member.offerIds[0]!, madeOffline())).statusCode).toBe(200);
    const notice = await db
      .selectFrom('notice')
      .selectAll()
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'redemptionSynced')
      .executeTakeFirstOrThrow();
    return { device, notice };
  }

  it('a sender that died after the claim: pushed by the next once the lease is over, once', async () => {
    const { device, notice } = await offlineRedemption();
    const now = new Date();
    const lease = new Date(now.getTime() + NoticeTiming.claimLeaseMinutes * 60_000);
    expect(await claimNotice(db, notice, lease.toISOString())).toBe(true);

    await runJobs(now);
    expect(pushService.to(device.path)).toEqual([]);
    await runJobs(lease);
    await runJobs(new Date(lease.getTime() + 60 * 60_000));
    expect(pushService.to(device.path)).toHaveLength(1);
  });

  it('a push service that fails is tried again with the notice', async () => {
    const { device, notice } = await offlineRedemption();
    pushService.answer(device.path, 503);
    const now = new Date();
    await runJobs(now);
    const waiting = await db
      .selectFrom('notice')
      .select(['state', 'last_error'])
      .where('id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(waiting).toEqual({ state: 'claimed', last_error: 'The push service answered 503' });

    pushService.answer(device.path, 201);
    await runJobs(new Date(now.getTime() + NoticeTiming.retryAfterMinutes * 60_000));
    expect(pushService.to(device.path)).toHaveLength(2);
    const sent = await db
      .selectFrom('notice')
      .select('state')
      .where('id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(sent.state).toBe('sent');
  });
});
