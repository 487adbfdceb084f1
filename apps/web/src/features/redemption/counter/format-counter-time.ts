import { CounterText } from '@citybook/contract';
import { formatTimeAgo } from '../verify/format-time-ago.ts';

// Built on first use: locale data is costly on a phone, and the clock formats every second.
let clock: Intl.DateTimeFormat | undefined;

/**
 * The running clock: hours, minutes and seconds in the device's time zone, as US staff read a
 * clock ('12:03:45 PM'). `timeZone` is for tests.
 */
export function formatClock(now: Date, timeZone?: string): string {
  if (timeZone !== undefined) return clockFormat(timeZone).format(now);
  clock ??= clockFormat();
  return clock.format(now);
}

function clockFormat(timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
}

/**
 * How long ago the coupon was redeemed: 'just now' under a minute, then '2 minutes ago'. A
 * moment ahead of the device's clock (the server's clock runs ahead) also reads 'just now'.
 */
export function formatRedeemedAgo(redeemedAt: string, now: Date): string {
  const elapsed = now.getTime() - new Date(redeemedAt).getTime();
  return elapsed < 60_000 ? CounterText.justNow : formatTimeAgo(redeemedAt, now);
}
