import type { AreaDocs } from '../endpoint.ts';
import type * as CatalogBusinessApi from './business-endpoints.ts';
import type { LocationDetailsErrors } from './location-details.ts';

/** The API reference's words for the details a merchant admin edits (MERCHANT-8). */
export const catalogBusinessDocs = {
  endpoints: {
    getLocationDetails:
      'One of the organisation’s locations as its admin edits it: phone, website, photos in order, and the revision a save names.',
    updateLocationContact:
      'Sets the location’s phone and website (the console’s merchant rules) over the revision the admin opened; members see the change at once (audited).',
    addLocationPhoto:
      'Uploads a photo (the raw bytes of a JPEG, PNG or WebP file) and adds it last to the location’s photos, over the revision the admin opened (audited).',
    setLocationPhotos:
      'Sets the location’s photos in order, from those it has: removing and reordering, over the revision the admin opened (audited).',
    getLocationHours:
      'The location’s opening hours (weekly spans and dated exceptions, on its market’s clock), its time zone and the revision a save names.',
    setLocationHours:
      'Sets the location’s opening hours (null: none shown) over the revision the admin opened; past exceptions are dropped; members see the change at once (audited).',
  },
  errors: {
    notThisLocationsPhoto: 'The list names an image that is not one of the location’s photos.',
    tooManyPhotos: 'The location shows the most photos it may (12) already.',
  },
} as const satisfies AreaDocs<typeof CatalogBusinessApi, typeof LocationDetailsErrors>;
