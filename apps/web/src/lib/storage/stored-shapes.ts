import * as z from 'zod/mini';

/** A server answer kept with the moment it was saved (MARKET-7: kept with the date it was saved). */
export function datedSchema<T>(value: z.ZodMiniType<T>) {
  return z.object({ value, savedAt: z.number() });
}
export interface Dated<T> {
  value: T;
  savedAt: number;
}

/**
 * APP-17 page state of a long list: how many of its cards were built (components/growing-list),
 * so that the scroll position the router puts back exists. Search text and scroll position
 * were kept here too before they moved to the address and the router (ADR 0008); entries of
 * that time still read.
 */
export const pageStateSchema = z.object({
  shown: z.optional(z.int().check(z.minimum(1))),
});

/** CATALOG-16 page state of the map (APP-16 "map state"); its categories are APP-16 "category state". */
export const mapStateSchema = z.object({
  /** A state belongs to one market: after changing market the map starts afresh. */
  marketId: z.int(),
  center: z.object({
    latitude: z.number().check(z.minimum(-90), z.maximum(90)),
    longitude: z.number(),
  }),
  zoom: z.number(),
  /** Categories turned off in the category menu; any other (or new) category is shown. */
  hiddenCategoryIds: z.array(z.int()),
  showList: z.boolean(),
  scrollTop: z.number().check(z.minimum(0)),
});
export type MapState = z.infer<typeof mapStateSchema>;

/** ACTIVATION-7: days left on the activation, -1 when not activated, or 'subscribe'. */
export const expirationSchema = z.union([z.literal('subscribe'), z.number()]);
export type StoredExpiration = z.infer<typeof expirationSchema>;
