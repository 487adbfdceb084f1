/** APP-3: the native app opens addresses of its own scheme. */
export const NATIVE_APP_SCHEME = 'citybook://';

/**
 * The native app's address for a deep link: the path after /mobile/deeplink/ and the query
 * string (with its '?', or empty), unchanged.
 */
export function nativeAppUrl(path: string, search: string): string {
  return `${NATIVE_APP_SCHEME}${path}${search}`;
}
