import { ActivationApi, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../src/modules/activation/index.ts';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import { cardPayload, setPeriodEnd, subscribedMember } from './factories/subscription.ts';
import { postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void logLines.push(line) },
});

/** Every row of every table, as text. */
async function databaseText(): Promise<string> {
  const { db } = testApp();
  const tables = await db.introspection.getTables();
  const dumps = await Promise.all(
    tables.map(async (table) =>
      JSON.stringify(
        await db
          .selectFrom(table.name as 'app_user')
          .selectAll()
          .execute(),
      ),
    ),
  );
  return dumps.join('\n');
}

describe('card data privacy', () => {
  it('keeps no card number or CVV in the database or the log after a purchase and a card update', async () => {
    const { app, db } = testApp();
    const member = await subscribedMember(testApp(), SandboxCards.failsAtRenewal);
    await setPeriodEnd(testApp(), member.voucherId, new Date(Date.now() - 60_000));
    await renewDueSubscriptions({ db, gateway: app.paymentGateway }, new Date(), app.log);
    const update = await postJson(
      app,
      urlOf(ActivationApi.updatePaymentInstrument, {
        params: { activationVoucherId: member.voucherId },
      }),
      { sourcePayload: cardPayload(SandboxCards.mastercard, { cvv: '987' }) },
      member.cookie,
    );
    expect(update.statusCode, update.body).toBe(200);

    const stored = await databaseText();
    const logged = logLines.join('');
    expect(logged).toContain('payment card updated');
    for (const text of [stored, logged]) {
      expect(text).not.toContain(SandboxCards.failsAtRenewal);
      expect(text).not.toContain(SandboxCards.mastercard);
      expect(text).not.toMatch(/"cvv"/i);
      expect(text).not.toContain('sourcePayload');
    }
    // What may be kept: the new card's last four digits.
    expect(stored).toContain('"last4":"4444"');
  });
});
