/**
 * The element that last had focus. A button that is disabled while its action runs loses focus
 * to the page body before the dialog its action opens; that button is still where focus belongs
 * when the dialog closes.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** The element a dialog opening now should give focus back to when it closes. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

const REFOCUS_RETRY_MS = 50;
const REFOCUS_GIVE_UP_MS = 3000;

/**
 * Gives focus back to the dialog's opener. An opener still disabled (its action is finishing)
 * gets it once it is enabled again, unless focus has gone somewhere else meanwhile.
 */
export function restoreFocus(opener: HTMLElement): void {
  const giveUpAt = Date.now() + REFOCUS_GIVE_UP_MS;
  const attempt = () => {
    if (!opener.isConnected) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    opener.focus();
    if (document.activeElement !== opener && Date.now() < giveUpAt) {
      setTimeout(attempt, REFOCUS_RETRY_MS);
    }
  };
  opener.focus();
  if (document.activeElement !== opener) setTimeout(attempt, REFOCUS_RETRY_MS);
}
