import { describe, expect, it } from 'vitest';
import {
  OPENING_SPANS_PER_DAY_MAX,
  emptyOpeningHours,
  keptOpeningHours,
  openingHoursSchema,
  type OpeningHours,
} from './opening-hours.ts';

/** The paths and messages of what the schema refuses. */
function problems(value: unknown) {
  const result = openingHoursSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const withWeek = (week: Partial<OpeningHours['week']>): OpeningHours => ({
  ...emptyOpeningHours(),
  week: { ...emptyOpeningHours().week, ...week },
});

describe('MERCHANT-14 the rules of opening hours', () => {
  it('accepts several spans a day, a span past midnight and one to the end of the day', () => {
    const hours = withWeek({
      mon: [
        { opens: '08:00', closes: '14:00' },
        { opens: '17:00', closes: '24:00' },
      ],
      fri: [{ opens: '18:00', closes: '02:00' }],
      sat: [{ opens: '02:00', closes: '12:00' }],
    });
    expect(problems(hours)).toEqual([]);
  });

  it('refuses a time that is not HH:MM, on its field', () => {
    expect(problems(withWeek({ tue: [{ opens: '8:00', closes: '25:00' }] }))).toEqual([
      { path: 'week.tue.0.opens', message: 'use HH:MM on a 24-hour clock, e.g. 08:30' },
      { path: 'week.tue.0.closes', message: 'use HH:MM on a 24-hour clock, e.g. 17:30' },
    ]);
    expect(problems(withWeek({ tue: [{ opens: '24:00', closes: '10:00' }] }))[0]?.path).toBe(
      'week.tue.0.opens',
    );
  });

  it('refuses a span that opens when it closes', () => {
    expect(problems(withWeek({ wed: [{ opens: '09:00', closes: '09:00' }] }))).toEqual([
      { path: 'week.wed.0', message: 'opening and closing times must differ' },
    ]);
  });

  it('refuses overlapping spans of a day, naming the later one', () => {
    const hours = withWeek({
      thu: [
        { opens: '12:00', closes: '15:00' },
        { opens: '08:00', closes: '12:30' },
      ],
    });
    expect(problems(hours)).toEqual([
      { path: 'week.thu.0', message: 'these hours overlap others of the same day' },
    ]);
  });

  it('refuses hours that overlap the previous day’s past midnight, Sunday into Monday too', () => {
    const hours = withWeek({
      sun: [{ opens: '20:00', closes: '03:00' }],
      mon: [{ opens: '02:00', closes: '10:00' }],
    });
    expect(problems(hours)).toEqual([
      {
        path: 'week.mon.0',
        message: 'these hours overlap Sunday’s, which run past midnight',
      },
    ]);
  });

  it(`refuses more than ${String(OPENING_SPANS_PER_DAY_MAX)} spans a day`, () => {
    const spans = ['06', '09', '12', '15', '18'].map((hour) => ({
      opens: `${hour}:00`,
      closes: `${hour}:30`,
    }));
    expect(problems(withWeek({ fri: spans }))).toEqual([
      { path: 'week.fri', message: `at most ${String(OPENING_SPANS_PER_DAY_MAX)} a day` },
    ]);
  });

  it('refuses an exception on a day not in the calendar, twice the same day, or a long note', () => {
    const hours: OpeningHours = {
      ...emptyOpeningHours(),
      exceptions: [
        { date: '2027-02-30', note: '', spans: [] },
        { date: '2027-12-25', note: 'Christmas', spans: [] },
        { date: '2027-12-25', note: 'x'.repeat(61), spans: [] },
      ],
    };
    expect(problems(hours)).toEqual([
      { path: 'exceptions.0.date', message: 'not a day of the calendar' },
      { path: 'exceptions.2.note', message: 'at most 60 characters' },
      { path: 'exceptions.2.date', message: 'this day is listed twice' },
    ]);
  });
});

describe('MERCHANT-14 keptOpeningHours: the hours as they are kept', () => {
  it('orders spans and exceptions and drops exceptions before today', () => {
    const hours: OpeningHours = {
      week: {
        ...emptyOpeningHours().week,
        mon: [
          { opens: '17:00', closes: '22:00' },
          { opens: '08:00', closes: '14:00' },
        ],
      },
      exceptions: [
        { date: '2027-12-31', note: 'New Year’s Eve', spans: [] },
        { date: '2027-11-25', note: 'Thanksgiving', spans: [] },
        { date: '2027-11-01', note: 'Past', spans: [] },
      ],
    };
    expect(keptOpeningHours(hours, '2027-11-20')).toEqual({
      week: {
        ...emptyOpeningHours().week,
        mon: [
          { opens: '08:00', closes: '14:00' },
          { opens: '17:00', closes: '22:00' },
        ],
      },
      exceptions: [
        { date: '2027-11-25', note: 'Thanksgiving', spans: [] },
        { date: '2027-12-31', note: 'New Year’s Eve', spans: [] },
      ],
    });
  });

  it('keeps no hours at all as none', () => {
    const hours: OpeningHours = {
      ...emptyOpeningHours(),
      exceptions: [{ date: '2027-11-01', note: 'Past', spans: [] }],
    };
    expect(keptOpeningHours(hours, '2027-11-20')).toBeNull();
  });
});
