/*
 * OPERATOR-12: how wide the member screens show each image, for the `sizes` of their `<img>` and
 * the app shell's preload. A module of its own, so that the first screen (which imports the
 * merchant and ad schemas) does not carry it (ADR 0029).
 */

/** The `sizes` of each use's `<img>`: how wide the screens show it (see MediaVariantWidths). */
export const MediaSizes = {
  cardLogo: '56px',
  pageLogo: '72px',
  ad: '(min-width: 40rem) 38rem, calc(100vw - 2rem)',
} as const;

/** The photo strip's height in CSS px: a photo's `sizes` is its width at this height. */
export const PHOTO_STRIP_HEIGHT = 192;
