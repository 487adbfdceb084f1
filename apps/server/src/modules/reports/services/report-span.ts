import {
  addDays,
  eachDay,
  marketDayStart,
  type ReportQuery,
  type ReportRange,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { requireMarket } from '../../market/index.ts';
import type { StoredSpan } from '../repositories/report-repo.ts';

/** A report's question resolved: the market, its days, and the stored times they span. */
export interface ResolvedRange {
  range: ReportRange;
  span: StoredSpan;
  days: string[];
  /** The instant each day begins (ISO UTC text). */
  starts: string[];
}

/**
 * OPERATOR-23: the days of a report are the market's days: from the start of `from` to the start
 * of the day after `to`, in the market's time zone (a day of a clock change is 23 or 25 hours).
 */
export async function resolveRange(db: Kysely<DB>, query: ReportQuery): Promise<ResolvedRange> {
  const market = await requireMarket(db, query.marketId);
  const days = eachDay(query.from, query.to);
  const starts = days.map((day) => marketDayStart(day, market.timeZone));
  return {
    range: {
      marketId: market.id,
      marketTitle: market.title,
      timeZone: market.timeZone,
      from: query.from,
      to: query.to,
    },
    span: marketSpan(query.from, query.to, market.timeZone),
    days,
    starts,
  };
}

/** The stored times of a market's days from `from` to `to` (OPERATOR-23; MERCHANT-7 too). */
export function marketSpan(from: string, to: string, timeZone: string): StoredSpan {
  return {
    start: marketDayStart(from, timeZone),
    end: marketDayStart(addDays(to, 1), timeZone),
  };
}

/**
 * The market's day of a quarter hour of the range (`YYYY-MM-DDTHH:MM`, UTC, as migration 0043's
 * summaries key it): every zone's offset is a whole number of quarter hours, so the quarter's
 * first instant decides it. Found by the days' first instants (one zone calculation a day, not one
 * a quarter).
 */
export function quarterDays(days: readonly string[], timeZone: string) {
  return daysOfStarts(
    days,
    days.map((day) => marketDayStart(day, timeZone)),
  );
}

/** `quarterDays` with the days' first instants already worked out. */
export function daysOfStarts(days: readonly string[], starts: readonly string[]) {
  return (quarter: string): string | undefined => {
    const instant = `${quarter}:00.000Z`;
    // The last day that begins at or before the instant.
    let low = 0;
    let high = starts.length - 1;
    if (high < 0 || instant < starts[0]!) return undefined;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]! <= instant) low = middle;
      else high = middle - 1;
    }
    return days[low];
  };
}
