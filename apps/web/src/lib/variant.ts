export const MOBILE_PLUS_KEY = 'citybook.mobilePlus';

/** Spec §1: `?mobilePlus=true` on any address marks the session as the subscription variant. */
export function captureVariant(search: string = window.location.search): void {
  if (new URLSearchParams(search).get('mobilePlus') !== 'true') return;
  try {
    sessionStorage.setItem(MOBILE_PLUS_KEY, 'true');
  } catch {
    // Storage unavailable: the app stays the book variant.
  }
}

export function isMobilePlusSession(): boolean {
  try {
    return sessionStorage.getItem(MOBILE_PLUS_KEY) === 'true';
  } catch {
    return false;
  }
}
