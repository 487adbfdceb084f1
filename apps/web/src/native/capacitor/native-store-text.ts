/** The Capacitor shell's answer to StartIAP when the store cannot be reached (ADR 0016). */
export const NativeStoreText = {
  unavailable: 'The app store is not available right now. Please try again later.',
} as const;
