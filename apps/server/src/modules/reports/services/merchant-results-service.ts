import {
  eachDay,
  type MerchantResults,
  type MerchantResultsQuery,
  type ResultCounts,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { requireLocation, type BusinessUser } from '../../../plugins/business-auth.ts';
import {
  locationsWithZones,
  repeatMembers,
  resultsByOffer,
  resultsByQuarterHour,
  type LocationSpan,
} from '../repositories/merchant-results-repo.ts';
import { marketSpan, quarterDays } from './report-span.ts';

/*
 * MERCHANT-7 (ADR 0051): the merchant portal's results. Only the organisation's locations, always
 * (`business.merchantIds`); each location's days are its market's (OPERATOR-23's rule), so an
 * organisation with locations in two zones has each counted in its own.
 */

function noCounts(): ResultCounts {
  return { redemptions: 0, checked: 0, savingsCents: 0 };
}

function add(into: ResultCounts, counts: ResultCounts): void {
  into.redemptions += counts.redemptions;
  into.checked += counts.checked;
  into.savingsCents += counts.savingsCents;
}

/** Larger count first; equal counts by name. */
function byRedemptions<Row extends ResultCounts>(name: (row: Row) => string) {
  return (a: Row, b: Row) => b.redemptions - a.redemptions || name(a).localeCompare(name(b));
}

export async function merchantResults(
  db: Kysely<DB>,
  business: BusinessUser,
  query: MerchantResultsQuery,
): Promise<MerchantResults> {
  if (query.merchantId !== undefined) requireLocation(business, query.merchantId);
  const locations = await locationsWithZones(
    db,
    query.merchantId === undefined ? business.merchantIds : [query.merchantId],
  );
  const zones = new Map<string, number[]>();
  for (const location of locations)
    zones.set(location.timeZone, [...(zones.get(location.timeZone) ?? []), location.id]);
  const groups = [...zones].map(([timeZone, merchantIds]) => ({
    timeZone,
    merchantIds,
    span: marketSpan(query.from, query.to, timeZone),
  }));

  const days = eachDay(query.from, query.to);
  const perDay = new Map(days.map((day) => [day, noCounts()]));
  const perLocation = new Map(
    locations.map((location) => [
      location.id,
      { merchantId: location.id, merchantTitle: location.title, ...noCounts() },
    ]),
  );
  const offers: MerchantResults['byOffer'] = [];
  const totals = noCounts();
  const read = async (group: LocationSpan & { timeZone: string }) => {
    const [groupOffers, quarters] = await Promise.all([
      resultsByOffer(db, group),
      resultsByQuarterHour(db, group),
    ]);
    const dayOf = quarterDays(days, group.timeZone);
    for (const quarter of quarters) {
      const day = dayOf(quarter.quarter);
      const tally = day === undefined ? undefined : perDay.get(day);
      if (!tally)
        throw new Error(`quarter ${quarter.quarter} is outside ${query.from}…${query.to}`);
      add(tally, quarter);
    }
    for (const offer of groupOffers) {
      offers.push(offer);
      add(totals, offer);
      const location = perLocation.get(offer.merchantId);
      if (location) add(location, offer);
    }
  };
  const [repeaters] = await Promise.all([repeatMembers(db, groups), ...groups.map(read)]);
  return {
    from: query.from,
    to: query.to,
    merchantId: query.merchantId ?? null,
    timeZones: [...zones.keys()].sort(),
    totals,
    repeatMembers: repeaters,
    byDay: [...perDay].map(([day, counts]) => ({ day, ...counts })),
    byOffer: offers.sort(byRedemptions((row) => `${row.offerTitle} ${row.merchantTitle}`)),
    byLocation: [...perLocation.values()].sort(byRedemptions((row) => row.merchantTitle)),
  };
}
