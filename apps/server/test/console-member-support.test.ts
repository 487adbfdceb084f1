import {
  AccountConsoleApi,
  ErrorCode,
  RedemptionApi,
  RefundTiming,
  urlOf,
  type MemberSearchPage,
  type SupportMember,
} from '@citybook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { subscribedMember } from './factories/subscription.ts';
import { activatedMember } from './helpers/activated-member.ts';
import { failDatabaseWrites } from './helpers/database-failure.ts';
import { waitForMail } from './helpers/outbox.ts';
import { getJson, loginRequest, postJson, sessionCookieOf } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * Member support (OPERATOR-18…22; ADR 0043): finding a member, their page without secrets, and
 * every action audited with its reason; the refund exactly once under a race and after a failure
 * that followed the gateway's refund.
 */

const testApp = useTestApp();
let support: SignedInStaff;
let analyst: SignedInStaff;

beforeAll(async () => {
  support = await signedInStaff(testApp(), 'support');
  analyst = await signedInStaff(testApp(), 'analyst');
});

const reason = (what: string) => `Member wrote in: ${what} (ticket ${Math.random()})`;

function memberUrl(memberId: number) {
  return urlOf(AccountConsoleApi.getSupportMember, { params: { memberId } });
}

async function memberPage(memberId: number, cookie = support.cookie) {
  const response = await staffCall(testApp().app, 'GET', memberUrl(memberId), cookie);
  expect(response.statusCode).toBe(200);
  return { text: response.body, member: response.json<SupportMember>() };
}

async function search(query: Record<string, string>, cookie = support.cookie) {
  const response = await staffCall(
    testApp().app,
    'GET',
    `${AccountConsoleApi.searchMembers.path}?${new URLSearchParams(query).toString()}`,
    cookie,
  );
  return response;
}

async function auditOf(memberId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'member')
    .where('object_id', '=', String(memberId))
    .orderBy('id')
    .execute();
}

/** A subscribed member's first payment (the purchase). */
async function paidMember() {
  const member = await subscribedMember(testApp(), SandboxCards.visa);
  const payment = await testApp()
    .db.selectFrom('payment')
    .selectAll()
    .where('user_id', '=', member.user.id)
    .executeTakeFirstOrThrow();
  return { ...member, payment };
}

/** The payment's status in the ledger. */
async function paymentStatus(paymentId: number) {
  const row = await testApp()
    .db.selectFrom('payment')
    .select('status')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.status;
}

function refund(memberId: number, paymentId: number, why = reason('charged twice')) {
  return staffCall(
    testApp().app,
    'POST',
    urlOf(AccountConsoleApi.refundMemberPayment, { params: { memberId, paymentId } }),
    support.cookie,
    { reason: why },
  );
}

