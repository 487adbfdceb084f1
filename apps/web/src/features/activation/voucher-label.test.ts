import type { Voucher } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { voucherDates, voucherLabel } from './voucher-label.ts';

const now = new Date('2026-11-24T12:00:00Z');
const book: Voucher = {
  code: 'ABCD1234EFGH5678',
  currentVoucher: true,
  activationVoucherId: 1,
  activatedAt: '2026-02-03T15:00:00.000Z',
  validTo: '2027-02-03T12:00:00.000Z',
  plan: null,
};
const monthly = (renews: boolean, validTo: string): Voucher => ({
  code: 'Mobile + Monthly',
  currentVoucher: true,
  activationVoucherId: 2,
  activatedAt: '2025-10-24T15:00:00.000Z',
  validTo,
  plan: { title: 'Monthly', renews, validTo },
});

describe('voucherLabel', () => {
  it('shows a book code in groups of four', () => {
    expect(voucherLabel(book, now)).toBe('ABCD-1234-EFGH-5678');
  });

  it.each([
    [monthly(true, '2026-12-24T10:00:00.000Z'), 'Monthly subscription, renews Dec 24'],
    [monthly(false, '2027-01-05T10:00:00.000Z'), 'Monthly subscription, ends Jan 5, 2027'],
    [monthly(false, '2026-11-01T10:00:00.000Z'), 'Monthly subscription, ended Nov 1'],
  ])('names a subscription as its plan: %#', (voucher, label) => {
    expect(voucherLabel(voucher, now)).toBe(label);
  });
});

describe('voucherDates', () => {
  it('issue 32 item 11: says when a book code was activated and until when it is valid', () => {
    expect(voucherDates(book, now)).toBe('Activated Feb 3, valid until Feb 3, 2027');
    expect(voucherDates({ ...book, validTo: '2026-11-01T12:00:00.000Z' }, now)).toBe(
      'Activated Feb 3, expired Nov 1',
    );
  });

  it('issue 32 item 11: says when a subscription was activated; its name says the renewal', () => {
    expect(voucherDates(monthly(true, '2026-12-24T10:00:00.000Z'), now)).toBe(
      'Activated Oct 24, 2025',
    );
  });
});
