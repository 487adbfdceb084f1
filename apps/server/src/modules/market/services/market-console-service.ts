import { MarketErrors, type MarketEditor, type MarketForm } from '@citybook/contract';
import { editorsOf, gridOf, type EditedKind } from '../../../lib/edited-rows.ts';
import { recordStaffAction } from '../../staff/index.ts';
import {
  insertMarket,
  marketGridPage,
  marketOfSlug,
  readMarketEditor,
  updateMarketRow,
} from '../repositories/market-console-repo.ts';

/**
 * OPERATOR-10: markets as the console edits them. A retired market is no longer offered to
 * members to choose, nor found by their position (MARKET-5); members who chose it keep it and its
 * merchants until they pick another, so nobody is left without a catalogue.
 */
const markets: EditedKind<MarketForm, MarketEditor> = {
  objectType: 'market',
  unknown: MarketErrors.unknownMarket,
  unknownMessage: 'This market does not exist.',
  read: readMarketEditor,
  slugOwner: marketOfSlug,
  insert: insertMarket,
  update: updateMarketRow,
  columnsOf: (_trx, form) =>
    Promise.resolve({
      slug: form.slug,
      title: form.title,
      latitude: form.latitude,
      longitude: form.longitude,
      radius_miles: form.radiusMiles,
      time_zone: form.timeZone,
    }),
  record: recordStaffAction,
};

export const marketGrid = gridOf(marketGridPage);
export const marketEditors = editorsOf(markets);
