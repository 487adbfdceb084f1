import { APP_VERSION_USER_AGENT, AppHeader } from '@citybook/contract/app';
import type { AppOs } from '@citybook/contract/app';
import { isMobilePlusSession } from '../lib/variant.ts';
import { detectPlatform } from './platform.ts';

export interface NativeApp {
  os: AppOs;
  version: string;
}

/** The native shell around the page and its version, read from the user agent; null on the web. */
export function nativeApp(): NativeApp | null {
  const os = detectPlatform();
  if (os === 'web') return null;
  const version = APP_VERSION_USER_AGENT.exec(navigator.userAgent)?.[1];
  return version === undefined ? null : { os, version };
}

/**
 * Headers that let the server refuse an outdated native app (444). APP-10: version enforcement
 * belongs to the subscription app (mobile-plus), so the book app and the plain web send none.
 */
export function nativeAppHeaders(): Record<string, string> {
  if (!isMobilePlusSession()) return {};
  const app = nativeApp();
  return app ? { [AppHeader.platform]: app.os, [AppHeader.version]: app.version } : {};
}
