import { describe, expect, it } from 'vitest';
import { hasTimeRules, offerRulesSchema, readOfferRules } from './offer-rules.ts';
import { describeOfferRules, notValidNowMessage, offerValidityText } from './offer-rules-text.ts';

const problems = (input: unknown) => {
  const result = offerRulesSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('offerRulesSchema', () => {
  it('takes every rule', () => {
    expect(
      problems({
        days: ['tue', 'wed', 'thu'],
        hours: { from: '22:00', to: '02:00' },
        dateRanges: [{ from: '2027-06-01', to: '2027-08-31' }],
        blackoutDates: ['2027-07-04'],
        serviceMode: 'takeOut',
        minimumSpend: 12.5,
        partySize: { min: 2, max: 6 },
      }),
    ).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('refuses bad rules, naming the field', () => {
    expect(problems({ days: ['tues'] })[0]).toMatch(/^days\.0: /);
    expect(problems({ days: ['mon', 'mon'] })).toEqual(['days: a day appears twice']);
    expect(problems({ hours: { from: '11', to: '15:00' } })).toEqual([
      'hours.from: use HH:MM, e.g. 15:30',
    ]);
    expect(problems({ hours: { from: '24:00', to: '15:00' } })[0]).toMatch(/^hours\.from/);
    expect(problems({ hours: { from: '11:00', to: '11:00' } })).toEqual([
      'hours: from and to must differ',
    ]);
    expect(problems({ dateRanges: [{ from: '2027-02-30', to: '2027-03-01' }] })).toEqual([
      'dateRanges.0.from: not a day of the calendar',
    ]);
    expect(problems({ dateRanges: [{ from: '2027-03-02', to: '2027-03-01' }] })).toEqual([
      'dateRanges.0: from must not be after to',
    ]);
    expect(problems({ blackoutDates: ['12/25/2027'] })).toEqual([
      'blackoutDates.0: use YYYY-MM-DD, e.g. 2027-12-25',
    ]);
    expect(problems({ serviceMode: 'delivery' })[0]).toMatch(/^serviceMode: /);
    expect(problems({ minimumSpend: 0 })[0]).toMatch(/^minimumSpend: /);
    expect(problems({ partySize: { min: 7, max: 6 } })).toEqual([
      'partySize: min must not be above max',
    ]);
    expect(problems({ partySize: {} })).toEqual(['partySize: give min, max or both']);
    const typo = offerRulesSchema.safeParse({ weekdays: ['mon'] });
    expect(typo.error?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['weekdays'] }]);
  });

  it('reads an answer’s rules, or none when they are not rules', () => {
    expect(readOfferRules({ days: ['sat'] })).toEqual({ days: ['sat'] });
    expect(readOfferRules(null)).toBeNull();
    expect(readOfferRules(undefined)).toBeNull();
    expect(readOfferRules({ days: 'weekends' })).toBeNull();
  });

  it('tells time rules from rules of the counter', () => {
    expect(hasTimeRules(null)).toBe(false);
    expect(hasTimeRules({ serviceMode: 'dineIn', partySize: { max: 4 } })).toBe(false);
    expect(hasTimeRules({ blackoutDates: ['2027-12-25'] })).toBe(true);
  });
});

describe('describeOfferRules', () => {
  it('says each rule in plain words', () => {
    expect(
      describeOfferRules({
        days: ['thu', 'tue', 'wed'],
        hours: { from: '11:00', to: '15:00' },
        dateRanges: [{ from: '2027-06-01', to: '2027-08-31' }],
        blackoutDates: ['2027-07-04'],
        serviceMode: 'dineIn',
        minimumSpend: 20,
        partySize: { min: 2, max: 6 },
      }),
    ).toEqual([
      'Tue–Thu, 11 am – 3 pm',
      'Jun 1 – Aug 31, 2027',
      'Not on Jul 4, 2027',
      'Dine-in only',
      'Minimum spend $20',
      'Parties of 2–6',
    ]);
  });

  it('days, times, dates and party sizes in their other shapes', () => {
    const said = (rules: Parameters<typeof describeOfferRules>[0]) => describeOfferRules(rules);
    expect(said({ days: ['mon', 'wed', 'fri'] })).toEqual(['Mon, Wed, Fri']);
    expect(said({ days: ['sat', 'sun'] })).toEqual(['Sat, Sun']);
    expect(said({ days: ['fri', 'sat', 'sun', 'mon'] })).toEqual(['Fri–Mon']);
    expect(said({ hours: { from: '12:00', to: '00:00' } })).toEqual(['Every day, noon – midnight']);
    expect(said({ hours: { from: '22:30', to: '02:00' } })).toEqual(['Every day, 10:30 pm – 2 am']);
    expect(said({ dateRanges: [{ from: '2027-12-20', to: '2028-01-05' }] })).toEqual([
      'Dec 20, 2027 – Jan 5, 2028',
    ]);
    expect(said({ blackoutDates: ['2027-12-24', '2027-12-25'] })).toEqual([
      'Not on Dec 24, 2027 or Dec 25, 2027',
    ]);
    expect(said({ serviceMode: 'takeOut', minimumSpend: 12.5 })).toEqual([
      'Take-out only',
      'Minimum spend $12.50',
    ]);
    expect(said({ partySize: { min: 4, max: 4 } })).toEqual(['Parties of 4']);
    expect(said({ partySize: { min: 2 } })).toEqual(['Parties of 2 or more']);
    expect(said({ partySize: { max: 6 } })).toEqual(['Parties of up to 6']);
    expect(said(null)).toEqual([]);
  });
});

describe('offerValidityText and notValidNowMessage', () => {
  it('say when the coupon can be used', () => {
    expect(
      offerValidityText({
        days: ['tue', 'wed', 'thu'],
        hours: { from: '11:00', to: '15:00' },
        blackoutDates: ['2027-12-25'],
        serviceMode: 'dineIn',
      }),
    ).toBe('This coupon can be used Tue–Thu, 11 am – 3 pm, except on Dec 25, 2027.');
    expect(offerValidityText({ dateRanges: [{ from: '2027-06-01', to: '2027-08-31' }] })).toBe(
      'This coupon can be used from Jun 1 to Aug 31, 2027.',
    );
    expect(offerValidityText({ blackoutDates: ['2027-12-25'] })).toBe(
      'This coupon cannot be used on Dec 25, 2027.',
    );
    expect(offerValidityText({ minimumSpend: 5 })).toBe('This coupon can be used at any time.');
    expect(notValidNowMessage({ days: ['sat', 'sun'] })).toBe(
      'Sorry, this coupon cannot be used right now. This coupon can be used Sat, Sun.',
    );
  });
});
