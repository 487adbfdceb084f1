import { CATALOG_EDITORS, CATALOG_READERS } from '../console-fields.ts';
import { ConsoleEditErrors } from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CatalogErrors } from './error-answers.ts';
import { locationHoursSchema, locationHoursUpdateSchema } from './location-hours.ts';
import { merchantIdParamsSchema } from './merchant.ts';

/*
 * MERCHANT-14: the console's merchant editor edits a location's opening hours with the merchant
 * admin's rules and service (ADR 0055), apart from the merchant form as the photos are.
 */

export const getMerchantHours = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantHours',
  method: 'GET',
  path: '/api/console/merchants/:id/hours',
  access: 'staff',
  staffRoles: CATALOG_READERS,
  params: merchantIdParamsSchema,
  response: locationHoursSchema,
  errors: [CatalogErrors.unknownMerchant],
});

export const setMerchantHours = defineEndpoint({
  area: 'catalog',
  name: 'setMerchantHours',
  method: 'PUT',
  path: '/api/console/merchants/:id/hours',
  access: 'staff',
  staffRoles: CATALOG_EDITORS,
  params: merchantIdParamsSchema,
  body: locationHoursUpdateSchema,
  response: locationHoursSchema,
  errors: [CatalogErrors.unknownMerchant, ConsoleEditErrors.editConflict],
});
