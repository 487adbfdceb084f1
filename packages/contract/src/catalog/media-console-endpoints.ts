import { defineEndpoint } from '../endpoint.ts';
import { MEDIA_UPLOAD_MAX_BYTES } from './media.ts';
import {
  attachMediaBodySchema,
  MediaErrors,
  mediaAdParamsSchema,
  mediaMerchantParamsSchema,
  mediaUploadQuerySchema,
  merchantPhotosBodySchema,
  merchantPhotosSchema,
  uploadedMediaSchema,
} from './media-console.ts';

/*
 * OPERATOR-12: the console's image calls, part of the catalog area (ADR 0031), in a file of their
 * own beside the catalogue editing calls. Editors upload an image for a use, then attach it.
 */

const editors = ['owner', 'editor'] as const;

export const uploadMedia = defineEndpoint({
  area: 'catalog',
  name: 'uploadMedia',
  method: 'POST',
  path: '/api/console/media',
  access: 'staff',
  staffRoles: editors,
  query: mediaUploadQuerySchema,
  upload: { maxBytes: MEDIA_UPLOAD_MAX_BYTES },
  response: uploadedMediaSchema,
  errors: [MediaErrors.notAnImage, MediaErrors.tooLarge],
});

export const setMerchantLogo = defineEndpoint({
  area: 'catalog',
  name: 'setMerchantLogo',
  method: 'PUT',
  path: '/api/console/media/merchant/:merchantId/logo',
  access: 'staff',
  staffRoles: editors,
  params: mediaMerchantParamsSchema,
  body: attachMediaBodySchema,
  response: null,
  errors: [MediaErrors.unknownMerchant, MediaErrors.unknownMedia],
});

export const removeMerchantLogo = defineEndpoint({
  area: 'catalog',
  name: 'removeMerchantLogo',
  method: 'DELETE',
  path: '/api/console/media/merchant/:merchantId/logo',
  access: 'staff',
  staffRoles: editors,
  params: mediaMerchantParamsSchema,
  response: null,
  errors: [MediaErrors.unknownMerchant],
});

export const getMerchantPhotos = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantPhotos',
  method: 'GET',
  path: '/api/console/media/merchant/:merchantId/photos',
  access: 'staff',
  staffRoles: editors,
  params: mediaMerchantParamsSchema,
  response: merchantPhotosSchema,
  errors: [MediaErrors.unknownMerchant],
});

export const setMerchantPhotos = defineEndpoint({
  area: 'catalog',
  name: 'setMerchantPhotos',
  method: 'PUT',
  path: '/api/console/media/merchant/:merchantId/photos',
  access: 'staff',
  staffRoles: editors,
  params: mediaMerchantParamsSchema,
  body: merchantPhotosBodySchema,
  response: null,
  errors: [MediaErrors.unknownMerchant, MediaErrors.unknownMedia],
});

export const setAdImage = defineEndpoint({
  area: 'catalog',
  name: 'setAdImage',
  method: 'PUT',
  path: '/api/console/media/ad/:adId/image',
  access: 'staff',
  staffRoles: editors,
  params: mediaAdParamsSchema,
  body: attachMediaBodySchema,
  response: null,
  errors: [MediaErrors.unknownAd, MediaErrors.unknownMedia],
});
