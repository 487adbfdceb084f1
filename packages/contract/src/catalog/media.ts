import * as z from 'zod/mini';

/*
 * OPERATOR-12: images editors upload (a merchant's logo and photos, an ad's image), re-encoded
 * into WebP variants for the screens that show them and served from `/media` (ADR 0033).
 */

/** The largest upload: a phone's photo fits, a raw camera file or a video does not. */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels an upload may decode to (width × height): a small file can unpack to a huge
 * bitmap (a "decompression bomb"), so the pixel count is limited as well as the bytes.
 */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The formats an upload may be, judged from its content, never from its name or stated type. */
export const MEDIA_UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** What an image is uploaded for: each use has its own shape and sizes. */
export const MEDIA_USES = ['logo', 'photo', 'ad'] as const;
export type MediaUse = (typeof MEDIA_USES)[number];
export const mediaUseSchema = z.enum(MEDIA_USES);

/**
 * The widths (CSS px × density) of each use's WebP variants, measured on the member app's screens
 * at 320, 390 and 1280 px wide, at 1× to 3×:
 * - logo, square: the list card shows 56 px (3.5rem), the merchant page 72 px (4.5rem);
 * - photo, its own aspect: the merchant page's strip shows them 192 px (12rem) high;
 * - ad, cropped to 8:3 (the carousel's 640 × 240): the column is 288, 358 and at most 608 px wide.
 */
export const MediaVariantWidths = {
  logo: [64, 128, 192, 256],
  photo: [320, 640, 960],
  ad: [480, 720, 960, 1280],
} as const satisfies Record<MediaUse, readonly number[]>;

/** An ad's image is cropped to the carousel's shape, width to height. */
export const AD_IMAGE_ASPECT = 8 / 3;

/** The variant old clients get as a plain address (`logo`, `image`): a middle size. */
export const MediaDefaultWidth = {
  logo: 128,
  photo: 640,
  ad: 960,
} as const satisfies Record<MediaUse, number>;

/**
 * An uploaded image as a page shows it: a default address, the `srcset` of its variants, and the
 * largest variant's size (its aspect ratio: set on the `<img>`, so nothing moves as it loads).
 */
export const imageSizesSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ImageSizes = z.infer<typeof imageSizesSchema>;

/** The address of a stored variant: its content's hash, so it never changes (cached a year). */
export const MEDIA_FILE_PATTERN = /^[0-9a-f]{32}\.webp$/;
