import { DeviceText } from '@citybook/contract';
import Bowser from 'bowser';

/** The native wrapper names itself in the user agent (docs/native-shell.md). */
const NATIVE_APP = /\bCitybookApp\//;
/** Enough for "Microsoft Edge on Windows"; a header made up to fill the table is cut short. */
const MAX_LENGTH = 60;

/**
 * A rough, human description of a client from its User-Agent ("Chrome on Android"), kept on the
 * session for "Signed-in devices": the raw header is never stored (it is a fingerprint).
 */
export function describeClient(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return DeviceText.unknownClient;
  const parser = Bowser.getParser(userAgent);
  const browser = NATIVE_APP.test(userAgent) ? DeviceText.nativeApp : parser.getBrowserName();
  const system = parser.getOSName();
  if (!browser) return DeviceText.unknownClient;
  const description = system ? DeviceText.clientOn(browser, system) : browser;
  return description.slice(0, MAX_LENGTH);
}