describe('finding a member (OPERATOR-18)', () => {
  it('finds a member by e-mail, activation code, verification code and card', async () => {
    const { app, db } = testApp();
    const member = await paidMember();
    const book = await activatedMember(testApp());
    const redeemed = await postJson(
      app,
      RedemptionApi.redeem.path,
      { offerId: book.offerIds[0], activationVoucherId: book.voucherId },
      book.cookie,
    );
    expect(redeemed.statusCode).toBe(200);
    const { verificationCode } = redeemed.json<{ verificationCode: string }>();
    const { code } = await db
      .selectFrom('activation_voucher')
      .select('code')
      .where('id', '=', book.voucherId)
      .executeTakeFirstOrThrow();

    const part = member.user.email.slice(0, 20).toUpperCase();
    const byEmail = (await search({ by: 'email', filter: part })).json<MemberSearchPage>();
    expect(byEmail.rows.map((row) => row.id)).toEqual([member.user.id]);

    const typedCode = code
      .toLowerCase()
      .replace(/(.{4})/g, '$1-')
      .replace(/-$/, '');
    const byCode = (
      await search({ by: 'activationCode', filter: typedCode })
    ).json<MemberSearchPage>();
    expect(byCode.rows).toEqual([
      expect.objectContaining({ id: book.user.id, matched: `Activation code ${code}` }),
    ]);

    const byVerification = (
      await search({ by: 'verificationCode', filter: verificationCode.toLowerCase() })
    ).json<MemberSearchPage>();
    expect(byVerification.rows.map((row) => row.id)).toEqual([book.user.id]);

    const year = String(new Date().getUTCFullYear() + 1).slice(-2);
    const byCard = (
      await search({ by: 'card', filter: '4242', expiry: `12/${year}`, pageSize: '100' })
    ).json<MemberSearchPage>();
    expect(byCard.rows).toContainEqual(
      expect.objectContaining({ id: member.user.id, matched: `Visa •••• 4242, 12/${year}` }),
    );
    expect(byCard.total).toBe(byCard.rows.length);
  });

  it('refuses a card search without its last 4 and expiry, and a code search without a code', async () => {
    const queries: Record<string, string>[] = [
      { by: 'card', filter: '42', expiry: '12/30' },
      { by: 'card', filter: '4242', expiry: '13/30' },
      { by: 'verificationCode' },
    ];
    for (const query of queries) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.validation });
    }
  });

  it('shows analysts counts, never people (and editors nothing)', async () => {
    const member = await paidMember();
    expect((await search({ by: 'email', filter: 'a' }, analyst.cookie)).statusCode).toBe(403);
    const page = await staffCall(testApp().app, 'GET', memberUrl(member.user.id), analyst.cookie);
    expect(page.statusCode).toBe(403);
    const counts = await staffCall(
      testApp().app,
      'GET',
      AccountConsoleApi.getMemberCounts.path,
      analyst.cookie,
    );
    expect(counts.statusCode).toBe(200);
    const body = counts.json<{ members: number; withLiveSubscription: number }>();
    expect(body.members).toBeGreaterThan(0);
    expect(body.withLiveSubscription).toBeGreaterThan(0);
    expect(counts.body).not.toContain('@');
    const editor = await signedInStaff(testApp(), 'editor');
    const refused = await staffCall(
      testApp().app,
      'GET',
      AccountConsoleApi.getMemberCounts.path,
      editor.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('a member’s page (OPERATOR-19)', () => {
  it('shows profile, activations, redemptions, payments, subscription, devices and security, and no secret', async () => {
    const { app, db } = testApp();
    const member = await paidMember();
    // A second device, a failed password and a reset link: secrets the answers must not carry.
    const second = await loginRequest(app, member.user.email, member.user.password);
    const secondToken = sessionCookieOf(second).split('=')[1];
    await loginRequest(app, member.user.email, 'Wrong#password1');
    await postJson(app, '/api/account/password/forgot', { emailAddress: member.user.email });
    const resetMail = await waitForMail(db, member.user.email);
    const user = await db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    const card = await db
      .selectFrom('payment_instrument')
      .select('gateway_token')
      .where('voucher_id', '=', member.voucherId)
      .executeTakeFirstOrThrow();
    const sessions = await db
      .selectFrom('session')
      .select('token_hash')
      .where('user_id', '=', member.user.id)
      .execute();
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(resetMail.body_text)?.[1];
    const secrets = [
      SandboxCards.visa,
      '4242 4242 4242 4242',
      user.password_hash!,
      card.gateway_token,
      member.cookie.split('=')[1]!,
      secondToken!,
      resetToken!,
      ...sessions.map((s) => s.token_hash),
    ];
    expect(secrets.every((secret) => secret.length >= 16)).toBe(true);

    const { text, member: page } = await memberPage(member.user.id);
    const searches = [
      (await search({ by: 'email', filter: member.user.email })).body,
      (
        await search({
          by: 'card',
          filter: '4242',
          expiry: `12/${String(new Date().getUTCFullYear() + 1).slice(-2)}`,
        })
      ).body,
    ];
    for (const answer of [text, ...searches])
      for (const secret of secrets) expect(answer).not.toContain(secret);

    expect(page.profile).toMatchObject({ id: member.user.id, email: member.user.email });
    expect(page.subscription).toMatchObject({
      status: 'active',
      source: 'card',
      card: { brand: 'Visa', last4: '4242', expirationMonth: 12 },
    });
    expect(page.payments.rows).toEqual([
      expect.objectContaining({ status: 'succeeded', refundable: true, cardLast4: '4242' }),
    ]);
    expect(page.vouchers).toEqual([expect.objectContaining({ kind: 'SUB', extendable: false })]);
    expect(page.devices).toHaveLength(2);
    expect(page.security.failedPasswords).toBe(1);
    expect(page.security.passwordResets).toEqual([expect.objectContaining({ usedAt: null })]);
  });

  it('answers 404 for a member that does not exist, and for the shared guest', async () => {
    const guest = await testApp()
      .db.selectFrom('app_user')
      .select('id')
      .where('email', '=', 'guest@citybook.app')
      .executeTakeFirstOrThrow();
    for (const id of [2_000_000_000, guest.id]) {
      const response = await staffCall(testApp().app, 'GET', memberUrl(id), support.cookie);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('refunds (OPERATOR-21; ADR 0043)', () => {
  it('refunds once when five requests race: one gateway refund, one ledger change, the others told', async () => {
    const { app, db } = testApp();
    const { user, payment } = await paidMember();
    const gatewayRefund = vi.spyOn(app.paymentGateway, 'refund');
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => refund(user.id, payment.id, reason(`click ${i}`))),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409))
        expect(answer.json()).toMatchObject({ code: ErrorCode.alreadyRefunded });
      expect(gatewayRefund).toHaveBeenCalledTimes(1);
    } finally {
      gatewayRefund.mockRestore();
    }
    const row = await db
      .selectFrom('payment')
      .select(['status', 'updated_at'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
    expect(await app.paymentGateway.findCharge(payment.idempotency_key)).toMatchObject({
      status: 'refunded',
    });
    const claims = await db
      .selectFrom('payment_refund')
      .selectAll()
      .where('payment_id', '=', payment.id)
      .execute();
    expect(claims).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    const receipts = await db
      .selectFrom('notice')
      .select('notice_key')
      .where('notice_key', '=', `refund:${payment.id}`)
      .execute();
    expect(receipts).toHaveLength(1);
    const audit = await auditOf(user.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'member.refundPayment', reason: claims[0]!.reason }),
    ]);
    // A sixth request, later, is told the same.
    const later = await refund(user.id, payment.id);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: ErrorCode.alreadyRefunded });
  });

  it('recovers a refund whose record failed after the gateway refunded, without a second refund', async () => {
    const { app } = testApp();
    const { user, payment } = await paidMember();
    const gatewayRefund = vi.spyOn(app.paymentGateway, 'refund');
    try {
      const restore = await failDatabaseWrites(testApp(), {
        event: 'update of status',
        table: 'payment',
      });
      const failed = await refund(user.id, payment.id, reason('first try'));
      await restore();
      expect(failed.statusCode).toBe(500);
      expect(gatewayRefund).toHaveBeenCalledTimes(1);
      expect(await paymentStatus(payment.id)).toBe('succeeded');
      expect(await auditOf(user.id)).toEqual([]);

      const retried = await refund(user.id, payment.id, reason('second try'));
      expect(retried.statusCode).toBe(200);
      expect(gatewayRefund).toHaveBeenCalledTimes(1);
    } finally {
      gatewayRefund.mockRestore();
    }
    expect(await paymentStatus(payment.id)).toBe('refunded');
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        action: 'member.refundPayment',
        reason: expect.stringContaining('second try'),
      }),
    ]);
  });

  it('asks again with the same key when the gateway did not confirm the refund', async () => {
    const { app } = testApp();
    const { user, payment } = await paidMember();
    const gatewayRefund = vi
      .spyOn(app.paymentGateway, 'refund')
      .mockRejectedValueOnce(new Error('timeout'));
    try {
      const failed = await refund(user.id, payment.id);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: ErrorCode.refundFailed });
      expect(await auditOf(user.id)).toEqual([]);
      // The failure let the claim go: the next try takes it over and refunds with the same key.
      const retried = await refund(user.id, payment.id);
      expect(retried.statusCode).toBe(200);
      expect(gatewayRefund).toHaveBeenCalledTimes(2);
      const [first, second] = gatewayRefund.mock.calls;
      expect(second).toEqual(first);
    } finally {
      gatewayRefund.mockRestore();
    }
    expect(await paymentStatus(payment.id)).toBe('refunded');
  });

  it('leaves a claim whose holder crashed alone until its lease is over, then completes it', async () => {
    const { app, db } = testApp();
    const { user, payment } = await paidMember();
    const at = new Date();
    // A holder that claimed, called the gateway and died before writing anything else.
    await db
      .insertInto('payment_refund')
      .values({
        payment_id: payment.id,
        idempotency_key: `${payment.idempotency_key}:refund`,
        status: 'pending',
        staff_id: support.id,
        staff_email: support.email,
        reason: 'first holder',
        lease_until: new Date(at.getTime() + RefundTiming.leaseSeconds * 1000).toISOString(),
        created_at: at.toISOString(),
      })
      .execute();
    await app.paymentGateway.refund(
      payment.gateway_reference!,
      `${payment.idempotency_key}:refund`,
    );
    const gatewayRefund = vi.spyOn(app.paymentGateway, 'refund');
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      const held = await refund(user.id, payment.id);
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ code: ErrorCode.alreadyRefunded });
      vi.setSystemTime(new Date(at.getTime() + (RefundTiming.leaseSeconds + 1) * 1000));
      const why = reason('after the crash');
      const taken = await refund(user.id, payment.id, why);
      expect(taken.statusCode).toBe(200);
      // The gateway said the charge was refunded: no second refund.
      expect(gatewayRefund).not.toHaveBeenCalled();
      expect(await auditOf(user.id)).toEqual([
        expect.objectContaining({ action: 'member.refundPayment', reason: why }),
      ]);
    } finally {
      vi.useRealTimers();
      gatewayRefund.mockRestore();
    }
    expect(await paymentStatus(payment.id)).toBe('refunded');
  });

  it('refuses a payment that is not the member’s, or not a charge that went through', async () => {
    const { db } = testApp();
    const a = await paidMember();
    const b = await paidMember();
    const other = await refund(a.user.id, b.payment.id);
    expect(other.statusCode).toBe(404);
    await db
      .updateTable('payment')
      .set({ status: 'failed' })
      .where('id', '=', a.payment.id)
      .execute();
    const failed = await refund(a.user.id, a.payment.id);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ code: ErrorCode.notRefundable });
  });
});

