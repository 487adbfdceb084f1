/** Debian's Chromium: never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless, off the (closed) network: no background traffic, and every host but loopback resolves
 * to nothing, so map tiles or any other outside resource fail at once instead of being fetched.
 */
export const OFFLINE_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
