import {
  ErrorCode,
  FixedRateLimitPerMinute,
  RedemptionApi,
  redemptionSchema,
  verificationSchema,
  VerifyText,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { activatedMember } from './helpers/activated-member.ts';
import { postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** Each test checks from its own address: the limit counts per address. */
const check = (code: string, remoteAddress: string, method: 'GET' | 'HEAD' = 'GET') =>
  testApp().app.inject({
    method,
    url: `/api/redemption/verify/${encodeURIComponent(code)}`,
    remoteAddress,
  });

async function redeemed() {
  const member = await activatedMember(testApp());
  const response = await postJson(
    testApp().app,
    RedemptionApi.redeem.path,
    { offerId: member.offerIds[0]!, activationVoucherId: member.voucherId },
    member.cookie,
  );
  return { member, redemption: redemptionSchema.parse(response.json()) };
}

describe('GET /api/redemption/verify/{code}', () => {
  it('answers a real code with merchant, offer and time', async () => {
    const { redemption } = await redeemed();
    expect(redemption.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);

    const first = await check(redemption.verificationCode, '10.0.0.1');
    expect(first.statusCode, first.body).toBe(200);
    expect(verificationSchema.parse(first.json())).toEqual({
      code: redemption.verificationCode,
      merchantName: 'Redeem Cafe',
      offerTitle: 'Offer 1 of Redeem Cafe',
      redeemedAt: redemption.redeemedAt,
      firstCheckedAt: null,
      receivedAt: null,
    });
  });

  it('never stamps a code "checked" on a lookup, GET or HEAD (issue 27 finding 8)', async () => {
    const { redemption } = await redeemed();
    expect((await check(redemption.verificationCode, '10.0.1.1', 'HEAD')).statusCode).toBe(200);
    for (let call = 0; call < 3; call += 1) {
      const again = await check(redemption.verificationCode, '10.0.1.1');
      expect(again.statusCode, again.body).toBe(200);
      expect(verificationSchema.parse(again.json()).firstCheckedAt).toBeNull();
    }
    const row = await testApp()
      .db.selectFrom('redemption')
      .select('first_checked_at')
      .where('verification_code', '=', redemption.verificationCode)
      .executeTakeFirstOrThrow();
    expect(row.first_checked_at).toBeNull();
  });

  it('takes the code in any case, with look-alikes and spaces', async () => {
    const { redemption } = await redeemed();
    const typed = redemption.verificationCode
      .toLowerCase()
      .replaceAll('0', 'o')
      .replaceAll('1', 'l')
      .replace(/^(...)/, '$1 ');
    const response = await check(typed, '10.0.0.2');
    expect(response.statusCode, typed).toBe(200);
    expect(response.json()).toMatchObject({ code: redemption.verificationCode });
  });

  it('answers a made-up code, and what cannot be a code, with not found', async () => {
    const { redemption } = await redeemed();
    // A code differing in one character from a real one (codes never start with both).
    const madeUp = redemption.verificationCode.startsWith('Z') ? 'YYYYYY' : 'ZZZZZZ';
    for (const code of [madeUp, 'ABC', 'UUUUUU']) {
      const response = await check(code, '10.0.0.3');
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual({ code: ErrorCode.notFound, message: VerifyText.notFound });
    }
  });

  it('never names the member', async () => {
    const { member, redemption } = await redeemed();
    const body = (await check(redemption.verificationCode, '10.0.0.4')).body;
    expect(body).not.toContain(member.user.email);
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual([
      'code',
      'firstCheckedAt',
      'merchantName',
      'offerTitle',
      'receivedAt',
      'redeemedAt',
    ]);
  });

  it('answers 429 past its own strict limit per address', async () => {
    const limit = FixedRateLimitPerMinute.verify;
    const statuses = [];
    for (let call = 0; call <= limit; call += 1) {
      statuses.push((await check('ZZZZZZ', '10.0.0.5')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(404), 429]);
    expect((await check('ZZZZZZ', '10.0.0.6')).statusCode).toBe(404);
  });

  it('counts HEAD and GET in one bucket: alternating them gets no more checks (issue 27)', async () => {
    const limit = FixedRateLimitPerMinute.verify;
    const statuses = [];
    for (let call = 0; call < limit; call += 1) {
      statuses.push(
        (await check('ZZZZZZ', '10.0.0.7', call % 2 === 0 ? 'HEAD' : 'GET')).statusCode,
      );
    }
    expect(statuses).toEqual(Array<number>(limit).fill(404));
    expect((await check('ZZZZZZ', '10.0.0.7', 'HEAD')).statusCode).toBe(429);
    expect((await check('ZZZZZZ', '10.0.0.7', 'GET')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it gets no more checks (issue 27)', async () => {
    const limit = FixedRateLimitPerMinute.verify;
    const statuses = [];
    for (let call = 0; call <= limit; call += 1) {
      const address = `2001:db8:27:64:${(call + 1).toString(16)}::${(call * 7 + 1).toString(16)}`;
      statuses.push((await check('ZZZZZZ', address)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(404), 429]);
    // The next /64 is another client.
    expect((await check('ZZZZZZ', '2001:db8:27:65::1')).statusCode).toBe(404);
  });

  it('gives every redemption its own code', async () => {
    const { db } = testApp();
    const rows = await db.selectFrom('redemption').select('verification_code').execute();
    expect(new Set(rows.map((row) => row.verification_code)).size).toBe(rows.length);
  });
});
