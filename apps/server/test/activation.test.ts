import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  ActivationText,
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  isActivated,
  profileSchema,
  voucherListSchema,
  ActivationApi,
  AccountApi,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createCodes, createEdition } from './factories/edition.ts';
import { getJson, logIn, postJson } from './helpers/session.ts';
import { loggedInMember } from './helpers/member.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const member = () => loggedInMember(testApp());

async function newCode(days = 365) {
  const { codes } = await createCodes(testApp().db, { days });
  return codes[0]!;
}

const activate = (cookie: string, code: string) =>
  postJson(testApp().app, ActivationApi.activate.path, { code }, cookie);

describe('POST /api/account/activate', () => {
  it('activates with a printed code typed any way, and the profile shows the activation', async () => {
    const { cookie } = await member();
    const code = await newCode(30);
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;

    const response = await activate(cookie, typed);

    expect(response.statusCode, response.body).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(isActivated(profile)).toBe(true);
    expect(profile.userActivationType).toBe('BOOK');
    const daysLeft = (Date.parse(profile.userOffersValidTo!) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29);
    expect(daysLeft).toBeLessThanOrEqual(30);
  });

  it.each(['', 'ABCD-EFGH-IJ', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'ZZZZ-ZZZZ'])(
    'answers 101 for %j',
    async (code) => {
      const { cookie } = await member();
      const response = await activate(cookie, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: ErrorCode.invalidCode,
        message: ActivationText.invalidOrInUse(101),
      });
    },
  );

  it('answers 103 on the same account and 102 on another', async () => {
    const first = await member();
    const second = await member();
    const code = await newCode();
    expect((await activate(first.cookie, code)).statusCode).toBe(200);
    expect((await activate(first.cookie, code)).json()).toEqual({
      code: ErrorCode.codeAlreadyActivated,
      message: ActivationText.alreadyActivated,
    });
    expect((await activate(second.cookie, code)).json()).toEqual({
      code: ErrorCode.codeUsedElsewhere,
      message: ActivationText.invalidOrInUse(102),
    });
  });

  it('answers 104 for a code of an edition that has ended (OPERATOR-13)', async () => {
    const { db } = testApp();
    const { cookie } = await member();
    const { codes, edition } = await createCodes(db);
    await db
      .updateTable('edition')
      .set({ valid_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', edition.id)
      .execute();
    expect((await activate(cookie, codes[0]!)).json()).toEqual({
      code: ErrorCode.codeExpired,
      message: ActivationText.expired,
    });
  });

  it('activates a code printed before editions for no market by its own dates (ADR 0032)', async () => {
    const { db } = testApp();
    const { cookie } = await member();
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const code = `OLD${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`;
    await db
      .insertInto('activation_code')
      .values({
        code,
        batch: 'before-editions',
        market_id: null,
        edition_id: null,
        expires_at: end,
        offers_valid_to: end,
        created_at: new Date().toISOString(),
      })
      .execute();

    const profile = profileSchema.parse((await activate(cookie, code)).json());
    expect(profile.userOffersValidTo).toBe(end);
  });

  it("gives an activation that ends with the code's edition, as the edition is now (OPERATOR-13)", async () => {
    const { db } = testApp();
    const { cookie } = await member();
    const { codes, edition } = await createCodes(db, { days: 30 });
    // The edition's end is moved after the codes were printed: the code goes by the edition.
    const moved = new Date(Date.parse(edition.validUntil) + 10 * 86_400_000).toISOString();
    await db
      .updateTable('edition')
      .set({ valid_until: moved })
      .where('id', '=', edition.id)
      .execute();

    const profile = profileSchema.parse((await activate(cookie, codes[0]!)).json());
    expect(profile.userOffersValidTo).toBe(moved);
  });

  it('lets exactly one of two accounts activating the same code at once succeed', async () => {
    const accounts = await Promise.all([member(), member(), member()]);
    const code = await newCode();
    const answers = await Promise.all(accounts.map((account) => activate(account.cookie, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const { db } = testApp();
    const vouchers = await db
      .selectFrom('activation_voucher')
      .select('id')
      .where('code', '=', code.replace(/-/g, ''))
      .execute();
    expect(vouchers).toHaveLength(1);
  });

  it('keeps a code spent after its account is deleted', async () => {
    const first = await member();
    const second = await member();
    const code = await newCode();
    await activate(first.cookie, code);
    await postJson(
      testApp().app,
      AccountApi.deleteAccount.path,
      { currentPassword: first.user.password },
      first.cookie,
    );
    expect((await activate(second.cookie, code)).json()).toMatchObject({
      code: ErrorCode.codeUsedElsewhere,
    });
  });

  it('refuses the guest with 403', async () => {
    const guest = await logIn(testApp().app, GUEST_EMAIL, GUEST_PASSWORD);
    const response = await activate(guest, await newCode());
    expect(response.statusCode).toBe(403);
  });
});

describe('vouchers', () => {
  it('lists the codes of the account, switches the current one and shows its activation', async () => {
    const { app } = testApp();
    const { cookie } = await member();
    const [first, second] = [await newCode(10), await newCode(400)];
    await activate(cookie, first);
    const added = profileSchema.parse((await activate(cookie, second)).json());

    const list = voucherListSchema.parse(
      (await getJson(app, ActivationApi.getVouchers.path, cookie)).json(),
    );
    expect(list.map((v) => [v.code, v.currentVoucher])).toEqual([
      [first, false],
      [second, true],
    ]);
    expect(added.activationVoucherId).toBe(list[1]!.activationVoucherId);
    // Issue 32 item 11: each voucher says when it was activated and until when it is valid.
    expect(list[1]!.validTo).toBe(added.userOffersValidTo);
    expect(list[0]!.activatedAt <= list[1]!.activatedAt).toBe(true);
    expect(Date.parse(list[1]!.activatedAt)).toBeLessThanOrEqual(Date.now());
    expect(list[0]!.validTo < list[1]!.validTo).toBe(true);

    const firstId = list[0]!.activationVoucherId;
    const switched = voucherListSchema.parse(
      (
        await postJson(
          app,
          urlOf(ActivationApi.selectVoucher, { params: { activationVoucherId: firstId } }),
          {},
          cookie,
        )
      ).json(),
    );
    expect(switched.find((v) => v.currentVoucher)?.code).toBe(first);
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).json()).toMatchObject({
      activationVoucherId: firstId,
    });

    const details = await getJson(
      app,
      urlOf(ActivationApi.getActivation, { params: { activationVoucherId: firstId } }),
      cookie,
    );
    expect(details.json()).toEqual({
      bookActivationVoucher: { activationVoucherCode: first, offersValidTo: expect.any(String) },
      subscriptionActivationVoucher: null,
      isDeactivatedFuture: false,
    });
  });

  it('keeps the longer activation current when a shorter code is added (issue #15 item 19)', async () => {
    const { app } = testApp();
    const { cookie } = await member();
    const [long, short] = [await newCode(400), await newCode(100)];
    const first = profileSchema.parse((await activate(cookie, long)).json());

    const added = await activate(cookie, short);

    expect(added.statusCode, added.body).toBe(200);
    const profile = profileSchema.parse(added.json());
    expect(profile.activationVoucherId).toBe(first.activationVoucherId);
    expect(profile.userOffersValidTo).toBe(first.userOffersValidTo);
    const list = voucherListSchema.parse(
      (await getJson(app, ActivationApi.getVouchers.path, cookie)).json(),
    );
    expect(list.map((v) => [v.code, v.currentVoucher])).toEqual([
      [long, true],
      [short, false],
    ]);
  });

  it("never shows or selects another member's voucher", async () => {
    const { app } = testApp();
    const owner = await member();
    const other = await member();
    const voucherId = profileSchema.parse(
      (await activate(owner.cookie, await newCode())).json(),
    ).activationVoucherId!;
    expect(
      (
        await getJson(
          app,
          urlOf(ActivationApi.getActivation, { params: { activationVoucherId: voucherId } }),
          other.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await postJson(
          app,
          urlOf(ActivationApi.selectVoucher, { params: { activationVoucherId: voucherId } }),
          {},
          other.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await getJson(app, ActivationApi.getVouchers.path, other.cookie)).json()).toEqual([]);
  });

  it('shows an expired book as deactivated', async () => {
    const { db } = testApp();
    const { cookie } = await member();
    const profile = profileSchema.parse((await activate(cookie, await newCode())).json());
    await db
      .updateTable('activation_voucher')
      .set({ offers_valid_to: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', profile.activationVoucherId!)
      .execute();
    const now = profileSchema.parse(
      (await getJson(testApp().app, AccountApi.getProfile.path, cookie)).json(),
    );
    expect(now.activationVoucherDeactivated).toBe(true);
    expect(isActivated(now)).toBe(false);
  });
});

/** A migrated SQLite file of its own with one edition. */
async function databaseWithEdition() {
  const dir = mkdtempSync(path.join(tmpdir(), 'citybook-codes-'));
  const url = `sqlite:${path.join(dir, 'db.sqlite')}`;
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db, database.dialect);
    const edition = await createEdition(database.db);
    const { market_id: marketId } = await database.db
      .selectFrom('edition')
      .select('market_id')
      .where('id', '=', edition.id)
      .executeTakeFirstOrThrow();
    return { url, edition: { ...edition, marketId } };
  } finally {
    await database.close();
  }
}

const cli = (url: string, args: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/index.ts', 'codes', 'generate', ...args],
    {
      cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      env: { ...process.env, DATABASE_URL: url },
    },
  );

describe('npm run cli -- codes generate', () => {
  it('prints exactly n new codes, one per line, and nothing else on stdout', async () => {
    const { url, edition } = await databaseWithEdition();
    const { stdout } = await cli(url, ['--count', '5', '--edition', edition.slug]);
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(5);
    for (const line of lines)
      expect(line).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(lines).size).toBe(5);

    const database = openDatabase(url);
    try {
      const rows = await database.db
        .selectFrom('activation_code')
        .select(['edition_id', 'market_id'])
        .execute();
      expect(rows).toEqual(
        Array.from({ length: 5 }, () => ({ edition_id: edition.id, market_id: edition.marketId })),
      );
    } finally {
      await database.close();
    }
  });

  it('refuses an edition that does not exist, and makes no code (OPERATOR-13)', async () => {
    const { url } = await databaseWithEdition();
    const failed = await cli(url, ['--count', '5', '--edition', 'no-such-book']).catch(
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect((failed as { stderr: string }).stderr).toContain('there is no edition "no-such-book"');
  });
});
