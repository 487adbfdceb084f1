/**
 * Whether this tab has an earlier entry of the app to go back to. React Router keeps the entry's
 * position in `history.state.idx`; the first entry of the session is 0.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}
