import * as z from 'zod/mini';

/** APP-10 Version: the operating systems whose native shell has a minimum app version. */
export const appOsSchema = z.enum(['android', 'ios']);
export type AppOs = z.infer<typeof appOsSchema>;

/** GET /api/version/minimumVersion/{os} */
export const minimumVersionSchema = z.object({ os: appOsSchema, minimumVersion: z.string() });
export type MinimumVersion = z.infer<typeof minimumVersionSchema>;

/** GET /api/version/minimumVersion: every operating system's minimum at once. */
export const minimumVersionsSchema = z.object({ android: z.string(), ios: z.string() });
export type MinimumVersions = z.infer<typeof minimumVersionsSchema>;

/** Headers the native shell's web view sends so the server can refuse outdated apps with 444. */
export const AppHeader = {
  platform: 'x-app-platform',
  version: 'x-app-version',
} as const;

/** A dotted version such as 2.10.1 (missing parts count as 0). */
export const appVersionSchema = z.string().check(z.regex(/^\d{1,6}(\.\d{1,6}){0,3}$/));

/**
 * The native shell names its version in the user agent, e.g. `… CitybookApp/2.4.0`, so the web
 * view can read it without a bridge call.
 */
export const APP_VERSION_USER_AGENT = /\bCitybookApp\/(\d{1,6}(?:\.\d{1,6}){0,3})\b/;

function parts(version: string): number[] {
  return version.split('.').map((part) => Number(part));
}

/** Negative when `a` is older than `b`, zero when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** APP-10 update required: the app's version is below the minimum for its OS. */
export function isBelowMinimum(version: string, minimum: string): boolean {
  if (!appVersionSchema.safeParse(version).success) return false;
  return compareVersions(version, minimum) < 0;
}

export const UPDATE_REQUIRED_MESSAGE =
  'A newer version of Citybook is required. Please update the app to continue.';
