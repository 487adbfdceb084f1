import { createHash } from 'node:crypto';
import {
  AD_IMAGE_ASPECT,
  MEDIA_MAX_PIXELS,
  MEDIA_UPLOAD_FORMATS,
  MediaErrors,
  MediaText,
  MediaVariantWidths,
  type MediaUse,
} from '@citybook/contract';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../../../../lib/http-error.ts';

/** One WebP variant, named by its content's hash. */
export interface Variant {
  width: number;
  height: number;
  /** `<32 hex digits>.webp`: the first 128 bits of the sha-256 of `bytes`. */
  file: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  format: (typeof MEDIA_UPLOAD_FORMATS)[number];
  /** The source's size once turned upright (its EXIF orientation applied). */
  width: number;
  height: number;
  /** Smallest first. */
  variants: Variant[];
}

const WEBP_QUALITY = 80;
const notAnImage = () => new HttpError(MediaErrors.notAnImage, MediaText.notAnImage);

function isUploadFormat(format: string | undefined): format is ProcessedImage['format'] {
  return (MEDIA_UPLOAD_FORMATS as readonly string[]).includes(format ?? '');
}

/**
 * The widths of a use's variants that the source can fill without being blown up; the smallest
 * is always made, so a small image still gets one.
 */
function widthsFor(use: MediaUse, width: number, height: number): number[] {
  const all: readonly number[] = MediaVariantWidths[use];
  const largest = use === 'logo' ? Math.max(width, height) : width;
  const fitting = all.filter((w) => w <= largest);
  return fitting.length > 0 ? fitting : all.slice(0, 1);
}

/** The shape of each use: logos padded to a square, ads cropped to the carousel, photos as taken. */
function resized(image: Sharp, use: MediaUse, width: number): Sharp {
  switch (use) {
    case 'logo':
      return image.resize(width, width, {
        fit: 'contain',
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      });
    case 'ad':
      return image.resize(width, Math.round(width / AD_IMAGE_ASPECT), {
        fit: 'cover',
        position: sharp.strategy.attention,
      });
    case 'photo':
      return image.resize({ width });
  }
}

/**
 * OPERATOR-12: judges the bytes by their content (never a name or a stated type), refuses what is
 * no JPEG, PNG or WebP image or unpacks to too many pixels, and re-encodes the rest into the
 * use's WebP variants. Re-encoding writes no metadata: EXIF (a phone's GPS position among it),
 * XMP and ICC profiles are gone (colours are converted to sRGB first). An animated image keeps
 * its first frame.
 */
export async function processImage(bytes: Buffer, use: MediaUse): Promise<ProcessedImage> {
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // The header alone, whatever its size: the pixel limit is judged below, with its own answer.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const { format } = metadata;
  if (!isUploadFormat(format)) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MEDIA_MAX_PIXELS)
    throw new HttpError(MediaErrors.tooLarge, MediaText.tooManyPixels);
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, turned upright; each variant is made from this bitmap.
    upright = await sharp(bytes, options).rotate().toColourspace('srgb').raw().toBuffer({
      resolveWithObject: true,
    });
  } catch {
    // The header was an image's, the rest is not (a truncated or corrupt file).
    throw notAnImage();
  }
  const { width, height, channels } = upright.info;
  const raw = { raw: { width, height, channels } };
  const variants = await Promise.all(
    widthsFor(use, width, height).map(async (target) => {
      const { data, info } = await resized(sharp(upright.data, raw), use, target)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, file: fileNameOf(data), bytes: data };
    }),
  );
  return { format, width, height, variants };
}

/** A variant's content-addressed file name. */
export function fileNameOf(bytes: Buffer): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
}

/** The key of an upload: the same file for the same use is the same image. */
export function uploadHash(bytes: Buffer, use: MediaUse): string {
  return createHash('sha256').update(use).update(':').update(bytes).digest('hex');
}
