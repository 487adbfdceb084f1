/** Issue #15 item 17: /account/selectActivation for a member whose activation has days left. */
export const RenewalText = {
  title: 'Renew Your Activation',
  daysLeft: (days: number) =>
    days <= 0
      ? 'Your activation has expired.'
      : `Your activation ends in ${String(days)} ${days === 1 ? 'day' : 'days'}.`,
  whatExtendingDoes:
    'Extending adds a book code or a subscription to your account now, so your coupons stay redeemable without a break: the activation that runs longer is the one in use, and you can switch between your vouchers under Account.',
} as const;
