import { StaffSessionEndedText } from '@citybook/contract/staff';

/** Why sign-in is shown (OPERATOR-6), and where to go once signed in; the router's location state. */
export interface SignInState {
  reason?: keyof typeof StaffSessionEndedText;
  /** The address the person was at: they go back there after signing in. */
  from?: string;
}

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { reason, from } = state as Record<string, unknown>;
  return {
    ...(reason === 'ended' || reason === 'signedOut' ? { reason } : {}),
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('/sign-in')
      ? { from }
      : {}),
  };
}

export function signInReasonText(state: SignInState): string | undefined {
  return state.reason ? StaffSessionEndedText[state.reason] : undefined;
}
