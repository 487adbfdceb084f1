import { AccountApi, CatalogApi, RedemptionApi, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { subscribedMember } from '../factories/subscription.ts';
import { waitForMail } from '../helpers/outbox.ts';
import { getJson, logIn, postJson } from '../helpers/session.ts';
import { useTestApp, type TestApp } from '../helpers/test-app.ts';
import { offerOfNewMerchant } from './set-up.ts';

const testApp = useTestApp();

/** Columns that name a person: a user id in any of them joins a row back to the member. */
const PERSON_COLUMN = /(^|_)(user|account|member|principal|owner|customer)(_|$)/;

interface Hit {
  table: string;
  column: string;
  value: unknown;
}

/**
 * Every cell of every table (listed by the database itself, SQLite or PostgreSQL) that matches:
 * what a deletion must not leave anywhere.
 */
async function cellsMatching(
  { db }: TestApp,
  matches: (column: string, value: unknown, table: string) => boolean,
): Promise<Hit[]> {
  const hits: Hit[] = [];
  const tables = await db.introspection.getTables();
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['app_user', 'payment']));
  for (const table of tables) {
    const rows = await db
      .selectFrom(table.name as 'app_user')
      .selectAll()
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (matches(column, value, table.name)) hits.push({ table: table.name, column, value });
      }
    }
  }
  return hits;
}

describe('deleting an account', () => {
  it('leaves no trace of the member in any table: email, user id, card or gateway token', async () => {
    const { app, db } = testApp();
    const member = await subscribedMember(testApp(), SandboxCards.mastercard);
    const { user, cookie, voucherId } = member;
    const offerId = await offerOfNewMerchant(db, 'Erasure Cafe', 47);
    const redeemed = await postJson(
      app,
      RedemptionApi.redeem.path,
      { offerId, activationVoucherId: voucherId },
      cookie,
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const { merchant_id: merchantId } = await db
      .selectFrom('offer')
      .select('merchant_id')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    const favorite = await app.inject({
      method: 'PUT',
      url: urlOf(CatalogApi.addFavorite, { params: { merchantId } }),
      headers: { 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(favorite.statusCode, favorite.body).toBe(204);
    // A number of its own: the demo merchants have 555 numbers too.
    const phone = `(${String(200 + Math.floor(Math.random() * 700))}) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
    const profile = await postJson(
      app,
      AccountApi.updateProfile.path,
      {
        emailAddress: user.email,
        firstName: 'Erika',
        lastName: 'Erasable',
        phone,
        postalCode: '78701',
      },
      cookie,
    );
    expect(profile.statusCode, profile.body).toBe(200);
    await postJson(app, AccountApi.forgotPassword.path, { emailAddress: user.email });
    await waitForMail(db, user.email);
    await logIn(app, user.email, user.password);
    const card = await db
      .selectFrom('payment_instrument')
      .selectAll()
      .where('voucher_id', '=', voucherId)
      .executeTakeFirstOrThrow();
    const email = user.email.toLowerCase();
    const traces = (column: string, value: unknown, table: string) =>
      (typeof value === 'string' &&
        (value.toLowerCase().includes(email) ||
          value.includes(card.gateway_token) ||
          ['Erika', 'Erasable', phone].includes(value) ||
          (/last4|card/.test(column) && value === card.last4))) ||
      (value === user.id &&
        (PERSON_COLUMN.test(column) || (table === 'app_user' && column === 'id')));
    // The search finds the member before the deletion, in each kind of place.
    const before = await cellsMatching(testApp(), traces);
    expect(new Set(before.map((hit) => hit.table))).toEqual(
      new Set([
        'app_user',
        'session',
        'password_token',
        'outbox',
        'activation_voucher',
        'payment_instrument',
        'payment',
        'redemption',
        // ADR 0048: the member's redemption days, counted for the reports; the deletion drops them.
        'redemption_member_year',
        'favorite_merchant',
        'notice',
        // ACTIVATION-24: the consent to the terms, kept without the account after the deletion.
        'subscription_consent',
      ]),
    );

    const deleted = await postJson(
      app,
      AccountApi.deleteAccount.path,
      { currentPassword: user.password },
      cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await cellsMatching(testApp(), traces)).toEqual([]);
    // What the businesses count stays, detached from the person.
    const redemptions = await db
      .selectFrom('redemption')
      .select(['user_id', 'savings_cents'])
      .where('activation_voucher_id', '=', voucherId)
      .execute();
    expect(redemptions).toEqual([{ user_id: null, savings_cents: expect.any(Number) as number }]);
    const payments = await db
      .selectFrom('payment')
      .select(['user_id', 'card_brand', 'card_last4', 'amount_cents', 'status'])
      .where('voucher_id', '=', voucherId)
      .execute();
    expect(payments).toEqual([
      {
        user_id: null,
        card_brand: null,
        card_last4: null,
        amount_cents: expect.any(Number) as number,
        status: 'succeeded',
      },
    ]);
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(401);
  });
});
