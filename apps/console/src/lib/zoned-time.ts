/*
 * Wall-clock times of a market's time zone (IANA), on the platform's Intl: the console edits an
 * edition's dates as its market's clock reads them (OPERATOR-13), and the contract wants them as
 * ISO-8601 with their offset.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone's clock is ahead of UTC at `instant` (negative west of Greenwich). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const name =
    cached(offsetFormats, timeZone, { timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `+05:30`, `-06:00`, `+00:00`. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The zone's wall clock at `instant`, as a datetime-local field holds it: `YYYY-MM-DDTHH:mm`. */
export function wallClockOf(instant: string | number, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = cached(wallFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}T${parts.hour ?? ''}:${parts.minute ?? ''}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant the zone's clock shows `wallClock` (`YYYY-MM-DDTHH:mm`), as ISO-8601 with the
 * zone's offset then, e.g. `2027-12-31T23:59:00-06:00`. A time the clock skips (a spring-forward
 * hour) is the instant an hour later; a time it shows twice, the first. Undefined for text that
 * is no such time.
 */
export function instantOfWallClock(wallClock: string, timeZone: string): string | undefined {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return undefined;
  // The offset a little before and after, so both sides of a change are tried.
  const before = offsetMinutes(asUtc - 86_400_000, timeZone);
  const after = offsetMinutes(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before * 60_000, asUtc - after * 60_000];
  const instant =
    candidates.find((each) => wallClockOf(each, timeZone) === wallClock) ?? Math.max(...candidates);
  return `${wallClockOf(instant, timeZone)}:00${offsetText(offsetMinutes(instant, timeZone))}`;
}

/** An instant as the zone's clock shows it, with the zone's short name: "31 Dec 2027, 23:59 CST". */
export function formatInZone(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return (
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(date) +
    ' ' +
    (new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? '')
  );
}
