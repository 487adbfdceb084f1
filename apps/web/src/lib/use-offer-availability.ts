import {
  offerAvailability,
  offerHoursText,
  offerNotNowText,
  readOfferRules,
} from '@citybook/contract/catalog';
import { useEffect, useMemo, useState } from 'react';
import { deviceTimeZone } from './device-time-zone.ts';

/** A timer is set at most this far ahead, then the clock is read again (timers cap at ~24 days). */
const LONGEST_WAIT_MS = 6 * 3_600_000;

export interface OfferAvailabilityView {
  usableNow: boolean;
  /** "Usable Mon–Fri, 11 am – 2 pm"; null when the offer has no time rules. */
  hours: string | null;
  /** While it cannot be used: why, and when it next can ("…; next from Mon 11 am"). */
  reason: string | null;
}

/**
 * Issue #32 item 1: whether an offer's time rules allow it now on the market's wall clock (the
 * device's zone until the market is known, ADR 0022), kept true while the page stays open: read
 * again at the moment it opens or closes, and when the page is shown again after a sleep.
 */
export function useOfferAvailability(
  rulesValue: unknown,
  timeZone: string | undefined,
): OfferAvailabilityView {
  const [now, setNow] = useState(() => new Date());
  const zone = timeZone ?? deviceTimeZone();
  const rules = useMemo(() => readOfferRules(rulesValue), [rulesValue]);
  const { usableNow, changesAt } = useMemo(
    () => offerAvailability(rules, now, zone),
    [rules, now, zone],
  );

  useEffect(() => {
    const readClock = () => {
      setNow(new Date());
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') readClock();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    const timer =
      changesAt === null
        ? undefined
        : setTimeout(readClock, Math.min(changesAt.getTime() - Date.now(), LONGEST_WAIT_MS));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [changesAt]);

  return {
    usableNow,
    hours: offerHoursText(rules),
    reason: usableNow ? null : offerNotNowText(rules, changesAt, now, zone),
  };
}
