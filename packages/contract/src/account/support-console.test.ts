import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  extendActivationSchema,
  memberSearchQuerySchema,
  parseCardExpiry,
  supportActionSchema,
} from './support-console.ts';

describe('member support rules (OPERATOR-18, OPERATOR-20)', () => {
  it('reads a card expiry as MM/YY, and nothing else', () => {
    expect(parseCardExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry(' 01/30 ')).toEqual({ month: 1, year: 2030 });
    for (const typed of ['13/29', '0/29', '12/2029', '1229', ''])
      expect(parseCardExpiry(typed)).toBeUndefined();
  });

  it('searches by card with its last 4 and expiry, and by anything else with a text', () => {
    const valid = (query: Record<string, string>) =>
      z.safeParse(memberSearchQuerySchema, query).success;
    expect(valid({ by: 'card', filter: '4242', expiry: '12/29' })).toBe(true);
    expect(valid({ by: 'card', filter: '424', expiry: '12/29' })).toBe(false);
    expect(valid({ by: 'card', filter: '4242' })).toBe(false);
    expect(valid({ filter: 'ana@' })).toBe(true);
    expect(valid({ by: 'verificationCode', filter: '7k3m9q' })).toBe(true);
    expect(valid({ by: 'activationCode' })).toBe(false);
  });

  it('asks every action for a reason of at least 5 characters, trimmed', () => {
    expect(z.safeParse(supportActionSchema, { reason: '  lost phone  ' }).data).toEqual({
      reason: 'lost phone',
    });
    expect(z.safeParse(supportActionSchema, { reason: '    ' }).success).toBe(false);
    expect(z.safeParse(supportActionSchema, {}).success).toBe(false);
    expect(
      z.safeParse(extendActivationSchema, { reason: 'Book came late', endsOn: '2027-02-30x' })
        .success,
    ).toBe(false);
  });
});
