import { offsetMinutes } from '../../../lib/zoned-time.ts';

export interface TimeZoneGroup {
  /** The region, the name's first part ("America"); "Other" for names without one ("UTC"). */
  readonly region: string;
  readonly zones: readonly { readonly name: string; readonly label: string }[];
}

/** `UTC−06:00`, `UTC+05:30`, `UTC` */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  return `UTC${minutes < 0 ? '−' : '+'}${hours}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * OPERATOR-10: the IANA time zones this browser knows (the server checks the name with the same
 * kind of runtime), by region, each with its offset now; `current` is kept when the list lacks it
 * (an alias a file gave), so the form never changes a market's zone on its own.
 */
export function timeZoneGroups(now: Date, current?: string): TimeZoneGroup[] {
  // Some runtimes leave UTC itself out of their list of regions' zones.
  const names = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])];
  const all = current && !names.includes(current) ? [current, ...names] : names;
  const groups = new Map<string, { name: string; label: string }[]>();
  for (const name of all) {
    const slash = name.indexOf('/');
    const region = slash > 0 ? name.slice(0, slash) : 'Other';
    let offset = '';
    try {
      if (name !== 'UTC') offset = ` (${utcOffsetLabel(offsetMinutes(now.getTime(), name))})`;
    } catch {
      // A name this browser cannot read is still shown, without its offset.
    }
    const zones = groups.get(region) ?? [];
    zones.push({ name, label: `${name.replaceAll('_', ' ')}${offset}` });
    groups.set(region, zones);
  }
  return [...groups].map(([region, zones]) => ({ region, zones }));
}

/** The zone's clock now, e.g. "Fri 27 Nov, 07:34 (UTC−06:00)"; undefined for an unknown zone. */
export function localTimeIn(timeZone: string, now: Date): string | undefined {
  try {
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
    return `${time} (${utcOffsetLabel(offsetMinutes(now.getTime(), timeZone))})`;
  } catch {
    return undefined;
  }
}
