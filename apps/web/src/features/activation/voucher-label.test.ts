import type { Voucher } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { voucherLabel } from './voucher-label.ts';

const now = new Date('2026-11-24T12:00:00Z');
const book: Voucher = {
  code: 'ABCD1234EFGH5678',
  currentVoucher: true,
  activationVoucherId: 1,
  plan: null,
};
const monthly = (renews: boolean, validTo: string): Voucher => ({
  code: 'Mobile + Monthly',
  currentVoucher: true,
  activationVoucherId: 2,
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
