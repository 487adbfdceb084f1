/** Flags for Debian's Chromium: headless, and no background traffic on the (closed) network. */
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
