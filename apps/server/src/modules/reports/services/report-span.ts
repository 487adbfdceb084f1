import {
  addDays,
  eachDay,
  localMoment,
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
}

/**
 * OPERATOR-23: the days of a report are the market's days: from the start of `from` to the start
 * of the day after `to`, in the market's time zone (a day of a clock change is 23 or 25 hours).
 */
export async function resolveRange(db: Kysely<DB>, query: ReportQuery): Promise<ResolvedRange> {
  const market = await requireMarket(db, query.marketId);
  return {
    range: {
      marketId: market.id,
      marketTitle: market.title,
      timeZone: market.timeZone,
      from: query.from,
      to: query.to,
    },
    span: {
      start: marketDayStart(query.from, market.timeZone),
      end: marketDayStart(addDays(query.to, 1), market.timeZone),
    },
    days: eachDay(query.from, query.to),
  };
}

/**
 * The market's day a quarter hour (`YYYY-MM-DDTHH:q`, UTC) belongs to: every zone's offset is a
 * whole number of quarter hours, so the quarter's first instant decides it.
 */
export function dayOfQuarter(quarter: string, timeZone: string): string {
  const minutes = Number(quarter.slice(14)) * 15;
  const instant = Date.parse(`${quarter.slice(0, 13)}:${String(minutes).padStart(2, '0')}:00Z`);
  return localMoment(new Date(instant), timeZone).date;
}
