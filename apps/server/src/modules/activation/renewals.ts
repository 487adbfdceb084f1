import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../db/schema.ts';
import { graceEnd, nextPeriodEnd, RENEWAL_RETRY_MS } from './subscription-period.ts';
import { PaymentDeclinedError, type PaymentGateway } from '../../lib/payments/payment-gateway.ts';

export interface RenewalSummary {
  renewed: number;
  failed: number;
  ended: number;
}

export interface RenewalLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const quietLog: RenewalLog = { info: () => undefined, warn: () => undefined };

/**
 * Renews every subscription whose period has run out: charges the stored card and extends the
 * period; a declined card starts the grace period (isDeactivatedFuture) and is retried daily; at
 * the end of the grace period the subscription ends. Each attempt is claimed by a conditional
 * update first, so several servers (or the scheduler and the operator command) never charge twice.
 */
export async function renewDueSubscriptions(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  now: Date = new Date(),
  log: RenewalLog = quietLog,
): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, failed: 0, ended: 0 };
  const due = await db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('kind', '=', 'SUB')
    .where('offers_valid_to', '<=', now.toISOString())
    .where('deactivated_at', 'is', null)
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const voucher of due) {
    const outcome = await renewOne(db, gateway, voucher, now, log);
    if (outcome) summary[outcome] += 1;
  }
  return summary;
}

type Outcome = keyof RenewalSummary;

async function renewOne(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  voucher: VoucherRow,
  now: Date,
  log: RenewalLog,
): Promise<Outcome | null> {
  const nowText = now.toISOString();
  if (voucher.renewal_failed_at !== null && graceEnd(voucher.offers_valid_to) <= nowText) {
    const ended = await db
      .updateTable('activation_voucher')
      .set({ deactivated_at: nowText })
      .where('id', '=', voucher.id)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return null;
    log.info({ voucherId: voucher.id }, 'subscription ended after its grace period');
    return 'ended';
  }
  if (!(await claim(db, voucher, now))) return null;

  const plan = await db
    .selectFrom('activation_voucher')
    .innerJoin(
      'subscription_type',
      'subscription_type.code',
      'activation_voucher.subscription_type_code',
    )
    .innerJoin('payment_instrument', 'payment_instrument.voucher_id', 'activation_voucher.id')
    .select([
      'subscription_type.title',
      'subscription_type.price_cents',
      'subscription_type.period',
      'payment_instrument.gateway_token',
    ])
    .where('activation_voucher.id', '=', voucher.id)
    .executeTakeFirst();
  if (!plan) return null;

  try {
    await gateway.chargeStored(
      plan.gateway_token,
      plan.price_cents,
      `Citybook Mobile + ${plan.title}`,
    );
  } catch (error) {
    if (!(error instanceof PaymentDeclinedError)) throw error;
    await db
      .updateTable('activation_voucher')
      .set((eb) => ({ renewal_failed_at: eb.fn.coalesce('renewal_failed_at', eb.val(nowText)) }))
      .where('id', '=', voucher.id)
      // A card update that renewed meanwhile wins.
      .where('offers_valid_to', '=', voucher.offers_valid_to)
      .execute();
    log.warn({ voucherId: voucher.id }, 'subscription renewal declined');
    return 'failed';
  }
  await db
    .updateTable('activation_voucher')
    .set({
      offers_valid_to: nextPeriodEnd(voucher.offers_valid_to, plan.period, now),
      renewal_failed_at: null,
    })
    .where('id', '=', voucher.id)
    .where('offers_valid_to', '=', voucher.offers_valid_to)
    .execute();
  log.info({ voucherId: voucher.id }, 'subscription renewed');
  return 'renewed';
}

/** Takes this attempt for this process, unless another took one within the retry interval. */
async function claim(db: Kysely<DB>, voucher: VoucherRow, now: Date): Promise<boolean> {
  const retryBefore = new Date(now.getTime() - RENEWAL_RETRY_MS).toISOString();
  const result = await db
    .updateTable('activation_voucher')
    .set({ renewal_attempted_at: now.toISOString() })
    .where('id', '=', voucher.id)
    .where('offers_valid_to', '=', voucher.offers_valid_to)
    .where((eb) =>
      eb.or([
        eb('renewal_attempted_at', 'is', null),
        eb('renewal_attempted_at', '<=', retryBefore),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
