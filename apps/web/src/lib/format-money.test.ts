import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it("writes an amount in its currency, in the member's locale", () => {
    expect(formatMoney(4.99, 'USD')).toBe('$4.99');
    expect(formatMoney(39.9, 'usd')).toBe('$39.90');
    expect(formatMoney(5, 'EUR')).toBe('€5.00');
  });

  it('still shows the amount for a currency code it does not know', () => {
    expect(formatMoney(4.99, 'dollars')).toBe('4.99 dollars');
  });
});
