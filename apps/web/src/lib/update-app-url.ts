import type { Platform } from '../native/platform.ts';
import { appStoreLinks } from './external-links.ts';

/**
 * The store that updates the app on this device (APP-10): a browser on Android counts as Android,
 * one on an iPhone or iPad as iOS. A desktop browser has no store to go to (it runs the newest web
 * app at its next load): null, and no "Update the app" link is offered (issue #32 item 12).
 */
export function updateAppUrl(platform: Platform, userAgent: string): string | null {
  if (platform === 'android') return appStoreLinks.playStore;
  if (platform === 'ios') return appStoreLinks.appStore;
  if (/android/i.test(userAgent)) return appStoreLinks.playStore;
  if (/iphone|ipad|ipod/i.test(userAgent)) return appStoreLinks.appStore;
  return null;
}
