import { describe, expect, it } from 'vitest';
import { RedemptionDataType } from './merchant.ts';
import {
  offerCreateSchema,
  offerFormSchema,
  offerGridQuerySchema,
  offerUpdateSchema,
  redemptionDataProblem,
  type OfferForm,
} from './offer-console.ts';

const offer: OfferForm = {
  slug: 'two-tacos',
  editionId: 4,
  title: 'Two tacos for one',
  exclusion: 'One per table.',
  redemptionDataTypeCode: RedemptionDataType.text,
  redemptionData: 'TACO2',
  savings: 7.5,
  sortOrder: 0,
  rules: { days: ['mon'], hours: { from: '11:00', to: '15:00' } },
};

/** The fields the form refuses, with their words. */
function refused(value: unknown) {
  const result = offerFormSchema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('offerFormSchema (OPERATOR-10)', () => {
  it('takes an offer, trims its text, and a new one names its merchant', () => {
    expect(offerFormSchema.parse({ ...offer, title: '  Two tacos  ' }).title).toBe('Two tacos');
    expect(offerCreateSchema.safeParse(offer).success).toBe(false);
    expect(offerCreateSchema.parse({ ...offer, merchantId: 9 }).merchantId).toBe(9);
    expect(offerUpdateSchema.parse({ ...offer, revision: 3 }).revision).toBe(3);
    expect(offerFormSchema.parse({ ...offer, rules: null }).rules).toBeNull();
  });

  it('refuses each bad field on its own path, with words to show', () => {
    expect(refused({ ...offer, title: ' ' })).toEqual([['title', 'Please enter a title.']]);
    expect(refused({ ...offer, exclusion: 'x'.repeat(2001) })).toEqual([
      ['exclusion', 'Please use at most 2000 characters.'],
    ]);
    expect(refused({ ...offer, savings: -0.01 })).toEqual([
      ['savings', 'A saving is not negative.'],
    ]);
    expect(refused({ ...offer, savings: 2.345 })).toEqual([
      ['savings', 'Please enter dollars and cents, e.g. 12.50.'],
    ]);
    expect(refused({ ...offer, redemptionDataTypeCode: 4 })).toEqual([
      ['redemptionDataTypeCode', 'Please choose a code, an image or a link.'],
    ]);
    expect(refused({ ...offer, rules: { hours: { from: '9:00', to: '15:00' } } })).toEqual([
      ['rules.hours.from', 'use HH:MM, e.g. 15:30'],
    ]);
    expect(
      refused({ ...offer, rules: { dateRanges: [{ from: '2027-05-02', to: '2027-05-01' }] } }),
    ).toEqual([['rules.dateRanges.0', 'from must not be after to']]);
  });

  it('reads the redemption data as the counter screen shows it', () => {
    const { image, link, text } = RedemptionDataType;
    expect(redemptionDataProblem(text, '')).toBeNull();
    expect(redemptionDataProblem(image, 'https://cdn.example/coupon.png')).toBeNull();
    expect(redemptionDataProblem(image, '/media/coupon.webp')).toBeNull();
    expect(redemptionDataProblem(image, '')).toMatch(/image/);
    expect(redemptionDataProblem(image, '/api/account/logout')).toMatch(/API address/);
    expect(redemptionDataProblem(link, 'https://tacos.example/c')).toBeNull();
    expect(redemptionDataProblem(link, 'javascript:alert(1)')).toMatch(/http/);
    expect(
      refused({ ...offer, redemptionDataTypeCode: link, redemptionData: 'tacos.example' }),
    ).toEqual([
      ['redemptionData', 'Please enter a full web address starting with http:// or https://.'],
    ]);
  });

  it('takes the grid’s filters and sorts', () => {
    expect(
      offerGridQuerySchema.parse({ sort: 'merchant', marketId: '3', retired: 'live' }),
    ).toMatchObject({ sort: 'merchant', marketId: 3, retired: 'live', page: 1 });
    expect(offerGridQuerySchema.safeParse({ sort: 'slug' }).success).toBe(false);
  });
});
