import { ErrorCode } from '@citybook/contract/app';
import { OfflineRedeemText } from '@citybook/contract/redemption';
import { ApiError } from '../../../lib/api-client.ts';
import { redeem } from '../api/redeem.ts';
import { isWaiting, type OfflineRedemption } from './offline-redemption.ts';
import { forgetOffline, keepOffline, listOffline } from './offline-store.ts';
import { setWaitingHint } from './waiting-hint.ts';

export interface SendOutcome {
  sent: number;
  refused: number;
}

/**
 * Whether the server answered with a decision on this redemption (recorded elsewhere, the
 * activation ended, …), as opposed to "not now": no network, the session gone (it is sent at the
 * member's next login), too many calls, the app too old, or a fault of the server's.
 */
function isRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

function reasonOf(error: ApiError): string {
  return error.code === ErrorCode.alreadyRedeemed
    ? OfflineRedeemText.alreadyRedeemedElsewhere
    : error.message;
}

/** Marks the redemptions sent in the worker's Background Sync too (workbox, ADR 0018). */
export const MADE_OFFLINE_HEADER = 'X-Citybook-Made-Offline';

async function sendOne(entry: OfflineRedemption): Promise<'sent' | 'refused' | 'later'> {
  try {
    await redeem(
      {
        offerId: entry.offerId,
        activationVoucherId: entry.activationVoucherId,
        idempotencyKey: entry.idempotencyKey,
        redeemedAt: entry.redeemedAt,
        ...(entry.offlineTicket ? { offlineTicket: entry.offlineTicket } : {}),
      },
      { [MADE_OFFLINE_HEADER]: '1' },
    );
  } catch (error) {
    if (!isRefusal(error)) return 'later';
    await keepOffline({ ...entry, refusal: reasonOf(error) });
    return 'refused';
  }
  await forgetOffline(entry.idempotencyKey);
  return 'sent';
}

async function sendAll(userId: number): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, refused: 0 };
  const waiting = (await listOffline()).filter(
    (entry) => entry.userId === userId && isWaiting(entry),
  );
  for (const entry of waiting) {
    const result = await sendOne(entry);
    if (result === 'later') break;
    outcome[result] += 1;
  }
  setWaitingHint((await listOffline()).some(isWaiting));
  return outcome;
}

let running: Promise<SendOutcome> | undefined;

/**
 * Sends the member's redemptions kept on the device, oldest first, until one cannot go now. The
 * same idempotency key makes the same redemption, so sending again (another tab, the worker's
 * Background Sync, a lost answer) never makes a second one. One run at a time in this tab.
 */
export function sendOffline(userId: number): Promise<SendOutcome> {
  running ??= sendAll(userId).finally(() => {
    running = undefined;
  });
  return running;
}
