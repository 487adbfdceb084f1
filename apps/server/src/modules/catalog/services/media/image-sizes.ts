import { MediaDefaultWidth, type ImageSizes, type MediaUse } from '@citybook/contract';

/** A variant as the `media` row keeps it. */
export interface StoredVariant {
  width: number;
  height: number;
  file: string;
}

export const mediaUrl = (file: string) => `/media/${file}`;

export function variantsOf(row: { variants_json: string }): StoredVariant[] {
  return JSON.parse(row.variants_json) as StoredVariant[];
}

/**
 * OPERATOR-12: an image as the member app shows it: the `srcset` of every variant (the browser
 * picks by the `sizes` of the screen), the use's default variant for clients without one, and
 * the largest variant's size for the aspect ratio.
 */
export function imageSizesOf(row: { use: string; variants_json: string }): ImageSizes {
  const variants = variantsOf(row);
  const largest = variants.at(-1);
  if (!largest) throw new Error('an image without variants');
  const wanted = MediaDefaultWidth[row.use as MediaUse];
  const fallback = variants.find((variant) => variant.width >= wanted) ?? largest;
  return {
    src: mediaUrl(fallback.file),
    srcset: variants
      .map((variant) => `${mediaUrl(variant.file)} ${String(variant.width)}w`)
      .join(', '),
    width: largest.width,
    height: largest.height,
  };
}
