/**
 * MERCHANT-12: what a member is told about a merchant that left the book (retired in the console
 * or by an import). The server's 410 `merchantLeft` answers `message(title)`; the app shows it as
 * the page's heading with the rest of these words.
 */
export const MerchantLeftText = {
  message: (title: string) => `${title} has left the Citybook book`,
  detail: 'Its coupons can no longer be redeemed.',
  savingsKept: 'Anything you redeemed there stays in your Savings Tracker.',
  backToList: 'Back to the list',
  browse: 'Browse the categories',
  savings: 'Open your Savings Tracker',
} as const;
