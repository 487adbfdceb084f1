import {
  DAY_LABELS,
  OPENING_HOURS_HEADING,
  WEEKDAYS,
  exceptionTodayText,
  localMoment,
  openingStateAt,
  openingStatusText,
  readOpeningHours,
  shortDateText,
  spansText,
  weekdayOfDate,
  type OpeningHours,
} from '@citybook/contract/catalog';
import { useId, useMemo } from 'react';
import { deviceTimeZone } from '../../../lib/device-time-zone.ts';
import { useNow } from '../../../lib/use-now.ts';
import styles from './merchant-hours.module.css';

/** How far ahead the disclosure lists special days. */
const SPECIAL_DAYS_AHEAD = 14;
const DAY_MS = 86_400_000;

function specialDaysAhead(hours: OpeningHours, today: string) {
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + SPECIAL_DAYS_AHEAD * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return hours.exceptions.filter((day) => day.date >= today && day.date <= last);
}

/**
 * CATALOG-26: whether the location is open now and until when, today's special hours, and the
 * week's hours in a disclosure, on the market's clock (the device's until the market is known),
 * read again each minute while shown. Nothing at all for a location without hours.
 */
export function MerchantHours({
  openingHours,
  timeZone,
}: {
  /** The merchant answer's `openingHours`. */
  openingHours: unknown;
  timeZone: string | undefined;
}) {
  const headingId = useId();
  const hours = useMemo(() => readOpeningHours(openingHours), [openingHours]);
  const now = useNow(hours !== null);
  if (!hours) return null;
  const zone = timeZone ?? deviceTimeZone();
  const state = openingStateAt(hours, now, zone);
  if (!state) return null;
  const today = localMoment(now, zone);
  const { status, detail } = openingStatusText(state, today.date);
  const special = specialDaysAhead(hours, today.date);

  return (
    <section className={styles.hours} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {OPENING_HOURS_HEADING}
      </h2>
      <p className={styles.status}>
        <strong className={state.open ? styles.open : styles.closed}>{status}</strong>
        {detail ? ` · ${detail}` : null}
      </p>
      {state.today ? <p className={styles.today}>{exceptionTodayText(state.today)}</p> : null}
      <details className={styles.week}>
        <summary className={styles.summary}>Weekly hours</summary>
        <table className={styles.table}>
          <tbody>
            {WEEKDAYS.map((day) => (
              <tr
                key={day}
                className={day === today.weekday ? styles.current : undefined}
                aria-current={day === today.weekday ? 'date' : undefined}
              >
                <th scope="row">{DAY_LABELS[day]}</th>
                <td>{spansText(hours.week[day])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {special.length > 0 ? (
          <>
            <h3 className={styles.specialHeading}>Special days</h3>
            <ul className={styles.special}>
              {special.map((day) => (
                <li key={day.date}>
                  <span className={styles.date}>
                    {shortDateText(day.date, weekdayOfDate(day.date))}
                  </span>
                  {day.note ? ` · ${day.note}` : null} · {spansText(day.spans)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
    </section>
  );
}
