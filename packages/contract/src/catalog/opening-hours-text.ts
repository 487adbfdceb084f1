import type { OpeningException, OpeningSpan } from './opening-hours.ts';
import type { OpeningMoment, OpeningState } from './opening-hours-state.ts';
import { SHORT_DAY_NAMES, SHORT_MONTHS, timeText } from './offer-rules-text.ts';
import type { Weekday } from './offer-rules.ts';

/* CATALOG-26: the words of a location's opening hours on the member's merchant page. */

export const OPENING_HOURS_HEADING = 'Opening hours';

const DAY_MS = 86_400_000;

/** "9 pm", "8:30 am", "noon", "midnight" (24:00 too). */
export const clockText = (time: string) => (time === '24:00' ? 'midnight' : timeText(time));

/** "8 am – 2 pm, 5 pm – 10 pm", "Open 24 hours", or "Closed" for a day with none. */
export function spansText(spans: readonly OpeningSpan[]): string {
  if (spans.length === 0) return 'Closed';
  if (spans.length === 1 && spans[0]?.opens === '00:00' && spans[0].closes === '24:00')
    return 'Open 24 hours';
  return spans.map((span) => `${clockText(span.opens)} – ${clockText(span.closes)}`).join(', ');
}

/** "Thu, Nov 26" */
export function shortDateText(date: string, weekday: Weekday): string {
  const month = SHORT_MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
  return `${SHORT_DAY_NAMES[weekday]}, ${month} ${String(Number(date.slice(8, 10)))}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** When a moment is, said from `today`: "9 pm", "Tue 8 am", or "Dec 2, 8 am" beyond a week. */
function whenText(moment: OpeningMoment, today: string, sameDayUntil: number): string {
  const days = daysBetween(today, moment.date);
  const time = clockText(moment.time);
  // Hours that run past midnight close "2 am", not "Wed 2 am".
  if (days === 0 || (days === 1 && moment.time < '06:00' && sameDayUntil >= 1)) return time;
  if (days < 7) return `${SHORT_DAY_NAMES[moment.weekday]} ${time}`;
  return `${shortDateText(moment.date, moment.weekday).slice(5)}, ${time}`;
}

/** "Open now" with "closes 9 pm", or "Closed" with "opens Tue 8 am". */
export function openingStatusText(
  state: OpeningState,
  today: string,
): { status: string; detail: string | null } {
  if (state.open)
    return {
      status: 'Open now',
      detail: state.closes ? `closes ${whenText(state.closes, today, 1)}` : 'open round the clock',
    };
  return {
    status: 'Closed',
    detail: state.opens ? `opens ${whenText(state.opens, today, 0)}` : null,
  };
}

/** "Thanksgiving: closed today", "Christmas Eve: 9 am – 3 pm today", "Special hours today: …". */
export function exceptionTodayText(exception: OpeningException): string {
  const hours = exception.spans.length === 0 ? 'closed' : spansText(exception.spans);
  return `${exception.note || 'Special hours'}: ${hours} today`;
}
