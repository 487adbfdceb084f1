import { BusinessApi } from '@citybook/contract/business';
import {
  DESK_CHECK_TIMEOUT_MS,
  RedemptionBusinessApi,
  type DeskAnswer,
} from '@citybook/contract/redemption';
import { ApiError, callApi } from '../lib/api-client.ts';

/*
 * The Redeem Desk's calls (MERCHANT-4…6), through the console's contract client. The desk is a
 * page of its own: it takes this client and the contract, and nothing of the operator console.
 */

/** MERCHANT-6: what a check that got no answer from Citybook becomes; never a guess. */
export class DeskUnreachable extends Error {
  override readonly name = 'DeskUnreachable';
}

/** The outcome of a check or an accept: Citybook's answer, or why there is none. */
export type DeskOutcome =
  | { kind: 'answer'; answer: DeskAnswer }
  | { kind: 'unreachable' }
  | { kind: 'signedOut' }
  | { kind: 'notYourLocation' }
  | { kind: 'tooMany' };

function outcomeOfFailure(error: unknown): DeskOutcome {
  if (error instanceof ApiError && error.answered) {
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.status === 403) return { kind: 'notYourLocation' };
    if (error.status === 429) return { kind: 'tooMany' };
  }
  // No answer, a timeout, a gateway's page, a server failure: Citybook did not say.
  return { kind: 'unreachable' };
}

/** Checks (or accepts) a code at the location, waiting at most DESK_CHECK_TIMEOUT_MS. */
export async function deskCall(
  what: 'check' | 'accept',
  merchantId: number,
  code: string,
): Promise<DeskOutcome> {
  // A timer of the page's own (not AbortSignal.timeout): tests move it with fake timers.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DESK_CHECK_TIMEOUT_MS);
  const { signal } = controller;
  const params = { merchantId, code };
  try {
    const answer =
      what === 'check'
        ? await callApi(RedemptionBusinessApi.checkCodeAtLocation, { params, signal })
        : await callApi(RedemptionBusinessApi.acceptCodeAtLocation, { params, body: {}, signal });
    return { kind: 'answer', answer };
  } catch (error) {
    return outcomeOfFailure(error);
  } finally {
    clearTimeout(timer);
  }
}

export const currentDeskUser = () => callApi(BusinessApi.getCurrentBusinessUser);

export const signIn = (body: { email: string; password: string }) =>
  callApi(BusinessApi.businessSignIn, { body });

export const setNewPassword = (newPassword: string) =>
  callApi(BusinessApi.businessSetNewPassword, { body: { newPassword } });

/** MERCHANT-15: the authenticator's code, or a recovery code, of a person who turned it on. */
export const submitCode = (code: string) =>
  callApi(BusinessApi.businessSubmitCode, { body: { code } });

export const signOut = () => callApi(BusinessApi.businessSignOut, { body: {} });
