import { CatalogBusinessApi } from '@citybook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { requireLocation, type BusinessUser } from '../../../plugins/business-auth.ts';
import {
  addLocationPhoto,
  businessEditContext,
  locationDetails,
  setLocationPhotos,
  updateLocationContact,
} from '../services/location-details-service.ts';
import { MediaStore } from '../services/media/media-store.ts';
import {
  businessLocationHours,
  saveBusinessLocationHours,
} from '../services/opening-hours-service.ts';
import { acceptImageBytes, uploadedBytes } from './media-console-routes.ts';

const calls = endpointRoutes(CatalogBusinessApi, (app) => {
  const deps = { db: app.db, store: new MediaStore(app.config.MEDIA_DIR) };
  const context = (business: BusinessUser, request: FastifyRequest) =>
    businessEditContext(app.db, business, {
      requestId: request.id,
      clientAddress: request.ip,
      now: new Date(),
    });
  return {
    getLocationDetails: async ({ business, params }) =>
      locationDetails(app.db, business, params.merchantId),
    updateLocationContact: async ({ business, params, body, request }) =>
      updateLocationContact(context(business, request), business, params.merchantId, body),
    addLocationPhoto: async ({ business, params, query, request }) =>
      addLocationPhoto(deps, context(business, request), business, params.merchantId, {
        bytes: uploadedBytes(request),
        revision: query.revision,
      }),
    setLocationPhotos: async ({ business, params, body, request }) =>
      setLocationPhotos(context(business, request), business, params.merchantId, body),
    getLocationHours: async ({ business, params }) =>
      businessLocationHours(app.db, business, params.merchantId, new Date()),
    setLocationHours: async ({ business, params, body, request }) =>
      saveBusinessLocationHours(context(business, request), business, params.merchantId, body),
  };
});

/** MERCHANT-8: a merchant admin's location details; a new photo is its raw bytes (ADR 0033). */
export async function locationDetailsRoutes(app: FastifyInstance): Promise<void> {
  acceptImageBytes(app);
  // Another organisation's location is refused before an upload's body is read (the guard of an
  // upload has run by now; the other calls check it in their service).
  app.addHook('preParsing', async (request) => {
    const { merchantId } = request.params as { merchantId?: string };
    if (request.business && merchantId !== undefined)
      requireLocation(request.business, Number(merchantId));
  });
  await app.register(calls);
}
