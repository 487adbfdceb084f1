import { CounterText } from './counter-text.ts';

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

let minutesAgo: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago the coupon was redeemed: 'just now' under a minute, then '2 minutes ago' (the
 * screen is live for minutes only). A moment ahead of the device's clock (the server's clock runs
 * ahead) also reads 'just now'. Not verify/format-time-ago.ts: sharing it would make a chunk of
 * its own, which the first download's code would list (bench:bundle).
 */
export function formatRedeemedAgo(redeemedAt: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(redeemedAt).getTime()) / 60_000);
  if (minutes < 1) return CounterText.justNow;
  minutesAgo ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  return minutesAgo.format(-minutes, 'minute');
}
