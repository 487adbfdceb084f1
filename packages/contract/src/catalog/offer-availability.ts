import { hasTimeRules, WEEKDAYS, type OfferRules, type Weekday } from './offer-rules.ts';
import { localMoment, offerUsableAt } from './offer-usable-at.ts';

/** Whether an offer may be used at a moment, and when that answer next changes. */
export interface OfferAvailability {
  usableNow: boolean;
  /** The first moment the answer differs (opening or closing); null: it never does again. */
  changesAt: Date | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How far ahead an opening is looked for: date ranges are a book's year at most. */
const HORIZON_DAYS = 400;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';
}

/** Whether the day rules (days, date ranges, blackout dates) allow the local `date`. */
function dayAllowed(rules: OfferRules, date: string): boolean {
  if (rules.days && !rules.days.includes(weekdayOf(date))) return false;
  if (rules.dateRanges && !rules.dateRanges.some((r) => r.from <= date && date <= r.to)) {
    return false;
  }
  return !rules.blackoutDates?.includes(date);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const local = localMoment(new Date(instant), timeZone);
  const wall = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE_MS;
  return wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant the wall clock of `timeZone` reads `date` at `minutes` past midnight: the first of
 * two when the clocks go back; when they skip that time (spring forward), the first instant after
 * it, from which the search below narrows to the minute the clocks land on.
 */
function instantOf(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
  const second = wall - offsetAt(first, timeZone);
  const reads = (at: number) => at + offsetAt(at, timeZone) === wall;
  const real = [first, second].filter(reads);
  return real.length > 0 ? Math.min(...real) : Math.max(first, second);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Issue #32 item 1: whether the offer may be used at `instant` on the wall clock of the market's
 * `timeZone` (`offerUsableAt`, ADR 0022), and the next moment that changes, so a page can say
 * when it opens and follow the clock. The answer can only change at a local midnight or at the
 * rules' from and to times: those moments are tried in order, and the first that differs is
 * narrowed to its minute (which also finds an opening at a time the clocks skip).
 */
export function offerAvailability(
  rules: OfferRules | null | undefined,
  instant: Date,
  timeZone: string,
): OfferAvailability {
  const usableNow = offerUsableAt(rules, instant, timeZone);
  if (!rules || !hasTimeRules(rules)) return { usableNow, changesAt: null };
  const differs = (at: number) => offerUsableAt(rules, new Date(at), timeZone) !== usableNow;
  const times = [
    0,
    ...(rules.hours ? [minutesOf(rules.hours.from), minutesOf(rules.hours.to)] : []),
  ];
  times.sort((a, b) => a - b);
  // The rules are in whole minutes, so the start of this minute answers as the instant does.
  let same = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  const today = localMoment(instant, timeZone).date;
  for (let day = 0; day <= HORIZON_DAYS; day += 1) {
    const date = addDays(today, day);
    // A day neither allowed nor holding the small hours of an allowed night changes nothing.
    if (!dayAllowed(rules, date) && !dayAllowed(rules, addDays(date, -1))) continue;
    for (const minutes of times) {
      const at = instantOf(date, minutes, timeZone);
      if (at <= same) continue;
      if (!differs(at)) {
        same = at;
        continue;
      }
      let changed = at;
      while (changed - same > MINUTE_MS) {
        const middle = same + Math.floor((changed - same) / 2 / MINUTE_MS) * MINUTE_MS;
        if (differs(middle)) changed = middle;
        else same = middle;
      }
      return { usableNow, changesAt: new Date(changed) };
    }
  }
  return { usableNow, changesAt: null };
}
