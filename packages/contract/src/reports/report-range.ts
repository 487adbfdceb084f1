import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';
import { localDateSchema } from '../catalog/offer-rules.ts';
import { localMoment } from '../catalog/offer-usable-at.ts';

/** OPERATOR-23: the longest range one report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** OPERATOR-25: the console's home shows this many days, today included. */
export const GLANCE_DAYS = 30;

const DAY_MS = 86_400_000;

/** The days from `from` to `to`, both included (YYYY-MM-DD; a calendar without zones). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(daysBetween(from, to), 0) }, (_unused, index) =>
    addDays(from, index),
  );
}

/**
 * The instant a day of the market begins (its local midnight, or the first moment after it where
 * a clock change skips midnight), as ISO-8601 UTC text: the reports' days are the market's days.
 */
export function marketDayStart(date: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at an instant: its wall clock read as UTC, minus the instant.
  const offsetAt = (instant: number) => {
    const local = localMoment(new Date(instant), timeZone);
    return Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000 - instant;
  };
  // Try the offsets of the day before and after (a clock change in between gives two).
  for (const offset of [offsetAt(midnightUtc - DAY_MS), offsetAt(midnightUtc + DAY_MS)]) {
    const instant = midnightUtc - offset;
    const local = localMoment(new Date(instant), timeZone);
    if (local.date === date && local.minutes === 0) return new Date(instant).toISOString();
  }
  // Midnight does not exist that day: the day begins when the clock jumps past it.
  let instant = midnightUtc - offsetAt(midnightUtc - DAY_MS);
  while (localMoment(new Date(instant), timeZone).date !== date) instant += 15 * 60_000;
  return new Date(instant).toISOString();
}

/** OPERATOR-23: a report's days run forwards and cover at most REPORT_MAX_DAYS (MERCHANT-7 too). */
export function reportDayRangeChecks<Query extends { from: string; to: string }>() {
  return [
    z.refine<Query>((query) => query.from <= query.to, {
      message: 'the range ends before it begins',
      path: ['to'],
    }),
    z.refine<Query>((query) => daysBetween(query.from, query.to) <= REPORT_MAX_DAYS, {
      message: `a report covers at most ${String(REPORT_MAX_DAYS)} days`,
      path: ['to'],
    }),
  ];
}

/** OPERATOR-23: a report's question: a market, and its days from `from` to `to` (both included). */
export const reportQuerySchema = z
  .object({
    marketId: idParamSchema,
    from: localDateSchema,
    to: localDateSchema,
  })
  .check(...reportDayRangeChecks());
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** What every report says it answered: the days, and the market's zone they were counted in. */
export const reportRangeSchema = z.object({
  marketId: z.int(),
  marketTitle: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** The market's day it is now. */
export function marketToday(timeZone: string, now: Date = new Date()): string {
  return localMoment(now, timeZone).date;
}

/** OPERATOR-25: the last `days` days of the market, today included. */
export function lastMarketDays(
  timeZone: string,
  days: number = GLANCE_DAYS,
  now: Date = new Date(),
): { from: string; to: string } {
  const to = marketToday(timeZone, now);
  return { from: addDays(to, 1 - days), to };
}
