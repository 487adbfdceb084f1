/** The signed-in devices screen (issue #14 item 6), under account management. */
export const DeviceText = {
  title: 'Signed-in devices',
  /** How a device is named: "Chrome on Android", or this when the browser does not say. */
  unknownClient: 'Unknown browser',
  nativeApp: 'Citybook app',
  clientOn: (browser: string, system: string) => `${browser} on ${system}`,
  loading: 'Loading your devices…',
  loadFailed: 'Sorry, we were unable to retrieve your devices. Please try again later.',
  thisDevice: 'This device',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  /** Issue 32 item 10: the masked address it signed in from. */
  from: (address: string) => `from ${address}`,
  signOutDevice: 'Sign out',
  signOutDeviceLabel: (client: string) => `Sign out ${client}`,
  confirmDeviceTitle: (client: string) => `Sign out ${client}`,
  confirmDeviceMessage: 'That device will have to log in again at its next step.',
  deviceSignedOut: (client: string) => `${client} is signed out.`,
  signOutOthers: 'Sign out of other devices',
  onlyThisDevice: 'You are signed in on this device only.',
  confirmTitle: 'Sign out of other devices',
  confirmMessage:
    'Sign out everywhere else? Other phones, tablets and browsers will have to log in again.',
  confirmLabel: 'Sign out',
  signingOut: 'Signing out…',
  cancelLabel: 'Cancel',
  signedOut: 'You are now signed out of your other devices.',
  signOutFailed: 'Sorry, we were unable to sign out your other devices. Please try again later.',
} as const;
