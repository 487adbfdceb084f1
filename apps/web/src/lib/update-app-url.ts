import type { Platform } from '../native/platform.ts';
import { appStoreLinks } from './external-links.ts';

/** The store that updates the app on this device; a browser on Android counts as Android. */
export function updateAppUrl(platform: Platform, userAgent: string): string {
  const android = platform === 'android' || (platform === 'web' && /android/i.test(userAgent));
  return android ? appStoreLinks.playStore : appStoreLinks.appStore;
}
