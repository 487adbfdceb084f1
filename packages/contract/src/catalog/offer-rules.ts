import * as z from 'zod/mini';

/**
 * Issue #17 item 3: when and how an offer may be used, as data beside its free terms text. Every
 * rule is optional; times and dates are the market's local ones (ADR 0022).
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 24-hour local time, `HH:MM`. */
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM, e.g. 15:30'));

/** Whether `YYYY-MM-DD` names a real calendar day (no 2027-02-30). */
function isCalendarDate(value: string): boolean {
  // A malformed value has its own message already.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A local date of the market, `YYYY-MM-DD`. */
export const localDateSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD, e.g. 2027-12-25'),
    z.refine(isCalendarDate, 'not a day of the calendar'),
  );

/**
 * Opening hours: from (included) to (excluded). A range whose end is before its start runs over
 * midnight (22:00–02:00); the hours after midnight belong to the day it began.
 */
export const offerHoursSchema = z
  .strictObject({ from: clockTime, to: clockTime })
  .check(z.refine((hours) => hours.from !== hours.to, 'from and to must differ'));

export const dateRangeSchema = z
  .strictObject({ from: localDateSchema, to: localDateSchema })
  .check(z.refine((range) => range.from <= range.to, 'from must not be after to'));

export const SERVICE_MODES = ['dineIn', 'takeOut'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

export const partySizeSchema = z
  .strictObject({
    min: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
    max: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  })
  .check(
    z.refine((size) => size.min !== undefined || size.max !== undefined, 'give min, max or both'),
    z.refine(
      (size) => size.min === undefined || size.max === undefined || size.min <= size.max,
      'min must not be above max',
    ),
  );

export const offerRulesSchema = z.strictObject({
  /** The days it may be used; absent: every day. */
  days: z.optional(
    z.array(z.enum(WEEKDAYS)).check(
      z.minLength(1),
      z.refine((days) => new Set(days).size === days.length, 'a day appears twice'),
    ),
  ),
  hours: z.optional(offerHoursSchema),
  /** It may be used only within one of these ranges (both days included). */
  dateRanges: z.optional(z.array(dateRangeSchema).check(z.minLength(1), z.maxLength(12))),
  /** Days it may not be used. */
  blackoutDates: z.optional(z.array(localDateSchema).check(z.minLength(1), z.maxLength(60))),
  /** Dine-in only, or take-out only; absent: either. */
  serviceMode: z.optional(z.enum(SERVICE_MODES)),
  /** Dollars to spend before the offer applies. */
  minimumSpend: z.optional(z.number().check(z.positive(), z.maximum(10_000))),
  partySize: z.optional(partySizeSchema),
});
export type OfferRules = z.infer<typeof offerRulesSchema>;

/** An offer answer's `rules` as rules, or null when there are none (or they are not rules). */
export function readOfferRules(value: unknown): OfferRules | null {
  const result = offerRulesSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** Whether the rules limit when (not how) the offer may be used: what the server checks. */
export function hasTimeRules(value: unknown): boolean {
  const rules = readOfferRules(value);
  return (
    rules !== null &&
    (rules.days !== undefined ||
      rules.hours !== undefined ||
      rules.dateRanges !== undefined ||
      rules.blackoutDates !== undefined)
  );
}
