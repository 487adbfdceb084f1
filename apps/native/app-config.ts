import type { CapacitorConfig } from '@capacitor/cli';

/** The web build the shell carries (`cap sync` copies it into the platform projects). */
export const WEB_DIR = '../web/dist';

export const APP_ID = 'app.citybook.member';
const APP_NAME = 'Citybook';
/** The store version of the shell; raise it with each release (MIN_APP_VERSION_* on the server). */
export const APP_VERSION = '1.0.0';

/**
 * Where the shell opens the app. Unset: the copy of the build inside the app. The API is
 * same-origin with cookie sessions (ADR 0003, ADR 0016), so a store build points at the deployed
 * site; plain http is allowed only for a development server on this machine or the emulator host.
 */
export function serverUrlOf(value: string | undefined): URL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CITYBOOK_SERVER_URL is not a URL: "${value}".`);
  }
  const local = ['localhost', '127.0.0.1', '10.0.2.2'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(
      `CITYBOOK_SERVER_URL must be https (http only for localhost, 127.0.0.1 or 10.0.2.2): "${value}".`,
    );
  }
  return url;
}

/** The Capacitor configuration for a given `CITYBOOK_SERVER_URL`. */
export function appConfig(serverUrl: string | undefined): CapacitorConfig {
  const url = serverUrlOf(serverUrl);
  return {
    appId: APP_ID,
    appName: APP_NAME,
    webDir: WEB_DIR,
    ...(url && {
      server: {
        url: url.href,
        cleartext: url.protocol === 'http:',
        allowNavigation: [url.host],
      },
    }),
    android: {
      // Names the version in the user agent like the other shells (docs/native-shell.md).
      appendUserAgent: `CitybookApp/${APP_VERSION}`,
    },
    ios: {
      appendUserAgent: `CitybookApp/${APP_VERSION}`,
    },
  };
}
