import { merchantListSchema, type Merchant } from '@citybook/contract';
import type { Point } from '@citybook/contract';
import { shownMiles, type Measured } from '../../../lib/nearby.ts';

/**
 * A merchant of a list, rendered once per catalogue version: what ordering needs, and its JSON in
 * parts. Only the distance (the asker's position) and the redeemed flags (the asker's voucher)
 * differ between members; they are filled in per request.
 */
export interface RenderedMerchant extends Point {
  id: number;
  franchisor_id: number | null;
  /** The merchant's JSON without offers, offer count and distance, and without its closing brace. */
  head: string;
  offers: RenderedOffer[];
  /** The merchant's JSON with no offer redeemed, up to the distance's value: most answers. */
  unredeemed: Buffer;
}

interface RenderedOffer {
  id: number;
  /** The offer's JSON without the redeemed flag, and without its closing brace. */
  head: string;
}

/** Drops the closing brace of a JSON object so that more members can follow. */
const open = (json: string) => json.slice(0, -1);

/**
 * Renders merchants (as built for one member: distance and redeemed set aside). They are checked
 * against the contract here, once per catalogue version, instead of on every answer.
 */
export function renderMerchants(merchants: readonly Merchant[]): RenderedMerchant[] {
  return merchantListSchema.parse(merchants).map((merchant) => {
    const rendered = {
      id: merchant.id,
      latitude: merchant.latitude,
      longitude: merchant.longitude,
      franchisor_id: merchant.franchisorId,
      // JSON.stringify leaves out members whose value is undefined.
      head: open(
        JSON.stringify({
          ...merchant,
          offers: undefined,
          numberOfOffers: undefined,
          distance: undefined,
        }),
      ),
      offers: merchant.offers.map((offer) => ({
        id: offer.id,
        head: open(JSON.stringify({ ...offer, redeemed: undefined })),
      })),
    };
    return { ...rendered, unredeemed: Buffer.from(upToDistance(rendered, new Set())) };
  });
}

/** A merchant's JSON for a member who redeemed these offers, up to the distance's value. */
function upToDistance(
  merchant: Pick<RenderedMerchant, 'head' | 'offers'>,
  redeemed: ReadonlySet<number>,
): string {
  const offers = merchant.offers
    .map((offer) => `${offer.head},"redeemed":${String(redeemed.has(offer.id))}}`)
    .join(',');
  return `${merchant.head},"offers":[${offers}],"numberOfOffers":${String(merchant.offers.length)},"distance":`;
}

/**
 * The JSON of a merchant list (contract `merchantListSchema`) for one member, in this order, as
 * bytes: the rendered parts are copied into one buffer, several times faster than building and
 * encoding a string of a megabyte.
 */
export function merchantListJson(
  merchants: readonly Measured<RenderedMerchant>[],
  redeemed: ReadonlySet<number>,
): Buffer {
  const parts = merchants.map(({ place: merchant, distance }) => {
    const redeemedHere =
      redeemed.size > 0 && merchant.offers.some((offer) => redeemed.has(offer.id));
    return {
      json: redeemedHere ? Buffer.from(upToDistance(merchant, redeemed)) : merchant.unredeemed,
      // Digits, '.', '-', 'e', '+' and the closing brace: one byte per character.
      tail: `${JSON.stringify(shownMiles(distance))}}`,
    };
  });
  // '[' and ']', the commas between items, and each item.
  const size = parts.reduce(
    (sum, part) => sum + part.json.length + part.tail.length,
    2 + Math.max(0, parts.length - 1),
  );
  const body = Buffer.allocUnsafe(size);
  let at = body.write('[', 0, 'latin1');
  parts.forEach((part, index) => {
    if (index > 0) at += body.write(',', at, 'latin1');
    at += part.json.copy(body, at);
    at += body.write(part.tail, at, 'latin1');
  });
  at += body.write(']', at, 'latin1');
  // allocUnsafe: never send a byte that was not written.
  if (at !== size)
    throw new Error(`merchant list JSON: wrote ${String(at)} of ${String(size)} bytes`);
  return body;
}
