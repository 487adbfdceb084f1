import {
  minutesOfClock,
  spanEnd,
  type OpeningException,
  type OpeningHours,
  type OpeningSpan,
} from './opening-hours.ts';
import { WEEKDAYS, type Weekday } from './offer-rules.ts';
import { localMoment } from './offer-usable-at.ts';

/*
 * CATALOG-26: whether a location is open at a moment, and when that next changes, on the wall
 * clock of its market (ADR 0055). Everything is counted in wall-clock minutes from the local
 * dates, so a day the clocks change is judged as its clock reads: a span 01:00–03:00 on the
 * night the clocks skip 02:00 closes when the clock reads 03:00, and the repeated hour in autumn
 * is open twice.
 */

/** A local moment of the market: its date, day of the week and `HH:MM` (00:00 for midnight). */
export interface OpeningMoment {
  date: string;
  weekday: Weekday;
  time: string;
}

export type OpeningState =
  | {
      open: true;
      /** When the hours that hold now end; null: not within a week (open round the clock). */
      closes: OpeningMoment | null;
      /** Today's exception, when today's hours are not the week's. */
      today: OpeningException | null;
    }
  | {
      open: false;
      /** The next opening; null: none within the next year. */
      opens: OpeningMoment | null;
      today: OpeningException | null;
    };

const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;
/** How far an opening is looked for. */
const OPENING_HORIZON_DAYS = 400;
/** How far hours that run on (round the clock, or a day into the next) are followed. */
const CLOSING_HORIZON_DAYS = 8;

const dayNumberOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday. */
const weekdayOfDay = (day: number): Weekday =>
  WEEKDAYS[(new Date(day * DAY_MS).getUTCDay() + 6) % 7] ?? 'mon';

/** The day of the week of a local date (`YYYY-MM-DD`). */
export const weekdayOfDate = (date: string): Weekday => weekdayOfDay(dayNumberOf(date));

/** The hours of a local date: its exception's, else its day of the week's. */
export function spansOn(hours: OpeningHours, date: string): readonly OpeningSpan[] {
  const exception = hours.exceptions.find((candidate) => candidate.date === date);
  return exception ? exception.spans : hours.week[weekdayOfDate(date)];
}

interface Interval {
  from: number;
  to: number;
}

/** A day's spans as intervals of minutes counted from the epoch's local midnight. */
function intervalsOn(hours: OpeningHours, day: number): Interval[] {
  const start = day * DAY_MINUTES;
  return spansOn(hours, dateOfDay(day))
    .map((span) => ({ from: start + minutesOfClock(span.opens), to: start + spanEnd(span) }))
    .sort((a, b) => a.from - b.from);
}

function momentOf(minute: number): OpeningMoment {
  const day = Math.floor(minute / DAY_MINUTES);
  const inDay = minute - day * DAY_MINUTES;
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return { date: dateOfDay(day), weekday: weekdayOfDay(day), time: `${hh}:${mm}` };
}

/** Where open hours holding at `end` finally end, following spans that meet or overlap them. */
function runsUntil(hours: OpeningHours, today: number, end: number): number | null {
  let until = end;
  for (let day = today; day <= today + CLOSING_HORIZON_DAYS; day += 1) {
    if (day * DAY_MINUTES > until) return until;
    for (const interval of intervalsOn(hours, day))
      if (interval.from <= until) until = Math.max(until, interval.to);
  }
  return null;
}

/** Whether the location is open at `instant` in the market's `timeZone`, and until or from when. */
export function openingStateAt(
  hours: OpeningHours | null,
  instant: Date,
  timeZone: string,
): OpeningState | null {
  if (!hours) return null;
  const local = localMoment(instant, timeZone);
  const today = dayNumberOf(local.date);
  const now = today * DAY_MINUTES + local.minutes;
  const exception = hours.exceptions.find((candidate) => candidate.date === local.date) ?? null;
  // The hours holding now: today's, or yesterday's that run past midnight.
  const holding = [...intervalsOn(hours, today - 1), ...intervalsOn(hours, today)].filter(
    (interval) => interval.from <= now && now < interval.to,
  );
  if (holding.length > 0) {
    const end = runsUntil(hours, today, Math.max(...holding.map((interval) => interval.to)));
    return { open: true, closes: end === null ? null : momentOf(end), today: exception };
  }
  for (let day = today; day <= today + OPENING_HORIZON_DAYS; day += 1) {
    const next = intervalsOn(hours, day).find((interval) => interval.from > now);
    if (next) return { open: false, opens: momentOf(next.from), today: exception };
  }
  return { open: false, opens: null, today: exception };
}
