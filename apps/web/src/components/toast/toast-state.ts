/** What a page hands to the next one through react-router's navigation state. */
export interface ToastState {
  toast: string;
}

/** `navigate(path, { state: withToast(message) })`: the shell shows the message after arriving. */
export function withToast(message: string): ToastState {
  return { toast: message };
}

export function toastFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('toast' in state)) return null;
  return typeof state.toast === 'string' && state.toast !== '' ? state.toast : null;
}
