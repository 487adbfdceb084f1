import { ConsoleEditErrors } from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CatalogErrors } from './error-answers.ts';
import {
  LocationDetailsErrors,
  locationContactUpdateSchema,
  locationDetailsSchema,
  locationParamsSchema,
  locationPhotoUploadQuerySchema,
  locationPhotosUpdateSchema,
} from './location-details.ts';
import { locationHoursSchema, locationHoursUpdateSchema } from './location-hours.ts';
import { MEDIA_UPLOAD_MAX_BYTES } from './media.ts';
import { MediaErrors } from './media-console.ts';

/*
 * MERCHANT-8: the details a merchant admin keeps up to date, for one of their organisation's
 * locations only (ADR 0046). Each answers the location's details as they now stand.
 */

const admins = ['merchantAdmin'] as const;

export const getLocationDetails = defineEndpoint({
  area: 'catalog',
  name: 'getLocationDetails',
  method: 'GET',
  path: '/api/business/locations/:merchantId/details',
  access: 'business',
  businessRoles: admins,
  params: locationParamsSchema,
  response: locationDetailsSchema,
  errors: [CatalogErrors.unknownMerchant],
});

export const updateLocationContact = defineEndpoint({
  area: 'catalog',
  name: 'updateLocationContact',
  method: 'PUT',
  path: '/api/business/locations/:merchantId/contact',
  access: 'business',
  businessRoles: admins,
  params: locationParamsSchema,
  body: locationContactUpdateSchema,
  response: locationDetailsSchema,
  errors: [CatalogErrors.unknownMerchant, ConsoleEditErrors.editConflict],
});

export const addLocationPhoto = defineEndpoint({
  area: 'catalog',
  name: 'addLocationPhoto',
  method: 'POST',
  path: '/api/business/locations/:merchantId/photos',
  access: 'business',
  businessRoles: admins,
  params: locationParamsSchema,
  query: locationPhotoUploadQuerySchema,
  upload: { maxBytes: MEDIA_UPLOAD_MAX_BYTES },
  response: locationDetailsSchema,
  errors: [
    CatalogErrors.unknownMerchant,
    ConsoleEditErrors.editConflict,
    MediaErrors.notAnImage,
    MediaErrors.tooLarge,
    LocationDetailsErrors.tooManyPhotos,
  ],
});

export const setLocationPhotos = defineEndpoint({
  area: 'catalog',
  name: 'setLocationPhotos',
  method: 'PUT',
  path: '/api/business/locations/:merchantId/photos',
  access: 'business',
  businessRoles: admins,
  params: locationParamsSchema,
  body: locationPhotosUpdateSchema,
  response: locationDetailsSchema,
  errors: [
    CatalogErrors.unknownMerchant,
    ConsoleEditErrors.editConflict,
    LocationDetailsErrors.notThisLocationsPhoto,
  ],
});

/** MERCHANT-14: the location's opening hours, on its market's clock. */
export const getLocationHours = defineEndpoint({
  area: 'catalog',
  name: 'getLocationHours',
  method: 'GET',
  path: '/api/business/locations/:merchantId/hours',
  access: 'business',
  businessRoles: admins,
  params: locationParamsSchema,
  response: locationHoursSchema,
  errors: [CatalogErrors.unknownMerchant],
});

export const setLocationHours = defineEndpoint({
  area: 'catalog',
  name: 'setLocationHours',
  method: 'PUT',
  path: '/api/business/locations/:merchantId/hours',
  access: 'business',
  businessRoles: admins,
  params: locationParamsSchema,
  body: locationHoursUpdateSchema,
  response: locationHoursSchema,
  errors: [CatalogErrors.unknownMerchant, ConsoleEditErrors.editConflict],
});
