import { describe, expect, it } from 'vitest';
import {
  CURRENT_TERMS,
  SUBSCRIPTION_TERMS,
  renewalWording,
  termsOfVersion,
} from './subscription-terms.ts';

describe('subscription terms (ACTIVATION-22)', () => {
  it('keeps every version once, oldest first, the last one current', () => {
    const versions = SUBSCRIPTION_TERMS.map((terms) => terms.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort()).toEqual(versions);
    expect(CURRENT_TERMS).toBe(SUBSCRIPTION_TERMS[SUBSCRIPTION_TERMS.length - 1]);
    expect(termsOfVersion(CURRENT_TERMS.version)).toBe(CURRENT_TERMS);
    expect(termsOfVersion('1999-01-01')).toBeUndefined();
  });

  it('says how the plan renews and how to cancel in each version', () => {
    for (const terms of SUBSCRIPTION_TERMS) {
      expect(terms.text).toMatch(/Automatic renewal\./);
      expect(terms.text).toMatch(/How to cancel\./);
    }
  });

  it('words the renewal with the price of one period', () => {
    expect(renewalWording({ price: 39.99, period: 'year' })).toBe(
      'Renews automatically every year at $39.99 until you cancel. Cancel any time under Account → Manage Subscriptions; you keep access to the end of the period you paid for.',
    );
  });
});
