import { Timing } from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasPaymentReturn, rememberPaymentReturn, takePaymentReturn } from './payment-return.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('payment return', () => {
  it('gives the remembered payment page back once', () => {
    rememberPaymentReturn('/account/payment/2/true');

    expect(hasPaymentReturn()).toBe(true);
    expect(takePaymentReturn()).toBe('/account/payment/2/true');
    expect(takePaymentReturn()).toBeUndefined();
    expect(hasPaymentReturn()).toBe(false);
  });

  it('never sends anywhere but a payment page, whatever storage holds', () => {
    sessionStorage.setItem(
      'citybook.paymentReturn',
      JSON.stringify({
        value: 'https://evil.example/account/payment/1/false',
        savedAt: Date.now(),
      }),
    );

    expect(takePaymentReturn()).toBeUndefined();
  });

  it('forgets a plan chosen longer ago than the wait allows', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    rememberPaymentReturn('/account/payment/1/false');
    vi.setSystemTime(Date.now() + Timing.paymentReturnMs + 1);

    expect(hasPaymentReturn()).toBe(false);
    expect(takePaymentReturn()).toBeUndefined();
  });
});
