/**
 * The instant at which the wall clock of `timeZone` reads `date` (`YYYY-MM-DD`) at `time`
 * (`HH:MM`): tried at every whole-hour offset a zone can have, checked with Intl.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const wanted = `${date}, ${time}`;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  for (let offsetHours = -14; offsetHours <= 14; offsetHours += 1) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (format.format(instant) === wanted) return instant;
  }
  throw new Error(`${timeZone} never reads ${wanted}`);
}

/** The next `weekday` (0 Sunday … 6 Saturday) at least two days from now, as `YYYY-MM-DD`. */
export function nextWeekday(weekday: number, from = new Date()): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 2));
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
