export type Platform = 'android' | 'ios' | 'web';

/**
 * The bridges a native wrapper may inject. Each takes a JSON text: WKWebView script message
 * handler `citybook` on iOS, a JavascriptInterface `CitybookAndroid` on Android, or a React
 * Native WebView (platform then told by the user agent). The Capacitor shell (apps/native)
 * injects its own `Capacitor` global; its messages go through plugins (`native/capacitor/`).
 */
export interface NativeWindow {
  webkit?: { messageHandlers?: { citybook?: { postMessage: (message: string) => void } } };
  CitybookAndroid?: { postMessage: (message: string) => void };
  ReactNativeWebView?: { postMessage: (message: string) => void };
  Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string };
}

export function nativeWindow(): NativeWindow {
  return window as NativeWindow;
}

/** The platform of the Capacitor shell around the page; null outside it (also in a browser). */
export function capacitorPlatform(): 'android' | 'ios' | null {
  const capacitor = nativeWindow().Capacitor;
  if (capacitor?.isNativePlatform?.() !== true) return null;
  const platform = capacitor.getPlatform?.();
  return platform === 'android' || platform === 'ios' ? platform : null;
}

/** APP-11: the native shell is detected as Android, iOS or web (no shell). */
export function detectPlatform(): Platform {
  const capacitor = capacitorPlatform();
  if (capacitor) return capacitor;
  const bridge = nativeWindow();
  if (bridge.webkit?.messageHandlers?.citybook) return 'ios';
  if (bridge.CitybookAndroid) return 'android';
  if (bridge.ReactNativeWebView) return /android/i.test(navigator.userAgent) ? 'android' : 'ios';
  return 'web';
}

export function isNativeShell(): boolean {
  return detectPlatform() !== 'web';
}
