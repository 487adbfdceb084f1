/** The Redeem Desk's words (MERCHANT-4…6). */
export const DeskText = {
  title: 'Redeem Desk',
  signInTitle: 'Sign in to the Redeem Desk',
  newPasswordTitle: 'Choose your password',
  // MERCHANT-15: a person who turned two-step sign-in on.
  codeTitle: 'Enter your code',
  chooseLocation: 'Which location is this device at?',
  chooseLocationHint: 'Chosen once on this device. You can change it later.',
  noLocations: 'Your account has no location to check codes for. Ask your merchant admin.',
  changeLocation: 'Change location',
  signOut: 'Sign out',
  scan: 'Scan QR code',
  stopScan: 'Stop scanning',
  scanHint: 'Point the camera at the QR code on the member’s screen.',
  noCamera: 'The camera could not be opened. Type the code instead.',
  codeLabel: 'Or type the code',
  check: 'Check',
  checking: 'Checking…',
  badCode: 'A code is 6 letters and digits.',
  accept: 'Accept',
  accepting: 'Accepting…',
  checkAnother: 'Check another',
  tryAgain: 'Try again',
  /** MERCHANT-6: never a guess. */
  unreachable:
    'Could not reach Citybook. Nothing is known about this code yet. Check the connection and try again.',
  tooMany:
    'Too many checks from this connection in the last minute. Wait a moment, then try again.',
  notYourLocation: 'This location is no longer one of yours. Choose your location again.',
  signedOut: 'Your session has ended. Please sign in again.',
  valid: 'Valid for this location',
  accepted: 'Accepted',
  otherMerchant: 'Not for this location',
  otherMerchantDetail: (merchantName: string) =>
    `This coupon was redeemed for ${merchantName}. Do not accept it here.`,
  alreadyChecked: 'Already checked',
  alreadyCheckedDetail: (when: string, who: string | null, where: string | null) =>
    `Checked ${when}${who === null ? '' : ` by ${who}`}${where === null ? '' : ` at ${where}`}.`,
  offlineNotSynced: 'Made offline, not synced yet',
  offlineNotSyncedDetail:
    'The member’s phone redeemed this with no signal and has not sent it to Citybook yet. It is sent when the phone is back online; then check again.',
  unknown: 'Unknown code',
  unknownDetail: 'No coupon has this code. Check the code and try again.',
  offer: 'Offer',
  redeemed: 'Redeemed',
  member: 'Member',
  checkedAt: 'Checked',
} as const;
