import { isBelowMinimum } from '@citybook/contract/app';
import { useBrowserValue } from '../../lib/use-browser-value.ts';
import { isMobilePlusSession } from '../../lib/variant.ts';
import { nativeApp } from '../../native/app-version.ts';
import { useMinimumVersion } from './api/get-minimum-version.ts';

/**
 * APP-10 update required (subscription app only): the native app's version is below the minimum
 * for its operating system. Without an answer from the server the app stays usable.
 */
export function useUpdateRequired(): boolean {
  // The variant is kept in the tab's storage: the prerendered login page is the plain web's.
  const app = useBrowserValue(isMobilePlusSession, false) ? nativeApp() : null;
  const { data } = useMinimumVersion(app?.os ?? null);
  return app !== null && data !== undefined && isBelowMinimum(app.version, data.minimumVersion);
}
