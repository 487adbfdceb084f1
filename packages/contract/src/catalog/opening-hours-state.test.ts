import { describe, expect, it } from 'vitest';
import { emptyOpeningHours, type OpeningHours } from './opening-hours.ts';
import { openingStateAt } from './opening-hours-state.ts';
import { exceptionTodayText, openingStatusText, spansText } from './opening-hours-text.ts';
import { localMoment } from './offer-usable-at.ts';

const CHICAGO = 'America/Chicago';

const lunchAndDinner = [
  { opens: '08:00', closes: '14:00' },
  { opens: '17:00', closes: '22:00' },
];
const diner: OpeningHours = {
  week: {
    mon: lunchAndDinner,
    tue: lunchAndDinner,
    wed: lunchAndDinner,
    thu: lunchAndDinner,
    fri: [
      { opens: '08:00', closes: '14:00' },
      { opens: '17:00', closes: '02:00' },
    ],
    sat: [{ opens: '10:00', closes: '02:00' }],
    sun: [],
  },
  exceptions: [
    { date: '2027-11-25', note: 'Thanksgiving', spans: [] },
    { date: '2027-12-24', note: 'Christmas Eve', spans: [{ opens: '09:00', closes: '15:00' }] },
  ],
};

/** The state at an instant, with what the member page says of it. */
function at(iso: string, hours: OpeningHours | null = diner, zone = CHICAGO) {
  const instant = new Date(iso);
  const state = openingStateAt(hours, instant, zone);
  if (!state) return null;
  const { status, detail } = openingStatusText(state, localMoment(instant, zone).date);
  return { state, text: detail ? `${status} · ${detail}` : status };
}

// 2027-03-10 is a Wednesday. Chicago is UTC−6 in winter (CST), UTC−5 in summer (CDT).
describe('CATALOG-26 openingStateAt: open now, and when that changes', () => {
  it('says nothing for a location without hours', () => {
    expect(openingStateAt(null, new Date('2027-03-10T18:00:00Z'), CHICAGO)).toBeNull();
  });

  it('is open within a span and says when it closes', () => {
    expect(at('2027-03-10T18:00:00Z')).toMatchObject({
      state: { open: true, closes: { date: '2027-03-10', time: '14:00' }, today: null },
      text: 'Open now · closes 2 pm',
    });
  });

  it('is closed between spans and opens later that day', () => {
    expect(at('2027-03-10T21:00:00Z')?.text).toBe('Closed · opens 5 pm');
  });

  it('is closed at night and opens the next morning, named by its day', () => {
    expect(at('2027-03-11T05:00:00Z')).toMatchObject({
      state: { open: false, opens: { date: '2027-03-11', weekday: 'thu', time: '08:00' } },
      text: 'Closed · opens Thu 8 am',
    });
  });

  it('keeps a span past midnight open in the small hours of the next day', () => {
    // Saturday 01:00 CST: Friday's 17:00–02:00 still holds.
    expect(at('2027-03-13T07:00:00Z')).toMatchObject({
      state: { open: true, closes: { date: '2027-03-13', time: '02:00' } },
      text: 'Open now · closes 2 am',
    });
  });

  it('follows spans that meet at midnight as one opening', () => {
    const hours = emptyOpeningHours();
    hours.week.mon = [{ opens: '18:00', closes: '24:00' }];
    hours.week.tue = [{ opens: '00:00', closes: '03:00' }];
    // Monday 2027-03-08 23:00 CST.
    expect(at('2027-03-09T05:00:00Z', hours)?.text).toBe('Open now · closes 3 am');
  });

  it('says a location open round the clock never closes', () => {
    const hours = emptyOpeningHours();
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const)
      hours.week[day] = [{ opens: '00:00', closes: '24:00' }];
    expect(at('2027-03-10T18:00:00Z', hours)).toMatchObject({
      state: { open: true, closes: null },
      text: 'Open now · open round the clock',
    });
    expect(spansText(hours.week.mon)).toBe('Open 24 hours');
  });

  it('skips a closed day to the next opening', () => {
    // Sunday 2027-03-07 noon CST: closed all day, opens Monday.
    expect(at('2027-03-07T18:00:00Z')?.text).toBe('Closed · opens Mon 8 am');
  });

  it('names a far opening by its date, and none when nothing opens again', () => {
    const hours = emptyOpeningHours();
    hours.exceptions = [
      { date: '2028-01-15', note: 'Open day', spans: [{ opens: '10:00', closes: '12:00' }] },
    ];
    expect(at('2027-12-01T18:00:00Z', hours)?.text).toBe('Closed · opens Jan 15, 10 am');
    expect(at('2028-01-16T18:00:00Z', hours)).toMatchObject({
      state: { open: false, opens: null },
      text: 'Closed',
    });
  });
});

describe('CATALOG-26 openingStateAt on the days the clocks change', () => {
  // 2027-03-14 (Sunday) Chicago skips 02:00–03:00 CST → CDT.
  it('closes a span past midnight when the clock reads its end, on the night the clocks skip', () => {
    expect(at('2027-03-14T07:59:00Z')?.text).toBe('Open now · closes 2 am'); // 01:59 CST
    // The next minute the clock reads 03:00 CDT: Saturday's hours have ended.
    expect(at('2027-03-14T08:00:00Z')?.text).toBe('Closed · opens Mon 8 am');
  });

  it('opens at the wall-clock time on the day after the change', () => {
    // Monday 2027-03-15 08:00 CDT is 13:00Z (it was 14:00Z a week before).
    expect(at('2027-03-15T12:59:00Z')?.state.open).toBe(false);
    expect(at('2027-03-15T13:00:00Z')?.state.open).toBe(true);
  });

  // 2027-11-07 (Sunday) Chicago repeats 01:00–02:00 (CDT, then CST).
  it('keeps the repeated hour open both times when the clocks go back', () => {
    expect(at('2027-11-07T06:30:00Z')?.text).toBe('Open now · closes 2 am'); // 01:30 CDT
    expect(at('2027-11-07T07:30:00Z')?.text).toBe('Open now · closes 2 am'); // 01:30 CST
    expect(at('2027-11-07T08:00:00Z')?.state.open).toBe(false); // 02:00 CST
  });
});

describe('CATALOG-26 openingStateAt with dated exceptions', () => {
  it('is closed on a closed day, names the day, and skips it for the next opening', () => {
    // Thanksgiving 2027-11-25 noon CST.
    const thanksgiving = at('2027-11-25T18:00:00Z');
    expect(thanksgiving).toMatchObject({
      state: { open: false, opens: { date: '2027-11-26', time: '08:00' } },
      text: 'Closed · opens Fri 8 am',
    });
    expect(thanksgiving?.state.today?.note).toBe('Thanksgiving');
    expect(exceptionTodayText(thanksgiving!.state.today!)).toBe('Thanksgiving: closed today');
    // The evening before, the next opening is the day after the holiday.
    expect(at('2027-11-25T04:00:00Z')?.text).toBe('Closed · opens Fri 8 am');
  });

  it('uses an exception’s own spans in place of the week’s', () => {
    // Christmas Eve (a Friday) 10:00 CST: open until 15:00, not the week's 14:00.
    const morning = at('2027-12-24T16:00:00Z');
    expect(morning?.text).toBe('Open now · closes 3 pm');
    expect(exceptionTodayText(morning!.state.today!)).toBe('Christmas Eve: 9 am – 3 pm today');
    // 16:00: Friday's evening span does not apply; Saturday opens at 10.
    expect(at('2027-12-24T22:00:00Z')?.text).toBe('Closed · opens Sat 10 am');
  });
});
