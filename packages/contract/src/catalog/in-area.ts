import * as z from 'zod/mini';
import { marketIdSchema } from '../market/market.ts';

/** Zoom levels a map asks about: Leaflet's and the tile servers' range. */
export const IN_AREA_MAX_ZOOM = 22;

/** The refusals of an in-area question, word for word (a 400 with the validation code). */
export const InAreaText = {
  southOfNorth: 'south must be less than north.',
  antimeridian:
    'west must not be greater than east: an area crossing the antimeridian is not supported, ask for each side of it.',
  categoryIds: 'categoryIds must be a comma-separated list of category ids.',
} as const;

const latitude = z.coerce.number().check(z.minimum(-90), z.maximum(90));
const longitude = z.coerce.number().check(z.minimum(-180), z.maximum(180));

/** Comma-separated ids; absent means every category. */
const categoryIds = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,99}$/, InAreaText.categoryIds)),
    z.transform((value) => value.split(',').map(Number)),
  ),
);

/** GET /api/merchant/inArea: the part of a market a map shows, at the map's zoom. */
export const inAreaQuerySchema = z
  .object({
    marketId: marketIdSchema,
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    zoom: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(IN_AREA_MAX_ZOOM)),
    /** Only these categories (the map's category menu); absent: all of them. */
    categoryIds,
  })
  .check(
    z.refine((query) => query.south < query.north, {
      message: InAreaText.southOfNorth,
      path: ['north'],
    }),
    z.refine((query) => query.west <= query.east, {
      message: InAreaText.antimeridian,
      path: ['east'],
    }),
  );
export type InAreaQuery = z.input<typeof inAreaQuerySchema>;

/** Merchants drawn as one marker: their count, where they are, and how far in they come apart. */
export const merchantClusterSchema = z.object({
  /** Stable for one catalogue version and set of categories. */
  id: z.int(),
  count: z.int(),
  latitude: z.number(),
  longitude: z.number(),
  /** The zoom at which this cluster splits: a tap zooms there. */
  expansionZoom: z.int(),
});
export type MerchantCluster = z.infer<typeof merchantClusterSchema>;

/** What a merchant's marker, its popup and the map's list need. */
export const mapMerchantSchema = z.object({
  id: z.int(),
  title: z.string(),
  categoryId: z.int(),
  latitude: z.number(),
  longitude: z.number(),
  logo: z.nullable(z.string()),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  franchisorId: z.nullable(z.int()),
  /** One location of a franchise with other locations in the market (its merchant page links them). */
  hasSiblings: z.boolean(),
  /** The first offer's title, as the popup shows it. */
  firstOfferTitle: z.nullable(z.string()),
  numberOfOffers: z.int(),
});
export type MapMerchant = z.infer<typeof mapMerchantSchema>;

/**
 * The most merchants listed under the map (issue #32 item 6): a list longer than that is not read
 * but zoomed into. The count beside it is always the whole number in view.
 */
export const MAP_LIST_LIMIT = 300;

/** Every merchant inside the box, clustered or not: the list under the map. */
export const inViewSchema = z.object({
  /** All of them, even past MAP_LIST_LIMIT. */
  count: z.int(),
  /** At most MAP_LIST_LIMIT, those nearest the box's middle first. */
  merchants: z.array(mapMerchantSchema),
});
export type InView = z.infer<typeof inViewSchema>;

/** Clusters where merchants would cover each other at this zoom, the others one by one. */
export const inAreaAnswerSchema = z.object({
  clusters: z.array(merchantClusterSchema),
  merchants: z.array(mapMerchantSchema),
  inView: inViewSchema,
});
export type InAreaAnswer = z.infer<typeof inAreaAnswerSchema>;
