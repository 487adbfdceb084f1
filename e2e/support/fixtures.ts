import { test as base, expect } from '@playwright/test';

/** Every page test runs offline: anything not served by our own server is refused. */
export const test = base.extend<{ blockExternalRequests: void }>({
  blockExternalRequests: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await context.route(
        (url) => url.origin !== own,
        (route) => route.abort('blockedbyclient'),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
