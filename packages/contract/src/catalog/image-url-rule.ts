/*
 * The rule of an image address the catalogue shows (category icons, merchant logos, ad images,
 * image coupons): the import (docs/import.md) and the console's ad and offer forms (OPERATOR-10) read it.
 */

/** The app's own image paths: drawn media (media-routes.ts) and the web app's icons. */
const OWN_IMAGE_PATH = /^\/(media|icons)\//;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;
const OWN = 'http://citybook.invalid';

export const IMAGE_URL_RULE =
  'must be an image: an http(s) address of a .png, .jpg, .jpeg, .gif, .webp, .avif or .svg file, or one of the app’s own /media/ or /icons/ paths';

/** The path as the server would route it: dot segments resolved, percent-escapes undone. */
function routedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A broken escape is no API path: keep the path as written.
  }
  return new URL(decoded, OWN).pathname.toLowerCase();
}

/**
 * Why `value` may not be shown as an image, or null. Browsers fetch an image address with the
 * member's cookies, so an imported "image" of `/api/account/logout` would act for everyone who
 * sees it: only image files on web hosts and the app's own media paths are accepted.
 */
export function imageUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, value.startsWith('/') && !value.startsWith('//') ? OWN : undefined);
  } catch {
    return IMAGE_URL_RULE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return IMAGE_URL_RULE;
  if (url.username !== '' || url.password !== '') return 'must not hold a user name or password';
  const path = routedPath(url.pathname);
  if (path === '/api' || path.startsWith('/api/')) return 'must not be an API address';
  if (url.origin === OWN) return OWN_IMAGE_PATH.test(path) ? null : IMAGE_URL_RULE;
  return IMAGE_FILE.test(path) ? null : IMAGE_URL_RULE;
}
