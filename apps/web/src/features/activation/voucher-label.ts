import { formatActivationCode } from '@citybook/contract/activation';
import type { Voucher } from '@citybook/contract/activation';
import { formatShortDate } from '../../lib/format-short-date.ts';
import { VoucherPlanText } from './voucher-plan-text.ts';

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
