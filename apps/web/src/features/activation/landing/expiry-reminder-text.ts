/** ACTIVATION-8 expiry reminder: an ending activation is renewed, not fixed by an app update. */
export const ExpiryReminderText = {
  renew: 'Renew your activation',
} as const;
