import * as z from 'zod/mini';
import { WEEKDAYS, localDateSchema, type Weekday } from './offer-rules.ts';

/*
 * MERCHANT-14, CATALOG-26: a location's opening hours (ADR 0055). A weekly schedule (several spans
 * a day; a day with none is closed) and dated exceptions (closed, or other spans, with a short
 * note), all on the wall clock of the location's market. These rules are the form's and the
 * server's: the business Details page, the console's merchant editor and the API share them.
 */

/** The most spans one day may have (a split shift with a late opening is three). */
export const OPENING_SPANS_PER_DAY_MAX = 4;
/** The most dated exceptions a location keeps ahead (past ones are dropped on save). */
export const OPENING_EXCEPTIONS_MAX = 60;
/** An exception's note ("Thanksgiving"): a few words. */
export const OPENING_NOTE_MAX = 60;

const MINUTES_PER_DAY = 1440;

/** `HH:MM` on a 24-hour clock. */
const opensTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM on a 24-hour clock, e.g. 08:30'));
/** As `opensTime`, and `24:00` for the end of the day (a day open round the clock: 00:00–24:00). */
const closesTime = z
  .string()
  .check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'use HH:MM on a 24-hour clock, e.g. 17:30'));

export const minutesOfClock = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Opens (included) to closes (excluded). A span that closes at or before it opens runs past
 * midnight (18:00–02:00, 18:00–00:00); its small hours belong to the day it opened (ADR 0022).
 */
export const openingSpanSchema = z
  .strictObject({ opens: opensTime, closes: closesTime })
  .check(z.refine((span) => span.opens !== span.closes, 'opening and closing times must differ'));
export type OpeningSpan = z.infer<typeof openingSpanSchema>;

/** Where a span ends, in minutes after the midnight that starts the day it opens. */
export function spanEnd(span: OpeningSpan): number {
  const opens = minutesOfClock(span.opens);
  const closes = minutesOfClock(span.closes);
  return closes <= opens ? closes + MINUTES_PER_DAY : closes;
}

/** The days' names the forms and messages use. */
export const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

type Issue = { message: string; path: (string | number)[] };

/** Spans of one day that overlap, each named by its index. */
function overlapsOf(spans: readonly OpeningSpan[]): Issue[] {
  const ordered = spans
    .map((span, index) => ({ index, from: minutesOfClock(span.opens), to: spanEnd(span) }))
    .sort((a, b) => a.from - b.from);
  const issues: Issue[] = [];
  for (let i = 1; i < ordered.length; i += 1) {
    const previous = ordered[i - 1];
    const current = ordered[i];
    if (previous && current && current.from < previous.to)
      issues.push({ message: 'these hours overlap others of the same day', path: [current.index] });
  }
  return issues;
}

const daySpansSchema = z.array(openingSpanSchema).check(
  z.maxLength(OPENING_SPANS_PER_DAY_MAX, `at most ${String(OPENING_SPANS_PER_DAY_MAX)} a day`),
  z.superRefine((spans, context) => {
    for (const issue of overlapsOf(spans))
      context.issues.push({ code: 'custom', input: spans, ...issue });
  }),
);

export const openingWeekSchema = z.strictObject({
  mon: daySpansSchema,
  tue: daySpansSchema,
  wed: daySpansSchema,
  thu: daySpansSchema,
  fri: daySpansSchema,
  sat: daySpansSchema,
  sun: daySpansSchema,
});
export type OpeningWeek = z.infer<typeof openingWeekSchema>;

/** A day whose hours differ from the week's: none (closed) or its own spans. */
export const openingExceptionSchema = z.strictObject({
  date: localDateSchema,
  note: z.string().check(
    z.maxLength(OPENING_NOTE_MAX, `at most ${String(OPENING_NOTE_MAX)} characters`),
    z.refine((note) => note === note.trim(), 'no spaces at either end'),
  ),
  /** Empty: closed that day. */
  spans: daySpansSchema,
});
export type OpeningException = z.infer<typeof openingExceptionSchema>;

/** The small hours a day's latest span runs into the next day, in minutes after its midnight. */
function spillOf(spans: readonly OpeningSpan[]): number {
  return Math.max(0, ...spans.map((span) => spanEnd(span) - MINUTES_PER_DAY));
}

export const openingHoursSchema = z
  .strictObject({
    week: openingWeekSchema,
    exceptions: z.array(openingExceptionSchema).check(
      z.maxLength(OPENING_EXCEPTIONS_MAX, `at most ${String(OPENING_EXCEPTIONS_MAX)} special days`),
      z.superRefine((exceptions, context) => {
        const seen = new Set<string>();
        exceptions.forEach((exception, index) => {
          if (seen.has(exception.date))
            context.issues.push({
              code: 'custom',
              input: exceptions,
              message: 'this day is listed twice',
              path: [index, 'date'],
            });
          seen.add(exception.date);
        });
      }),
    ),
  })
  .check(
    // A span past midnight may not run into the next day's first hours.
    z.superRefine((hours, context) => {
      WEEKDAYS.forEach((day, index) => {
        const next = WEEKDAYS[(index + 1) % 7] ?? 'mon';
        const spill = spillOf(hours.week[day]);
        hours.week[next].forEach((span, spanIndex) => {
          if (minutesOfClock(span.opens) < spill)
            context.issues.push({
              code: 'custom',
              input: hours,
              message: `these hours overlap ${DAY_LABELS[day]}’s, which run past midnight`,
              path: ['week', next, spanIndex],
            });
        });
      });
    }),
  );
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A schedule with no hours at all: every day closed, no exceptions. */
export const emptyOpeningHours = (): OpeningHours => ({
  week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
});

const byOpening = (a: OpeningSpan, b: OpeningSpan) => a.opens.localeCompare(b.opens);

/**
 * The hours as they are kept: spans in order, exceptions by date without those before `today`
 * (the market's local date), and null when nothing is left (a location without hours shows none).
 */
export function keptOpeningHours(hours: OpeningHours, today: string): OpeningHours | null {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => [day, [...hours.week[day]].sort(byOpening)]),
  ) as OpeningWeek;
  const exceptions = hours.exceptions
    .filter((exception) => exception.date >= today)
    .map((exception) => ({ ...exception, spans: [...exception.spans].sort(byOpening) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const empty = WEEKDAYS.every((day) => week[day].length === 0) && exceptions.length === 0;
  return empty ? null : { week, exceptions };
}

/** A merchant answer's `openingHours` as hours, or null when it has none (or they are not hours). */
export function readOpeningHours(value: unknown): OpeningHours | null {
  const result = openingHoursSchema.safeParse(value);
  return result.success ? result.data : null;
}
