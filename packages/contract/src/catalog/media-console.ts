import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { idParamSchema } from '../app/ids.ts';
import { errorAnswer } from '../endpoint.ts';
import { imageSizesSchema, MEDIA_MAX_PIXELS, mediaUseSchema } from './media.ts';

/** OPERATOR-12: the console's image calls: what they take and answer, and how they refuse. */

/** `POST /api/console/media?use=logo`: what the uploaded image is for. */
export const mediaUploadQuerySchema = z.object({ use: mediaUseSchema });

/** An uploaded image: its id (to attach it), its use and its variants. */
export const uploadedMediaSchema = z.object({
  id: z.int(),
  use: mediaUseSchema,
  /** The source's size after it was turned upright. */
  width: z.int(),
  height: z.int(),
  sizes: imageSizesSchema,
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

export const mediaMerchantParamsSchema = z.object({ merchantId: idParamSchema });
export const mediaAdParamsSchema = z.object({ adId: idParamSchema });

/** Attaching one image (a logo, an ad's image). */
export const attachMediaBodySchema = z.object({ mediaId: idParamSchema });

/** The most photos a merchant shows. */
export const MERCHANT_PHOTOS_MAX = 12;

/** A merchant's photos, in the order the page shows them: attach, detach and reorder in one. */
export const merchantPhotosBodySchema = z.object({
  mediaIds: z.array(idParamSchema).check(
    z.maxLength(MERCHANT_PHOTOS_MAX),
    z.refine((ids) => new Set(ids).size === ids.length, 'names a photo twice'),
  ),
});

/** OPERATOR-12: a merchant's photos as the console edits them: each image's id and variants. */
export const merchantPhotosSchema = z.object({
  photos: z.array(z.object({ id: z.int(), sizes: imageSizesSchema })),
});
export type MerchantPhotos = z.infer<typeof merchantPhotosSchema>;

export const MediaErrors = {
  /** 415: the bytes are no JPEG, PNG or WebP image, whatever the name or stated type said. */
  notAnImage: errorAnswer({ status: 415, code: ErrorCode.unsupportedMediaType }),
  /** 413: more bytes than MEDIA_UPLOAD_MAX_BYTES, or more pixels than MEDIA_MAX_PIXELS. */
  tooLarge: errorAnswer({ status: 413, code: ErrorCode.payloadTooLarge }),
  unknownMerchant: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  unknownAd: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** 400: no uploaded image has this id, or it was uploaded for another use. */
  unknownMedia: errorAnswer({ status: 400, code: ErrorCode.validation, field: 'mediaId' }),
} as const;

/** The words of the refusals, shared by the server and the console. */
export const MediaText = {
  notAnImage: 'This file is not a JPEG, PNG or WebP image.',
  uploadType: 'Send the image as its raw bytes (image/* or application/octet-stream).',
  tooLarge: (maxBytes: number) =>
    `The image is too large: at most ${String(Math.round(maxBytes / 1024 / 1024))} MB.`,
  tooManyPixels: `The image has too many pixels: at most ${String(MEDIA_MAX_PIXELS / 1_000_000)} megapixels.`,
  unknownMedia: 'No uploaded image has this id.',
  wrongUse: (use: string) =>
    `This image was not uploaded as ${use === 'ad' ? 'an ad' : `a ${use}`}.`,
} as const;
