import type { AreaDocs } from '../endpoint.ts';
import type * as CatalogConsoleApi from './console-endpoints.ts';
import { offerConsoleDocs } from './offer-console-docs.ts';

/** The API reference's words for the catalogue's console endpoints (OPERATOR-9, OPERATOR-10). */
export const catalogConsoleDocs = {
  endpoints: {
    ...offerConsoleDocs.endpoints,
    getMerchantHours:
      'A merchant’s opening hours (weekly spans and dated exceptions, on its market’s clock), its time zone and its revision.',
    setMerchantHours:
      'Sets a merchant’s opening hours (null: none shown) over the revision the editor opened; past exceptions are dropped; members see the change at once (audited).',
    getCategoryGrid:
      'A page of the categories, sorted and filtered (name or slug; live or retired) on the server, with how many live merchants each has.',
    getCategoryEditor: 'One category as its editor shows it, with its revision.',
    createCategory: 'Adds a category (an icon of the member app’s set).',
    updateCategory:
      'Saves a category; refused with 409 when someone saved it since the given revision.',
    setCategoryRetired:
      'Retires a category (members no longer see it; refused while members see merchants in it) or brings it back.',
    getFranchisorGrid:
      'A page of the franchises, sorted and filtered on the server, with how many live locations each has.',
    getFranchisorEditor: 'One franchise as its editor shows it, with its revision.',
    createFranchisor: 'Adds a franchise.',
    updateFranchisor:
      'Saves a franchise; refused with 409 when someone saved it since the given revision.',
    setFranchisorRetired:
      'Retires a franchise (refused while members see locations of it) or brings it back.',
    getMerchantGrid:
      'A page of the merchants (locations), sorted and filtered on the server: a part of the name; market, category, franchise; live or retired.',
    getMerchantEditor: 'One merchant as its editor shows it (blank for none), with its revision.',
    createMerchant:
      'Adds a merchant location; members see it at their next load (lists, map and search).',
    updateMerchant:
      'Saves a merchant location; refused with 409 when someone saved it since the given revision.',
    setMerchantRetired:
      'Retires a merchant (hidden from members’ lists, map, search and its page; nothing is deleted) or brings it back.',
    getMobileAdGrid:
      'A page of the mobile ads, sorted and filtered on the server: a part of the title or slug; market; scheduled, running or ended today in its market; live or retired.',
    getMobileAdEditor:
      'One mobile ad as its editor shows it, with its run (first and last day, the market’s time zone), where the run stands today and its revision.',
    createMobileAd:
      'Adds a mobile ad: members of its market see it in the carousel on the days of its run.',
    updateMobileAd:
      'Saves a mobile ad; refused with 409 when someone saved it since the given revision.',
    setMobileAdRetired:
      'Retires a mobile ad (members no longer see it; nothing is deleted) or brings it back.',
  },
  errors: {},
} as const satisfies AreaDocs<typeof CatalogConsoleApi, object>;
