import {
  subscriptionEvents,
  type ActivationReport,
  type IdleMerchantReport,
  type RedemptionReport,
  type ReportQuery,
  type RevenueReport,
  type SubscriptionEvent,
  type SubscriptionReport,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import {
  activationsByBatch,
  chargesByPlan,
  idleMerchants,
  planTitles,
  refundsByPlan,
  subscriptionEventsByPlan,
} from '../repositories/report-repo.ts';
import {
  redeemingMembers,
  redemptionsByOffer,
  redemptionsByQuarterHour,
} from '../repositories/tally-repo.ts';
import { daysOfStarts, resolveRange } from './report-span.ts';

/*
 * OPERATOR-23, OPERATOR-24 (ADR 0044): the console's reports. The database adds up; this file
 * names the rows and folds them into the shapes the contract declares, larger first, then by name.
 */

interface Tally {
  redemptions: number;
  savingsCents: number;
}

/** Adds rows up by a key; the first row of a key gives the tally its names. */
function tallyBy<Row extends Tally, Named extends object>(
  rows: readonly Row[],
  keyOf: (row: Row) => number,
  namesOf: (row: Row) => Named,
): (Named & Tally)[] {
  const tallies = new Map<number, Named & Tally>();
  for (const row of rows) {
    const tally = tallies.get(keyOf(row)) ?? { ...namesOf(row), redemptions: 0, savingsCents: 0 };
    tally.redemptions += row.redemptions;
    tally.savingsCents += row.savingsCents;
    tallies.set(keyOf(row), tally);
  }
  return [...tallies.values()];
}

/** Larger count first; equal counts by name. */
function largestFirst<Row>(count: (row: Row) => number, name: (row: Row) => string) {
  return (a: Row, b: Row) => count(b) - count(a) || name(a).localeCompare(name(b));
}

export async function redemptionReport(
  db: Kysely<DB>,
  query: ReportQuery,
): Promise<RedemptionReport> {
  const { range, span, days, starts } = await resolveRange(db, query);
  const wholeHours = [...starts, span.end].every((start) => start.slice(14, 16) === '00');
  const [offers, quarters, members] = await Promise.all([
    redemptionsByOffer(db, range.marketId, span),
    redemptionsByQuarterHour(db, range.marketId, span, wholeHours),
    redeemingMembers(db, range.marketId, span),
  ]);
  const perDay = new Map<string, Tally>(
    days.map((day) => [day, { redemptions: 0, savingsCents: 0 }]),
  );
  const dayOf = daysOfStarts(days, starts);
  for (const quarter of quarters) {
    const day = dayOf(quarter.quarter);
    const tally = day === undefined ? undefined : perDay.get(day);
    if (!tally) throw new Error(`quarter ${quarter.quarter} is outside ${range.from}…${range.to}`);
    tally.redemptions += quarter.redemptions;
    tally.savingsCents += quarter.savingsCents;
  }
  const byRedemptions = <Row extends Tally>(name: (row: Row) => string) =>
    largestFirst<Row>((row) => row.redemptions, name);
  return {
    range,
    redemptions: offers.reduce((sum, row) => sum + row.redemptions, 0),
    savingsCents: offers.reduce((sum, row) => sum + row.savingsCents, 0),
    members,
    byDay: [...perDay].map(([day, tally]) => ({ day, ...tally })),
    byMerchant: tallyBy(
      offers,
      (row) => row.merchantId,
      (row) => ({ merchantId: row.merchantId, merchantTitle: row.merchantTitle }),
    ).sort(byRedemptions((row) => row.merchantTitle)),
    byOffer: offers
      .map((row) => ({
        offerId: row.offerId,
        offerTitle: row.offerTitle,
        merchantTitle: row.merchantTitle,
        redemptions: row.redemptions,
        savingsCents: row.savingsCents,
      }))
      .sort(byRedemptions((row) => `${row.offerTitle} ${row.merchantTitle}`)),
    byCategory: tallyBy(
      offers,
      (row) => row.categoryId,
      (row) => ({ categoryId: row.categoryId, categoryTitle: row.categoryTitle }),
    ).sort(byRedemptions((row) => row.categoryTitle)),
  };
}

export async function idleMerchantReport(
  db: Kysely<DB>,
  query: ReportQuery,
): Promise<IdleMerchantReport> {
  const { range, span } = await resolveRange(db, query);
  return { range, merchants: await idleMerchants(db, range.marketId, span) };
}

export async function activationReport(
  db: Kysely<DB>,
  query: ReportQuery,
): Promise<ActivationReport> {
  const { range, span } = await resolveRange(db, query);
  const rows = await activationsByBatch(db, range.marketId, span);
  const editions = new Map<number | null, ActivationReport['byEdition'][number]>();
  for (const row of rows) {
    const edition = editions.get(row.editionId) ?? {
      editionId: row.editionId,
      editionName: row.editionName,
      activations: 0,
    };
    edition.activations += row.activations;
    editions.set(row.editionId, edition);
  }
  return {
    range,
    activations: rows.reduce((sum, row) => sum + row.activations, 0),
    byBatch: rows.sort(
      largestFirst(
        (row) => row.activations,
        (row) => row.batch,
      ),
    ),
    byEdition: [...editions.values()].sort(
      largestFirst(
        (row) => row.activations,
        (row) => row.editionName ?? '',
      ),
    ),
  };
}

const RENEWALS = new Set<string>(['renewal', 'storeRenewal']);

function noEvents(): Record<SubscriptionEvent, number> {
  return Object.fromEntries(subscriptionEvents.map((event) => [event, 0])) as Record<
    SubscriptionEvent,
    number
  >;
}

/** Renewals are the ledger's renewal charges that went through; the rest are state events. */
export async function subscriptionReport(
  db: Kysely<DB>,
  query: ReportQuery,
): Promise<SubscriptionReport> {
  const { range, span } = await resolveRange(db, query);
  const [events, charges, titles] = await Promise.all([
    subscriptionEventsByPlan(db, span),
    chargesByPlan(db, span),
    planTitles(db),
  ]);
  const plans = new Map<number, Record<SubscriptionEvent, number>>();
  const add = (planCode: number, event: SubscriptionEvent, count: number) => {
    const counts = plans.get(planCode) ?? noEvents();
    counts[event] += count;
    plans.set(planCode, counts);
  };
  for (const row of events) add(row.planCode, row.event, row.count);
  for (const row of charges) if (RENEWALS.has(row.purpose)) add(row.planCode, 'renewed', row.count);
  const totals = noEvents();
  for (const counts of plans.values())
    for (const event of subscriptionEvents) totals[event] += counts[event];
  return {
    range,
    totals,
    byPlan: [...plans]
      .map(([planCode, counts]) => ({
        planCode,
        planTitle: titles.get(planCode) ?? `Plan ${String(planCode)}`,
        ...counts,
      }))
      .sort((a, b) => a.planCode - b.planCode),
  };
}

type Money = RevenueReport['totals'][number];

function noMoney(currency: string): Money {
  return { currency, payments: 0, grossCents: 0, refunds: 0, refundedCents: 0, netCents: 0 };
}

/** Gross: charges that went through in the range; refunds: those made in it, of any charge. */
export async function revenueReport(db: Kysely<DB>, query: ReportQuery): Promise<RevenueReport> {
  const { range, span } = await resolveRange(db, query);
  const [charges, refunds, titles] = await Promise.all([
    chargesByPlan(db, span),
    refundsByPlan(db, span),
    planTitles(db),
  ]);
  const plans = new Map<string, Money & { planCode: number }>();
  const totals = new Map<string, Money>();
  const entries = (planCode: number, currency: string) => {
    const key = `${String(planCode)} ${currency}`;
    const plan = plans.get(key) ?? { planCode, ...noMoney(currency) };
    plans.set(key, plan);
    const total = totals.get(currency) ?? noMoney(currency);
    totals.set(currency, total);
    return [plan, total];
  };
  for (const row of charges)
    for (const money of entries(row.planCode, row.currency)) {
      money.payments += row.count;
      money.grossCents += row.cents;
      money.netCents += row.cents;
    }
  for (const row of refunds)
    for (const money of entries(row.planCode, row.currency)) {
      money.refunds += row.count;
      money.refundedCents += row.cents;
      money.netCents -= row.cents;
    }
  return {
    range,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    byPlan: [...plans.values()]
      .map(({ planCode, ...money }) => ({
        planCode,
        planTitle: titles.get(planCode) ?? `Plan ${String(planCode)}`,
        ...money,
      }))
      .sort((a, b) => a.planCode - b.planCode || a.currency.localeCompare(b.currency)),
  };
}
