const SHOWN_ON_KEY = 'citybook.expiryReminderShownOn';

/** The local day (YYYY-MM-DD) the expiry reminder was last shown, if ever. */
export function readReminderShownOn(): string | null {
  try {
    return localStorage.getItem(SHOWN_ON_KEY);
  } catch {
    return null;
  }
}

export function storeReminderShownOn(day: string): void {
  try {
    localStorage.setItem(SHOWN_ON_KEY, day);
  } catch {
    // Storage unavailable: the reminder may come again today, which is harmless.
  }
}
