/**
 * Issue #16 item 3: the counter screen a member shows staff after redeeming. How long it stays
 * live is COUNTER_LIVE_MS (app/timings.ts).
 */
export const CounterText = {
  /** The running clock's name for screen readers (its value changes every second, unannounced). */
  clockLabel: 'Time now',
  /** Under a minute since the redemption ("Redeemed just now"). */
  justNow: 'just now',
  /** Who redeemed, as member-name.ts shortens it ("Jane D."). */
  redeemedBy: (name: string) => `Redeemed by ${name}`,
  codeLabel: 'Verification code',
  /** Issue #32 item 4: the coupon's own code (the merchant's, CATALOG-12), second and smaller. */
  couponCodeLabel: 'Coupon code',
  /** '7KQ2MX' → '7KQ 2MX': two groups are easier to read aloud and to type. */
  codeGrouped: (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`,
  /** The code letter by letter, so that a screen reader spells it rather than reading a word. */
  codeSpelled: (code: string) => [...code].join(' '),
  qrLabel: 'QR code for staff: scanning it checks this verification code',
  /** `address` is where staff type a code, e.g. 'citybook.app/verify'. */
  staffHint: (address: string) => `Staff: scan the QR code, or enter the code at ${address}.`,
  /** The redemption was recorded on the device with no signal (issue #16 item 2). */
  madeOffline:
    'Saved on this phone — it will be sent when you are back online. Staff can check the code then.',
  /** After the live window: the code stays readable for staff to check. */
  ended: (minutes: number) =>
    `The counter screen is live for ${minutes} minutes after redeeming. Staff can still check the verification code.`,
} as const;
