import { describe, expect, it, vi } from 'vitest';
import { MOBILE_PLUS_KEY } from '../lib/variant.ts';
import { nativeApp, nativeAppHeaders } from './app-version.ts';

function stubUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('native app version', () => {
  it('reads the version the shell names in the user agent', () => {
    vi.stubGlobal('webkit', { messageHandlers: { citybook: { postMessage: vi.fn() } } });
    stubUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CitybookApp/2.4.1');

    expect(nativeApp()).toEqual({ os: 'ios', version: '2.4.1' });
  });

  it('sends the version headers only from the subscription app (mobile-plus)', () => {
    vi.stubGlobal('webkit', { messageHandlers: { citybook: { postMessage: vi.fn() } } });
    stubUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CitybookApp/2.4.1');
    sessionStorage.removeItem(MOBILE_PLUS_KEY);
    expect(nativeAppHeaders()).toEqual({});

    sessionStorage.setItem(MOBILE_PLUS_KEY, 'true');
    expect(nativeAppHeaders()).toEqual({ 'x-app-platform': 'ios', 'x-app-version': '2.4.1' });
    sessionStorage.removeItem(MOBILE_PLUS_KEY);
  });

  it('knows no app on the plain web, even with the version in the user agent', () => {
    stubUserAgent('Mozilla/5.0 CitybookApp/2.4.1');

    expect(nativeApp()).toBeNull();
    expect(nativeAppHeaders()).toEqual({});
  });

  it('knows no version when the shell does not name one', () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    stubUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)');

    expect(nativeApp()).toBeNull();
  });
});
