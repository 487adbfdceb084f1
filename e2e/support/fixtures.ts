import { test as base, expect } from '@playwright/test';

// A 1×1 transparent PNG: what every map tile looks like in the tests.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Every page test runs offline: map tiles from other hosts get a blank image, and anything else
 * not served by our own server is refused.
 */
export const test = base.extend<{ blockExternalRequests: void }>({
  blockExternalRequests: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await context.route(
        (url) => url.origin !== own,
        (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE })
            : route.abort('blockedbyclient'),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
