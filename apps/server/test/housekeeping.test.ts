import {
  PasswordThrottle,
  PASSWORD_TOKEN_TTL_MINUTES,
  SESSION_IDLE_DAYS,
  SESSION_TTL_DAYS,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { pruneExpired } from '../src/modules/account/index.ts';
import { STORE_NOTIFICATION_KEEP_DAYS } from '../src/modules/activation/index.ts';
import { createUser } from './factories/user.ts';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const NOW = new Date('2031-06-15T12:00:00.000Z');
/** A moment this many minutes after NOW (or after `from`). */
const at = (minutes: number, from = NOW) =>
  new Date(from.getTime() + minutes * 60_000).toISOString();
const DAY = 24 * 60;

/** One session per case: its name is its token, so the test can say which are left. */
async function addSession(
  db: Kysely<DB>,
  userId: number,
  name: string,
  created: number,
  lastUsed: number,
  from = NOW,
) {
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(name),
      user_id: userId,
      created_at: at(created, from),
      last_used_at: at(lastUsed, from),
      expires_at: at(created + SESSION_TTL_DAYS * DAY, from),
    })
    .execute();
}

async function addToken(
  db: Kysely<DB>,
  userId: number,
  name: string,
  created: number,
  used: boolean,
) {
  await db
    .insertInto('password_token')
    .values({
      token_hash: hashToken(name),
      user_id: userId,
      purpose: 'reset',
      created_at: at(created),
      expires_at: at(created + PASSWORD_TOKEN_TTL_MINUTES),
      used_at: used ? at(created + 1) : null,
    })
    .execute();
}

async function addMail(db: Kysely<DB>, subject: string, created: number) {
  await db
    .insertInto('outbox')
    .values({ recipient: 'kept@example.com', subject, body_text: 'link', created_at: at(created) })
    .execute();
}

/** Sets up one case of each kind for a new user; answers what housekeeping must leave. */
async function seedCases(db: Kysely<DB>) {
  const user = await createUser(db);
  const tag = String(user.id);
  await addSession(db, user.id, `live-${tag}`, -DAY, -5);
  await addSession(db, user.id, `old-but-used-${tag}`, -(SESSION_TTL_DAYS - 1) * DAY, -60);
  await addSession(db, user.id, `expired-${tag}`, -(SESSION_TTL_DAYS + 1) * DAY, -60);
  await addSession(
    db,
    user.id,
    `idle-${tag}`,
    -(SESSION_IDLE_DAYS + 2) * DAY,
    -(SESSION_IDLE_DAYS * DAY + 1),
  );
  await addToken(db, user.id, `fresh-${tag}`, -10, false);
  await addToken(db, user.id, `used-${tag}`, -10, true);
  await addToken(db, user.id, `expired-${tag}`, -(PASSWORD_TOKEN_TTL_MINUTES + 1), false);
  await addMail(db, `fresh-${tag}`, -10);
  await addMail(db, `old-${tag}`, -(PASSWORD_TOKEN_TTL_MINUTES + 1));
  return {
    userId: user.id,
    sessions: [`live-${tag}`, `old-but-used-${tag}`].map(hashToken),
    tokens: [hashToken(`fresh-${tag}`)],
    mail: [`fresh-${tag}`],
  };
}

async function leftOf(db: Kysely<DB>, userId: number, tag: string) {
  const sessions = await db
    .selectFrom('session')
    .select('token_hash')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const tokens = await db
    .selectFrom('password_token')
    .select('token_hash')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const mail = await db
    .selectFrom('outbox')
    .select('subject')
    .where('subject', 'like', `%-${tag}`)
    .orderBy('id')
    .execute();
  return {
    userId,
    sessions: sessions.map((row) => row.token_hash),
    tokens: tokens.map((row) => row.token_hash),
    mail: mail.map((row) => row.subject),
  };
}

