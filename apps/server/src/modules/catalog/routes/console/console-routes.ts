import { CatalogConsoleApi } from '@citybook/contract';
import { endpointRoutes } from '../../../../http/endpoint-routes.ts';
import { editContext } from '../../../../http/edit-context.ts';
import {
  categoryEditors,
  categoryGrid,
  franchisorEditors,
  franchisorGrid,
  merchantEditors,
  merchantGrid,
  mobileAdEditors,
  mobileAdGrid,
} from '../../services/console/catalog-console-service.ts';
import { offerEditors, offerGrid } from '../../services/console/offer-console-service.ts';
import { locationHoursOf, saveLocationHours } from '../../services/opening-hours-service.ts';

/** The console's catalogue editors (OPERATOR-9, OPERATOR-10): HTTP only, the rules are the service's. */
export const catalogConsoleRoutes = endpointRoutes(CatalogConsoleApi, (app) => {
  const context = (
    staff: Parameters<typeof editContext>[1],
    request: Parameters<typeof editContext>[2],
  ) => editContext(app.db, staff, request);
  return {
    getCategoryGrid: async ({ query }) => categoryGrid(app.db, query),
    getCategoryEditor: async ({ params }) => categoryEditors.open(app.db, params.categoryId),
    createCategory: async ({ staff, request, body }) =>
      categoryEditors.create(context(staff, request), body),
    updateCategory: async ({ staff, request, params, body }) =>
      categoryEditors.update(context(staff, request), params.categoryId, body),
    setCategoryRetired: async ({ staff, request, params, body }) =>
      categoryEditors.setRetired(context(staff, request), params.categoryId, body),

    getFranchisorGrid: async ({ query }) => franchisorGrid(app.db, query),
    getFranchisorEditor: async ({ params }) => franchisorEditors.open(app.db, params.franchisorId),
    createFranchisor: async ({ staff, request, body }) =>
      franchisorEditors.create(context(staff, request), body),
    updateFranchisor: async ({ staff, request, params, body }) =>
      franchisorEditors.update(context(staff, request), params.franchisorId, body),
    setFranchisorRetired: async ({ staff, request, params, body }) =>
      franchisorEditors.setRetired(context(staff, request), params.franchisorId, body),

    getMerchantGrid: async ({ query }) => merchantGrid(app.db, query),
    getMerchantEditor: async ({ params }) => merchantEditors.open(app.db, params.id),
    createMerchant: async ({ staff, request, body }) =>
      merchantEditors.create(context(staff, request), body),
    updateMerchant: async ({ staff, request, params, body }) =>
      merchantEditors.update(context(staff, request), params.id, body),
    setMerchantRetired: async ({ staff, request, params, body }) =>
      merchantEditors.setRetired(context(staff, request), params.id, body),
    // MERCHANT-14: the same service as the merchant admin's.
    getMerchantHours: async ({ params }) => locationHoursOf(app.db, params.id, new Date()),
    setMerchantHours: async ({ staff, request, params, body }) =>
      saveLocationHours(context(staff, request), params.id, body),

    getMobileAdGrid: async ({ query }) => mobileAdGrid(app.db, query),
    getMobileAdEditor: async ({ params }) => mobileAdEditors.open(app.db, params.adId),
    createMobileAd: async ({ staff, request, body }) =>
      mobileAdEditors.create(context(staff, request), body),
    updateMobileAd: async ({ staff, request, params, body }) =>
      mobileAdEditors.update(context(staff, request), params.adId, body),
    setMobileAdRetired: async ({ staff, request, params, body }) =>
      mobileAdEditors.setRetired(context(staff, request), params.adId, body),
    getOfferGrid: async ({ query }) => offerGrid(app.db, query),
    getOfferEditor: async ({ params }) => offerEditors.open(app.db, params.offerId),
    createOffer: async ({ staff, request, body }) =>
      offerEditors.create(context(staff, request), body),
    updateOffer: async ({ staff, request, params, body }) =>
      offerEditors.update(context(staff, request), params.offerId, body),
    setOfferRetired: async ({ staff, request, params, body }) =>
      offerEditors.setRetired(context(staff, request), params.offerId, body),
  };
});
