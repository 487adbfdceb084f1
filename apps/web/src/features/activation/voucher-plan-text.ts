/**
 * Issue #15 item 16: how a subscription voucher is named where vouchers are listed ('Monthly
 * subscription, renews Dec 24'); the date arrives formatted.
 */
export const VoucherPlanText = {
  renews: (plan: string, date: string) => `${plan} subscription, renews ${date}`,
  ends: (plan: string, date: string) => `${plan} subscription, ends ${date}`,
  ended: (plan: string, date: string) => `${plan} subscription, ended ${date}`,
} as const;

/** Issue 32 item 11: a voucher's dates under its name; the dates arrive formatted. */
export const VoucherDateText = {
  activated: (date: string) => `Activated ${date}`,
  validUntil: (date: string) => `valid until ${date}`,
  expired: (date: string) => `expired ${date}`,
} as const;
