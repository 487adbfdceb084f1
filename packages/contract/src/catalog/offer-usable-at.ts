import { WEEKDAYS, type OfferRules, type Weekday } from './offer-rules.ts';

export interface LocalDay {
  /** `YYYY-MM-DD` */
  date: string;
  weekday: Weekday;
}

// One formatter per zone, built on first use (building one is costly on a phone).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is an IANA time zone this runtime knows ("America/Chicago"). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock day and minute of the day of `instant` in `timeZone`. */
export function localMoment(instant: Date, timeZone: string): LocalDay & { minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const weekday = (parts.weekday ?? '').toLowerCase().slice(0, 3) as Weekday;
  return {
    date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function dayBefore({ date, weekday }: LocalDay): LocalDay {
  const previous = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000);
  const index = WEEKDAYS.indexOf(weekday);
  return {
    date: previous.toISOString().slice(0, 10),
    weekday: WEEKDAYS[(index + 6) % 7] ?? weekday,
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether an offer's time rules (days, hours, date ranges, blackout dates) allow using it at
 * `instant`, judged on the wall clock of the market's `timeZone`. The other rules (dine-in,
 * minimum spend, party size) are for staff at the counter and never refuse.
 */
export function offerUsableAt(
  rules: OfferRules | null | undefined,
  instant: Date,
  timeZone: string,
): boolean {
  if (!rules) return true;
  const now = localMoment(instant, timeZone);
  let day: LocalDay = now;
  if (rules.hours) {
    const from = minutesOf(rules.hours.from);
    const to = minutesOf(rules.hours.to);
    if (from < to) {
      if (now.minutes < from || now.minutes >= to) return false;
    } else if (now.minutes < to) {
      // The small hours of a range that began the evening before: that day's rules decide.
      day = dayBefore(now);
    } else if (now.minutes < from) {
      return false;
    }
  }
  if (rules.days && !rules.days.includes(day.weekday)) return false;
  if (rules.dateRanges && !rules.dateRanges.some((r) => r.from <= day.date && day.date <= r.to)) {
    return false;
  }
  return !rules.blackoutDates?.includes(day.date);
}
