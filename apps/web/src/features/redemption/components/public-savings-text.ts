/** REDEEM-8: the public savings page a shared saving links to (issue #32 item 12). */
export const PublicSavingsText = {
  title: 'Save at local merchants with Citybook',
  what: 'Citybook is a coupon book for your city on your phone: browse the restaurants, shops and services near you by category or on a map, and show a coupon at the counter to save.',
  how: 'Activate Citybook with the code printed in a Citybook book, or with a subscription, and redeem each coupon once per activation. The Savings Tracker adds up what you have saved.',
  createAccount: 'Create an Account',
  logIn: 'Log In',
  lookAround: 'Or look around first with Continue as Guest on the login page.',
  /** For a member who is logged in already. */
  ownSavings: 'See your own Savings Tracker',
} as const;