describe('housekeeping', () => {
  it('deletes expired and idle sessions, used and expired tokens and outbox mail past its links', async () => {
    const { db } = testApp();
    const expected = await seedCases(db);

    const summary = await pruneExpired(db, NOW);

    expect(await leftOf(db, expected.userId, String(expected.userId))).toEqual(expected);
    expect(summary).toMatchObject({ sessions: 2, passwordTokens: 2 });
    expect(summary.outboxMail).toBeGreaterThanOrEqual(1);
    // A second run (another server at the same moment) finds nothing more to do.
    expect(await pruneExpired(db, NOW)).toEqual({
      sessions: 0,
      passwordTokens: 0,
      loginCodes: 0,
      outboxMail: 0,
      passwordFailures: 0,
      rateLimitHits: 0,
      storeNotifications: 0,
      staffSessions: 0,
    });
  });

  it('deletes throttle rows past their memory and ended rate-limit windows (ACCOUNT-30)', async () => {
    const { db } = testApp();
    const tag = hashToken(String(Math.random())).slice(0, 12);
    const memory = PasswordThrottle.memoryMinutes;
    const knownDays = PasswordThrottle.knownAddressDays;
    const failure = (
      name: string,
      row: { failed?: number; blocked?: number; succeeded?: number },
    ) =>
      db
        .insertInto('password_failure')
        .values({
          subject: `${name}-${tag}`,
          failures: row.failed === undefined ? 0 : 3,
          last_failed_at: row.failed === undefined ? null : at(row.failed),
          blocked_until: row.blocked === undefined ? null : at(row.blocked),
          succeeded_at: row.succeeded === undefined ? null : at(row.succeeded),
        })
        .execute();
    await failure('recent-failure', { failed: -(memory - 1) });
    await failure('old-failure', { failed: -(memory + 1) });
    await failure('old-failure-still-blocked', { failed: -(memory + 1), blocked: 5 });
    await failure('old-failure-block-over', { failed: -(memory + 1), blocked: -5 });
    await failure('known-address', { succeeded: -(knownDays - 1) * DAY });
    await failure('forgotten-address', { succeeded: -(knownDays + 1) * DAY });
    await failure('cleared', {});
    const hit = (name: string, endsIn: number) =>
      db
        .insertInto('rate_limit_hit')
        .values({ key: `${name}-${tag}`, hits: 2, window_ends_at: at(endsIn) })
        .execute();
    await hit('running', 1);
    await hit('ended', -1);

    const summary = await pruneExpired(db, NOW);

    const subjects = await db
      .selectFrom('password_failure')
      .select('subject')
      .where('subject', 'like', `%-${tag}`)
      .orderBy('subject')
      .execute();
    expect(subjects.map((row) => row.subject)).toEqual(
      ['known-address', 'old-failure-still-blocked', 'recent-failure'].map(
        (name) => `${name}-${tag}`,
      ),
    );
    const keys = await db
      .selectFrom('rate_limit_hit')
      .select('key')
      .where('key', 'like', `%-${tag}`)
      .execute();
    expect(keys.map((row) => row.key)).toEqual([`running-${tag}`]);
    expect(summary.passwordFailures).toBeGreaterThanOrEqual(4);
    expect(summary.rateLimitHits).toBeGreaterThanOrEqual(1);
  });

  it('forgets store notifications past their keeping, and keeps the recent ones', async () => {
    const { db } = testApp();
    const tag = hashToken(String(Math.random())).slice(0, 12);
    const daysAgo = (days: number) =>
      new Date(NOW.getTime() - days * DAY * 60 * 1000).toISOString();
    const notification = (id: string, receivedAt: string) => ({
      store: 'apple' as const,
      notification_id: `${tag}-${id}`,
      kind: 'DID_RENEW',
      store_subscription_ref: null,
      sent_at: receivedAt,
      received_at: receivedAt,
      outcome: 'applied' as const,
    });
    await db
      .insertInto('store_notification')
      .values([
        notification('old', daysAgo(STORE_NOTIFICATION_KEEP_DAYS + 1)),
        notification('recent', daysAgo(STORE_NOTIFICATION_KEEP_DAYS - 1)),
      ])
      .execute();

    const summary = await pruneExpired(db, NOW);

    expect(summary.storeNotifications).toBe(1);
    const left = await db
      .selectFrom('store_notification')
      .select('notification_id')
      .where('notification_id', 'like', `${tag}-%`)
      .execute();
    expect(left.map((row) => row.notification_id)).toEqual([`${tag}-recent`]);
  });

  it('runs in the server every PRUNE_INTERVAL_MINUTES, starting when it is ready', async () => {
    const { db, databaseUrl } = testApp();
    const user = await createUser(db);
    await addSession(
      db,
      user.id,
      `expired-now-${user.id}`,
      -(SESSION_TTL_DAYS + 1) * DAY,
      -60,
      new Date(),
    );
    await addSession(db, user.id, `live-now-${user.id}`, 0, 0, new Date());
    const second = await createTestApp({
      config: { DATABASE_URL: databaseUrl, PRUNE_INTERVAL_MINUTES: '60' },
    });
    try {
      await second.app.ready();
      await expect
        .poll(async () =>
          (
            await db
              .selectFrom('session')
              .select('token_hash')
              .where('user_id', '=', user.id)
              .execute()
          ).map((row) => row.token_hash),
        )
        .toEqual([hashToken(`live-now-${user.id}`)]);
    } finally {
      await second.close();
    }
  });
});
