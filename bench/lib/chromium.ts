import { HEADLESS_CHROMIUM_ARGS } from '../../e2e/support/chromium-args.ts';

/** Debian's Chromium: never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless, off the (closed) network: no background traffic, and every host but loopback resolves
 * to nothing, so map tiles or any other outside resource fail at once instead of being fetched.
 */
export const OFFLINE_CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
