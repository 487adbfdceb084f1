import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestNativeLocation } from './location.ts';
import { sendToNative } from './messages.ts';
import { detectPlatform, isNativeShell } from './platform.ts';

function stubUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('native shell bridge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the plain web without an injected bridge, and sends nothing', () => {
    expect(detectPlatform()).toBe('web');
    expect(isNativeShell()).toBe(false);
    expect(() => {
      sendToNative({ type: 'Logout' });
    }).not.toThrow();
  });

  it('detects iOS by its WebKit message handler and posts JSON to it', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('webkit', { messageHandlers: { citybook: { postMessage } } });

    expect(detectPlatform()).toBe('ios');
    sendToNative({ type: 'StartIAP', ProductID: 3, AccountID: 10 });

    expect(postMessage).toHaveBeenCalledWith('{"type":"StartIAP","ProductID":3,"AccountID":10}');
  });

  it('detects Android by its JavaScript interface', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('CitybookAndroid', { postMessage });

    expect(detectPlatform()).toBe('android');
    sendToNative({ type: 'Logout' });

    expect(postMessage).toHaveBeenCalledWith('{"type":"Logout"}');
  });

  it('tells the platform of a React Native WebView by the user agent', () => {
    vi.stubGlobal('ReactNativeWebView', { postMessage: vi.fn() });
    stubUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36');
    expect(detectPlatform()).toBe('android');

    stubUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    expect(detectPlatform()).toBe('ios');
  });

  it('asks the shell for the location and takes its answer', async () => {
    const postMessage = vi.fn((message: string) => {
      expect(JSON.parse(message)).toEqual({ type: 'RequestLocation' });
      window.postMessage(
        JSON.stringify({ type: 'Location', latitude: 40.1, longitude: -88.2 }),
        '*',
      );
    });
    vi.stubGlobal('ReactNativeWebView', { postMessage });

    await expect(requestNativeLocation(1000)).resolves.toEqual({
      latitude: 40.1,
      longitude: -88.2,
    });
  });

  it('gives up on a shell that does not answer in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('ReactNativeWebView', { postMessage: vi.fn() });

    const location = requestNativeLocation(20_000);
    await vi.advanceTimersByTimeAsync(20_000);

    await expect(location).resolves.toBeNull();
  });

  it('has no location to offer without a shell', async () => {
    await expect(requestNativeLocation(1000)).resolves.toBeNull();
  });
});
