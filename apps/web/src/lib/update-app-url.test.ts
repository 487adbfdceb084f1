import { describe, expect, it } from 'vitest';
import { appStoreLinks } from './external-links.ts';
import { updateAppUrl } from './update-app-url.ts';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe('updateAppUrl', () => {
  it('sends the native apps to their own store', () => {
    expect(updateAppUrl('android', desktopChrome)).toBe(appStoreLinks.playStore);
    expect(updateAppUrl('ios', desktopChrome)).toBe(appStoreLinks.appStore);
  });

  it("sends a phone's browser to its platform's store", () => {
    expect(updateAppUrl('web', androidChrome)).toBe(appStoreLinks.playStore);
    expect(updateAppUrl('web', iPhoneSafari)).toBe(appStoreLinks.appStore);
  });

  // Issue #32 item 12: "Update the app" on a desktop browser went to the App Store.
  it('offers no store to "Update the app" on a desktop browser', () => {
    expect(updateAppUrl('web', desktopChrome)).toBeNull();
  });
});
