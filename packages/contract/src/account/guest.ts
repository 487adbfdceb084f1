/** The shared built-in guest account (ACCOUNT-4, ACCOUNT-5): can browse, can change nothing. */
export const GUEST_EMAIL = 'guest@citybook.app';
export const GUEST_PASSWORD = 'Guest#Citybook1';

export function isGuestEmail(email: string): boolean {
  return email.trim().toLowerCase() === GUEST_EMAIL;
}
