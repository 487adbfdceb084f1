import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { idParamSchema } from '../app/ids.ts';
import { revisionField } from '../console-fields.ts';
import { errorAnswer } from '../endpoint.ts';
import { merchantFormSchema } from './console.ts';
import { merchantPhotosBodySchema, merchantPhotosSchema } from './media-console.ts';

/*
 * MERCHANT-8: the details a merchant admin keeps up to date for one of their locations: its phone
 * and website (checked by the console's merchant form rules) and its photos (the console's photo
 * rules). Every save names the location's revision, like the console's editor: a newer one
 * refuses it (409 editConflict).
 */

export const locationParamsSchema = z.object({ merchantId: idParamSchema });

/** A location's editable details, and the revision a save must name. */
export const locationDetailsSchema = z.object({
  merchantId: z.int(),
  title: z.string(),
  telephone: z.string(),
  website: z.string(),
  revision: z.int(),
  photos: merchantPhotosSchema.shape.photos,
});
export type LocationDetails = z.infer<typeof locationDetailsSchema>;

/** The phone and website, under the console's merchant form rules (CATALOG-10). */
export const locationContactFormSchema = z.pick(merchantFormSchema, {
  telephone: true,
  website: true,
});
export type LocationContactForm = z.infer<typeof locationContactFormSchema>;
export const locationContactUpdateSchema = z.extend(locationContactFormSchema, {
  revision: revisionField,
});
export type LocationContactUpdate = z.infer<typeof locationContactUpdateSchema>;

/** The location's photos in their new order: only photos it has (removing and reordering). */
export const locationPhotosUpdateSchema = z.extend(merchantPhotosBodySchema, {
  revision: revisionField,
});
export type LocationPhotosUpdate = z.infer<typeof locationPhotosUpdateSchema>;

/** `POST …/photos?revision=n`: a new photo's raw bytes, added last. */
export const locationPhotoUploadQuerySchema = z.object({
  revision: z.pipe(z.coerce.number(), revisionField),
});

export const LocationDetailsErrors = {
  /** 400: the list names an image that is not one of this location's photos. */
  notThisLocationsPhoto: errorAnswer({
    status: 400,
    code: ErrorCode.validation,
    field: 'mediaIds',
  }),
  /** 400: the location shows MERCHANT_PHOTOS_MAX photos already. */
  tooManyPhotos: errorAnswer({ status: 400, code: ErrorCode.validation, field: 'photos' }),
} as const;

export const LocationDetailsText = {
  notThisLocationsPhoto: 'Please list only this location’s photos.',
  tooManyPhotos: (max: number) =>
    `This location shows ${String(max)} photos already: remove one first.`,
} as const;
