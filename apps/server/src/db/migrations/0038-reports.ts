import { sql, type Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** When a subscription event happens with no column of the row saying when: the database's now. */
const NOW = {
  sqlite: sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`),
  postgres: sql.raw(
    `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  ),
} as const;

/**
 * OPERATOR-24, OPERATOR-26 (ADR 0044): what the reports read, kept exact by the database itself.
 *
 * - `subscription_event`: a subscription's start and its changes to cancelled, past due and ended,
 *   one row each, written by triggers on `activation_voucher` whoever changes the state (a member,
 *   the renewal job, a store's notification, support), in the writer's transaction. The moment is
 *   the row's own where it has one (created_at, renewal_failed_at, deactivated_at), else the
 *   database's clock. Renewals are read from the ledger instead.
 * - Indexes for the reports' ranges: redemptions by time carrying what the reports add up (an
 *   index-only scan) and by offer and time (a merchant without redemptions), the ledger by charge
 *   time and by refund time, book activations by time, and the events by time.
 */
export function reports(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('subscription_event')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('voucher_id', 'integer', (c) => c.notNull())
        .addColumn('subscription_type_code', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index subscription_event_at_idx on subscription_event (at, event, subscription_type_code)`.execute(
        db,
      );
      await sql`create index redemption_report_idx on redemption (created_at, offer_id, savings_cents, user_id)`.execute(
        db,
      );
      // A merchant without redemptions in a range: one seek per offer.
      await sql`create index redemption_offer_time_idx on redemption (offer_id, created_at)`.execute(
        db,
      );
      await sql`create index payment_created_idx on payment (created_at, status)`.execute(db);
      await sql`create index payment_status_updated_idx on payment (status, updated_at)`.execute(
        db,
      );
      await sql`create index activation_voucher_kind_created_idx on activation_voucher (kind, created_at)`.execute(
        db,
      );

      // What the state's change is an event of, in both dialects' trigger bodies.
      const now = NOW[dialect];
      const started = sql`select new.id, new.subscription_type_code, 'started', new.created_at`;
      const state = sql`select new.id, new.subscription_type_code, new.subscription_status,
        case new.subscription_status
          when 'ended' then coalesce(new.deactivated_at, ${now})
          when 'pastDue' then coalesce(new.renewal_failed_at, ${now})
          else ${now} end`;
      const stateEvent = sql`new.subscription_status in ('cancelled', 'pastDue', 'ended')`;
      const columns = sql`subscription_event (voucher_id, subscription_type_code, event, at)`;
      if (dialect === 'postgres') {
        await sql`create function record_subscription_event() returns trigger language plpgsql as $$
          begin
            if new.kind <> 'SUB' or new.subscription_status is null
              or new.subscription_status = 'pending' or new.subscription_type_code is null then
              return null;
            end if;
            if tg_op = 'UPDATE' and old.subscription_status is not distinct from new.subscription_status then
              return null;
            end if;
            if tg_op = 'INSERT' or old.subscription_status = 'pending' then
              insert into ${columns} ${started};
            end if;
            if ${stateEvent} then
              insert into ${columns} ${state};
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger activation_voucher_subscription_events
          after insert or update of subscription_status on activation_voucher
          for each row execute function record_subscription_event()`.execute(db);
      } else {
        const live = sql`new.kind = 'SUB' and new.subscription_type_code is not null
          and new.subscription_status is not null and new.subscription_status <> 'pending'`;
        await sql`create trigger activation_voucher_subscription_started
          after insert on activation_voucher when ${live}
          begin
            insert into ${columns} ${started};
            insert into ${columns} ${state} where ${stateEvent};
          end`.execute(db);
        await sql`create trigger activation_voucher_subscription_changed
          after update of subscription_status on activation_voucher
          when ${live} and old.subscription_status is not new.subscription_status
          begin
            insert into ${columns} ${started} where old.subscription_status = 'pending';
            insert into ${columns} ${state} where ${stateEvent};
          end`.execute(db);
      }

      // The subscriptions there are: their start, their end, and a past due they are in now.
      // A cancellation made before this migration left no moment, so none is made up.
      const backfill = sql`from activation_voucher where kind = 'SUB'
        and subscription_type_code is not null and subscription_status is not null
        and subscription_status <> 'pending'`;
      await sql`insert into ${columns}
        select id, subscription_type_code, 'started', created_at ${backfill}`.execute(db);
      await sql`insert into ${columns}
        select id, subscription_type_code, 'ended', coalesce(deactivated_at, offers_valid_to)
        ${backfill} and subscription_status = 'ended'`.execute(db);
      await sql`insert into ${columns}
        select id, subscription_type_code, 'pastDue', renewal_failed_at
        ${backfill} and subscription_status = 'pastDue' and renewal_failed_at is not null`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists activation_voucher_subscription_events on activation_voucher`.execute(
          db,
        );
        await sql`drop function if exists record_subscription_event()`.execute(db);
      } else {
        await sql`drop trigger if exists activation_voucher_subscription_started`.execute(db);
        await sql`drop trigger if exists activation_voucher_subscription_changed`.execute(db);
      }
      for (const index of [
        'activation_voucher_kind_created_idx',
        'payment_status_updated_idx',
        'payment_created_idx',
        'redemption_offer_time_idx',
        'redemption_report_idx',
      ])
        await sql`drop index if exists ${sql.raw(index)}`.execute(db);
      await db.schema.dropTable('subscription_event').execute();
    },
  };
}
