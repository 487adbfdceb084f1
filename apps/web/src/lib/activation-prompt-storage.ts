const PROMPTED_KEY = 'citybook.activationPrompted';

/**
 * Spec §4: skipping activation remembers that the user was asked, so the categories landing does
 * not send them to the activation choice again in this session.
 */
export function markActivationPrompted(): void {
  try {
    sessionStorage.setItem(PROMPTED_KEY, 'true');
  } catch {
    // Storage unavailable: the user may be asked again, which is harmless.
  }
}

export function wasActivationPrompted(): boolean {
  try {
    return sessionStorage.getItem(PROMPTED_KEY) === 'true';
  } catch {
    return false;
  }
}
