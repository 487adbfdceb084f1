import { profileSchema } from '@citybook/contract';
import type { Profile } from '@citybook/contract';

const PROFILE_KEY = 'citybook.profile';

// Storage can be unavailable (private browsing, disabled by policy): the app then keeps the
// profile in memory only.

export function loadStoredProfile(): Profile | undefined {
  try {
    const stored = localStorage.getItem(PROFILE_KEY);
    if (stored === null) return undefined;
    const parsed = profileSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function storeProfile(profile: Profile): void {
  try {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // See above: memory only.
  }
}

export function clearStoredProfile(): void {
  try {
    localStorage.removeItem(PROFILE_KEY);
  } catch {
    // See above: nothing was stored.
  }
}
