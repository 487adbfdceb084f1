import type * as InAreaApi from './in-area-endpoints.ts';

/** The API reference's line for the map's in-area call (apart from catalogDocs: its own file). */
export const inAreaDocs = {
  endpoints: {
    getMerchantsInArea:
      'What a map of the market shows in a box at a zoom: clusters of merchants that would overlap, and the others one by one.',
  },
} as const satisfies { endpoints: { readonly [Name in keyof typeof InAreaApi]: string } };
