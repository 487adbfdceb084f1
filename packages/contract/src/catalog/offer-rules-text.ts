import { WEEKDAYS, hasTimeRules, type OfferRules, type Weekday } from './offer-rules.ts';
import { localMoment } from './offer-usable-at.ts';

/** What the offer page calls its rules section. */
export const OFFER_RULES_HEADING = 'When you can use it';

/** Issue #32 item 1: what the offer page calls its notice outside the offer's hours. */
export const OFFER_NOT_NOW_HEADING = 'Not usable right now';

/** Issue #32 item 1: the badge of a coupon card outside the offer's hours. */
export const OFFER_NOT_NOW_BADGE = 'Not now';

/** "Mon"…"Sun": the short names the catalogue's texts give days. */
export const SHORT_DAY_NAMES: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
/** "Jan"…"Dec" */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** "Tue–Thu", "Mon, Wed, Fri", "Fri–Mon", "Every day". */
function daysText(days: readonly Weekday[]): string {
  const on = WEEKDAYS.map((day) => days.includes(day));
  if (on.every(Boolean)) return 'Every day';
  // A run through Sunday into Monday reads as one (Fri–Mon): start after the last day left out.
  const start = on[0] && on[6] ? on.lastIndexOf(false) + 1 : 0;
  const runs: Weekday[][] = [];
  for (let step = 0; step < 7; step += 1) {
    const index = (start + step) % 7;
    const day = WEEKDAYS[index];
    if (!day || !on[index]) continue;
    const last = runs.at(-1);
    const previous = WEEKDAYS[(index + 6) % 7];
    if (last && step > 0 && last.at(-1) === previous) last.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${SHORT_DAY_NAMES[run[0] ?? 'mon']}–${SHORT_DAY_NAMES[run.at(-1) ?? 'mon']}`
        : run.map((day) => SHORT_DAY_NAMES[day]).join(', '),
    )
    .join(', ');
}

/** "11 am", "3:30 pm", "noon", "midnight". */
export function timeText(time: string): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  if (minute === '00' && hour === 0) return 'midnight';
  if (minute === '00' && hour === 12) return 'noon';
  const shown = String(hour % 12 === 0 ? 12 : hour % 12);
  return `${shown}${minute === '00' ? '' : `:${minute}`} ${hour < 12 ? 'am' : 'pm'}`;
}

function dateParts(date: string) {
  return {
    year: date.slice(0, 4),
    day: `${SHORT_MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${String(Number(date.slice(8, 10)))}`,
  };
}

/** "Dec 25, 2027" */
function dateText(date: string): string {
  const { year, day } = dateParts(date);
  return `${day}, ${year}`;
}

/** "Jun 1 – Aug 31, 2027", or with both years when they differ. */
function rangeText(range: { from: string; to: string }, between = ' – '): string {
  if (range.from === range.to) return dateText(range.from);
  const from = dateParts(range.from);
  const to = dateParts(range.to);
  return from.year === to.year
    ? `${from.day}${between}${to.day}, ${to.year}`
    : `${dateText(range.from)}${between}${dateText(range.to)}`;
}

/** "a, b or c" */
function orList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

/** "$20", "$12.50" */
function dollarsText(amount: number): string {
  return Number.isInteger(amount) ? `$${String(amount)}` : `$${amount.toFixed(2)}`;
}

/** "Tue–Thu, 11 am – 3 pm", "Tue–Thu", "Every day, 11 am – 3 pm"; null without either rule. */
function whenText(rules: OfferRules): string | null {
  if (!rules.days && !rules.hours) return null;
  const days = daysText(rules.days ?? WEEKDAYS);
  if (!rules.hours) return days;
  return `${days}, ${timeText(rules.hours.from)} – ${timeText(rules.hours.to)}`;
}

function partyText({ min, max }: { min?: number | undefined; max?: number | undefined }): string {
  if (min !== undefined && max !== undefined) {
    return min === max ? `Parties of ${String(min)}` : `Parties of ${String(min)}–${String(max)}`;
  }
  if (max !== undefined) return `Parties of up to ${String(max)}`;
  return `Parties of ${String(min ?? 1)} or more`;
}

/**
 * The rules in plain words, one line each: "Tue–Thu, 11 am – 3 pm", "Jun 1 – Aug 31, 2027",
 * "Not on Dec 25, 2027", "Dine-in only", "Minimum spend $20", "Parties of 2–6". Empty without rules.
 */
export function describeOfferRules(rules: OfferRules | null | undefined): string[] {
  if (!rules) return [];
  const lines: string[] = [];
  const when = whenText(rules);
  if (when) lines.push(when);
  if (rules.dateRanges) lines.push(rules.dateRanges.map((range) => rangeText(range)).join(', '));
  if (rules.blackoutDates) lines.push(`Not on ${orList(rules.blackoutDates.map(dateText))}`);
  if (rules.serviceMode) {
    lines.push(rules.serviceMode === 'dineIn' ? 'Dine-in only' : 'Take-out only');
  }
  if (rules.minimumSpend !== undefined) {
    lines.push(`Minimum spend ${dollarsText(rules.minimumSpend)}`);
  }
  if (rules.partySize) lines.push(partyText(rules.partySize));
  return lines;
}

/**
 * One sentence saying when the offer may be used, for the refusal of a redemption outside its
 * time rules: "This coupon can be used Tue–Thu, 11 am – 3 pm, except on Dec 25, 2027."
 */
export function offerValidityText(rules: OfferRules | null | undefined): string {
  if (!rules || !hasTimeRules(rules)) return 'This coupon can be used at any time.';
  const ranges = rules.dateRanges ?? [];
  const [only] = ranges;
  const dates =
    ranges.length > 1
      ? `during ${orList(ranges.map((range) => rangeText(range)))}`
      : only && only.from !== only.to
        ? `from ${rangeText(only, ' to ')}`
        : only
          ? `on ${dateText(only.from)}`
          : null;
  const allowed = [whenText(rules), dates].filter((part): part is string => part !== null);
  const blackout = rules.blackoutDates ? orList(rules.blackoutDates.map(dateText)) : null;
  if (allowed.length === 0) return `This coupon cannot be used on ${blackout ?? ''}.`;
  return `This coupon can be used ${allowed.join(', ')}${blackout ? `, except on ${blackout}` : ''}.`;
}

/** The refusal of a redemption outside the offer's rules (error code notValidNow). */
export function notValidNowMessage(rules: OfferRules | null | undefined): string {
  return `Sorry, this coupon cannot be used right now. ${offerValidityText(rules)}`;
}

/**
 * When the time rules allow the offer, as a phrase after "Usable": "Mon–Fri, 11 am – 2 pm",
 * "Jun 1 – Aug 31, 2027, except on Dec 25, 2027", "every day except Dec 25, 2027"; null without
 * time rules.
 */
function usablePhrase(rules: OfferRules): string | null {
  if (!hasTimeRules(rules)) return null;
  const dates = rules.dateRanges?.map((range) => rangeText(range)).join(', ');
  // Mid-sentence: "Usable every day, 11 am – 2 pm".
  const when = whenText(rules)?.replace(/^Every day/, 'every day') ?? null;
  const allowed = [when, dates ?? null].filter((part): part is string => part !== null);
  const blackout = rules.blackoutDates ? orList(rules.blackoutDates.map(dateText)) : null;
  if (allowed.length === 0) return `every day except ${blackout ?? ''}`;
  return `${allowed.join(', ')}${blackout ? `, except on ${blackout}` : ''}`;
}

/** Issue #32 item 1: the offer's time rules on its card, "Usable Mon–Fri, 11 am – 2 pm"; null without. */
export function offerHoursText(rules: OfferRules | null | undefined): string | null {
  const phrase = rules ? usablePhrase(rules) : null;
  return phrase === null ? null : `Usable ${phrase}`;
}

/** "11 am today", "Mon 11 am", "Sat" (from its midnight), "Jun 1, 2027, 11 am". */
function nextText(next: Date, now: Date, timeZone: string): string {
  const at = localMoment(next, timeZone);
  const today = localMoment(now, timeZone).date;
  const time = at.minutes === 0 ? null : timeText(minutesClock(at.minutes));
  if (at.date === today) return `${time ?? 'midnight'} today`;
  const daysAhead = (Date.parse(at.date) - Date.parse(today)) / 86_400_000;
  const day = daysAhead < 7 ? SHORT_DAY_NAMES[at.weekday] : dateText(at.date);
  if (time === null) return day;
  return daysAhead < 7 ? `${day} ${time}` : `${day}, ${time}`;
}

const minutesClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Issue #32 item 1: why the offer cannot be redeemed now and when it next can, on the market's
 * clock: "Usable Mon–Fri, 11 am – 2 pm; next from Mon 11 am", or "…; not usable again" when
 * no day ahead allows it. `next` is the moment it opens (`offerAvailability`'s `changesAt`).
 */
export function offerNotNowText(
  rules: OfferRules | null | undefined,
  next: Date | null,
  now: Date,
  timeZone: string,
): string {
  const usable = offerHoursText(rules) ?? 'Not usable now';
  if (next === null) return `${usable}; not usable again`;
  return `${usable}; next from ${nextText(next, now, timeZone)}`;
}
