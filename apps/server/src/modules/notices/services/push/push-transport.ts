import { PUSH_TTL_SECONDS, type PushMessage } from '@citybook/contract';
import webpush from 'web-push';
import type { VapidSettings } from './vapid.ts';

/** A device as the push service knows it: its address and the keys its messages are sealed to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** accepted: the push service took it; gone: it no longer knows the device (404, 410). */
export type PushOutcome = 'accepted' | 'gone';

const PUSH_TIMEOUT_MS = 10_000;

/**
 * NOTICE-11 (ADR 0041): one Web Push message to one device. `web-push` seals the message to the
 * device's keys (RFC 8291, aes128gcm) and signs the VAPID JWT for the push service's origin
 * (RFC 8292); the request goes out through the platform's fetch. Throws when the push service
 * refuses it for another reason, or cannot be reached (tried again with the notice).
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidSettings,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: Uint8Array.from(request.body),
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  // The push service's answer is not read beyond its status; free the connection.
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) {
    throw new Error(`The push service answered ${String(response.status)}`);
  }
  return 'accepted';
}
