import { formatActivationCode } from '@citybook/contract/activation';
import type { Voucher } from '@citybook/contract/activation';
import { formatShortDate } from '../../lib/format-short-date.ts';
import { VoucherDateText, VoucherPlanText } from './voucher-plan-text.ts';

/**
 * How a voucher is named in lists (issue #15 item 16): a book by its printed code in groups of
 * four, a subscription by its plan and when it renews or ends.
 */
export function voucherLabel(voucher: Voucher, now: Date = new Date()): string {
  const { plan } = voucher;
  if (plan === null) return formatActivationCode(voucher.code);
  const date = formatShortDate(plan.validTo, now);
  if (plan.renews) return VoucherPlanText.renews(plan.title, date);
  return Date.parse(plan.validTo) > now.getTime()
    ? VoucherPlanText.ends(plan.title, date)
    : VoucherPlanText.ended(plan.title, date);
}

/**
 * A voucher's dates under its name (issue 32 item 11): when it was activated, and for a book
 * until when it is valid. A subscription's name already says when it renews or ends.
 */
export function voucherDates(voucher: Voucher, now: Date = new Date()): string {
  const activated = VoucherDateText.activated(formatShortDate(voucher.activatedAt, now));
  if (voucher.plan !== null) return activated;
  const validTo = formatShortDate(voucher.validTo, now);
  const until =
    Date.parse(voucher.validTo) > now.getTime()
      ? VoucherDateText.validUntil(validTo)
      : VoucherDateText.expired(validTo);
  return `${activated}, ${until}`;
}
