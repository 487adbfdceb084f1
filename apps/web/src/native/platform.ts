export type Platform = 'android' | 'ios' | 'web';

/**
 * The bridges a native wrapper may inject. Each takes a JSON text: WKWebView script message
 * handler `citybook` on iOS, a JavascriptInterface `CitybookAndroid` on Android, or a React
 * Native WebView (platform then told by the user agent).
 */
export interface NativeWindow {
  webkit?: { messageHandlers?: { citybook?: { postMessage: (message: string) => void } } };
  CitybookAndroid?: { postMessage: (message: string) => void };
  ReactNativeWebView?: { postMessage: (message: string) => void };
}

export function nativeWindow(): NativeWindow {
  return window as NativeWindow;
}

/** Spec §6: the native shell is detected as Android, iOS or web (no shell). */
export function detectPlatform(): Platform {
  const bridge = nativeWindow();
  if (bridge.webkit?.messageHandlers?.citybook) return 'ios';
  if (bridge.CitybookAndroid) return 'android';
  if (bridge.ReactNativeWebView) return /android/i.test(navigator.userAgent) ? 'android' : 'ios';
  return 'web';
}

export function isNativeShell(): boolean {
  return detectPlatform() !== 'web';
}
