import { DeviceText } from '@citybook/contract';
import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';

/** The native wrapper names itself in the user agent (docs/native-shell.md). */
const NATIVE_APP = /\bCitybookApp\//;
/** Enough for "Microsoft Edge on Windows"; a header made up to fill the table is cut short. */
const MAX_LENGTH = 60;

/**
 * A rough, human description of a client from its User-Agent ("Chrome on Android"), kept on the
 * session for "Signed-in devices": the raw header is never stored (it is a fingerprint).
 */
export function describeClient(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return DeviceText.unknownClient;
  const parser = Bowser.getParser(userAgent);
  const browser = NATIVE_APP.test(userAgent) ? DeviceText.nativeApp : parser.getBrowserName();
  const system = parser.getOSName();
  if (!browser) return DeviceText.unknownClient;
  const description = system ? DeviceText.clientOn(browser, system) : browser;
  return description.slice(0, MAX_LENGTH);
}

/**
 * A client address masked for "Signed-in devices" (issue 32 item 10): an IPv4 address without its
 * last part (203.0.113.x), an IPv6 one as its first 48 bits, a provider's site (2001:db8:85a3:…).
 * Enough for a member to tell home from elsewhere, not enough to find them; no geo-IP (ADR 0034).
 */
export function maskAddress(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined && groups.length < 3) {
    const rest = tail === '' ? [] : tail.split(':');
    groups.push(...Array<string>(8 - groups.length - rest.length).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}:…`;
}

/** What a new session keeps about its client: a description and the masked address. */
export interface SessionClient {
  client: string;
  address: string | null;
}

export function sessionClientOf(request: {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}): SessionClient {
  return {
    client: describeClient(request.headers['user-agent']),
    address: maskAddress(request.ip),
  };
}
