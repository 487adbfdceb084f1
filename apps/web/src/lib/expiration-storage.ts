const EXPIRATION_KEY = 'citybook.expiration';

/**
 * Spec §4 categories landing: days left on the activation, -1 when not activated, or 'subscribe'
 * (a subscription without end, or one deactivated in future). Read by account management.
 */
export type StoredExpiration = number | 'subscribe';

export function readStoredExpiration(): StoredExpiration | null {
  try {
    const stored = localStorage.getItem(EXPIRATION_KEY);
    if (stored === null) return null;
    if (stored === 'subscribe') return 'subscribe';
    const days = Number(stored);
    return stored.trim() !== '' && Number.isFinite(days) ? days : null;
  } catch {
    return null;
  }
}

export function storeExpiration(value: StoredExpiration): void {
  try {
    localStorage.setItem(EXPIRATION_KEY, String(value));
  } catch {
    // Storage unavailable: management shows its default entries.
  }
}