describe('every support action is audited with its reason (OPERATOR-20)', () => {
  async function act(path: string, body: Record<string, unknown>) {
    return staffCall(testApp().app, 'POST', path, support.cookie, body);
  }

  it('refuses an action without a reason, and records nothing', async () => {
    const member = await paidMember();
    const path = urlOf(AccountConsoleApi.signMemberOutEverywhere, {
      params: { memberId: member.user.id },
    });
    for (const body of [{}, { reason: '   ' }, { reason: 'no' }]) {
      const response = await act(path, body);
      expect(response.statusCode).toBe(400);
    }
    expect(await auditOf(member.user.id)).toEqual([]);
    expect((await getJson(testApp().app, '/api/account/profile', member.cookie)).statusCode).toBe(
      200,
    );
  });

  it('sends a reset mail, signs out everywhere and lifts a password lock', async () => {
    const { app, db } = testApp();
    const member = await paidMember();
    const memberId = member.user.id;
    for (let i = 0; i < 5; i += 1) await loginRequest(app, member.user.email, 'Wrong#password1');
    expect((await memberPage(memberId)).member.security.lockedUntil).not.toBeNull();

    const reasons = {
      reset: reason('forgot password'),
      signOut: reason('lost phone'),
      lift: reason('locked out'),
    };
    const reset = await act(
      urlOf(AccountConsoleApi.sendMemberPasswordReset, { params: { memberId } }),
      { reason: reasons.reset },
    );
    expect(reset.statusCode).toBe(200);
    expect((await waitForMail(db, member.user.email)).body_text).toContain(
      '/account/password/reset',
    );

    const signOut = await act(
      urlOf(AccountConsoleApi.signMemberOutEverywhere, { params: { memberId } }),
      { reason: reasons.signOut },
    );
    expect(signOut.json()).toEqual({ message: 'The member was signed out of 1 device.' });
    expect((await getJson(app, '/api/account/profile', member.cookie)).statusCode).toBe(401);

    const lift = await act(
      urlOf(AccountConsoleApi.liftMemberPasswordLock, { params: { memberId } }),
      { reason: reasons.lift },
    );
    expect(lift.statusCode).toBe(200);
    const page = (await memberPage(memberId)).member;
    expect(page.security).toMatchObject({ lockedUntil: null, failedPasswords: 0 });
    expect((await loginRequest(app, member.user.email, member.user.password)).statusCode).toBe(200);

    expect((await auditOf(memberId)).map((row) => [row.action, row.reason, row.staff_id])).toEqual([
      ['member.sendPasswordReset', reasons.reset, support.id],
      ['member.signOutEverywhere', reasons.signOut, support.id],
      ['member.liftPasswordLock', reasons.lift, support.id],
    ]);
    expect(page.supportHistory.map((entry) => entry.reason)).toEqual([
      reasons.lift,
      reasons.signOut,
      reasons.reset,
    ]);
  });

  it('restores a redemption and extends a book’s activation, within its bounds', async () => {
    const { app, db } = testApp();
    const book = await activatedMember(testApp());
    const memberId = book.user.id;
    const offerId = book.offerIds[0]!;
    const redeem = () =>
      postJson(
        app,
        RedemptionApi.redeem.path,
        { offerId, activationVoucherId: book.voucherId },
        book.cookie,
      );
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect((await redeem()).statusCode).toBe(409);
    const why = { restore: reason('redeemed by mistake'), extend: reason('book arrived late') };
    const restored = await act(
      urlOf(AccountConsoleApi.restoreMemberRedemption, {
        params: { memberId, redemptionId: first.json<{ id: number }>().id },
      }),
      { reason: why.restore },
    );
    expect(restored.statusCode).toBe(200);
    expect((await redeem()).statusCode).toBe(200);

    const voucher = await db
      .selectFrom('activation_voucher')
      .select('offers_valid_to')
      .where('id', '=', book.voucherId)
      .executeTakeFirstOrThrow();
    const end = new Date(voucher.offers_valid_to);
    const day = (days: number) =>
      new Date(end.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const extend = (endsOn: string, text = why.extend) =>
      act(
        urlOf(AccountConsoleApi.extendMemberActivation, {
          params: { memberId, voucherId: book.voucherId },
        }),
        { reason: text, endsOn },
      );
    for (const tooFar of [day(400), day(-1)]) {
      const refused = await extend(tooFar);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: ErrorCode.notExtendable });
    }
    const extended = await extend(day(30));
    expect(extended.statusCode).toBe(200);
    const after = await db
      .selectFrom('activation_voucher')
      .select('offers_valid_to')
      .where('id', '=', book.voucherId)
      .executeTakeFirstOrThrow();
    expect(after.offers_valid_to).toBe(`${day(30)}T23:59:59.999Z`);

    expect((await auditOf(memberId)).map((row) => [row.action, row.reason])).toEqual([
      ['member.restoreRedemption', why.restore],
      ['member.extendActivation', why.extend],
    ]);
  });

  it('cancels a subscription, then ends it now', async () => {
    const { db } = testApp();
    const member = await paidMember();
    const memberId = member.user.id;
    const path = urlOf(AccountConsoleApi.endMemberSubscription, { params: { memberId } });
    const why = { cancel: reason('moving away'), end: reason('asked to end today') };
    const cancelled = await act(path, { reason: why.cancel, when: 'periodEnd' });
    expect(cancelled.statusCode).toBe(200);
    const again = await act(path, { reason: why.cancel, when: 'periodEnd' });
    expect(again.statusCode).toBe(409);
    const ended = await act(path, { reason: why.end, when: 'now' });
    expect(ended.statusCode).toBe(200);
    const voucher = await db
      .selectFrom('activation_voucher')
      .select(['subscription_status', 'deactivated_at'])
      .where('id', '=', member.voucherId)
      .executeTakeFirstOrThrow();
    expect(voucher.subscription_status).toBe('ended');
    expect(voucher.deactivated_at).not.toBeNull();
    expect((await auditOf(memberId)).map((row) => [row.action, row.reason])).toEqual([
      ['member.cancelSubscription', why.cancel],
      ['member.endSubscription', why.end],
    ]);
  });
});
