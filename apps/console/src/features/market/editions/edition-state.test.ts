import { describe, expect, it } from 'vitest';
import { editionState } from './edition-state.ts';

const edition = { onSaleAt: '2027-01-01T06:00:00.000Z', validUntil: '2028-01-01T05:59:59.000Z' };

describe('where an edition stands', () => {
  it('is upcoming before it goes on sale, on sale until its end, then ended', () => {
    expect(editionState(edition, new Date('2026-12-31T23:59:59Z'))).toBe('upcoming');
    expect(editionState(edition, new Date('2027-01-01T06:00:00Z'))).toBe('onSale');
    expect(editionState(edition, new Date('2028-01-01T05:59:58Z'))).toBe('onSale');
    // The book expires at its valid-until instant, as members' coupons do (CATALOG-14).
    expect(editionState(edition, new Date('2028-01-01T05:59:59Z'))).toBe('ended');
  });

  it('never ends without a valid-until date', () => {
    expect(editionState({ ...edition, validUntil: null }, new Date('2999-01-01T00:00:00Z'))).toBe(
      'onSale',
    );
  });
});
