import type { Config } from '../../../../config.ts';

/** The server's VAPID identity (RFC 8292): its key pair and a contact for the push services. */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** NOTICE-11: the VAPID settings, or undefined when they are not set (the server pushes nothing). */
export function vapidOf(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidSettings | undefined {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = config;
  if (VAPID_PUBLIC_KEY === undefined || VAPID_PRIVATE_KEY === undefined) return undefined;
  if (VAPID_SUBJECT === undefined) return undefined;
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
}
