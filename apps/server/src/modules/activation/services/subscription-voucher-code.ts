/** What a subscription's voucher is called (and, after "Citybook", what a card statement says). */
export const subscriptionVoucherCode = (plan: { title: string }): string =>
  `Mobile + ${plan.title}`;
