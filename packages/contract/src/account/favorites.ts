import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';

/** A favourite merchant (issue #17 item 4): enough to list and link it without the catalogue. */
export const favoriteMerchantSchema = z.object({
  merchantId: idSchema,
  name: z.string(),
  /** The merchant's category, for the link to its page. */
  categoryId: idSchema,
  /** When the member added it (ISO-8601 UTC). */
  addedAt: z.string(),
});
export type FavoriteMerchant = z.output<typeof favoriteMerchantSchema>;

/** The member's favourites, most recently added first. */
export const favoriteListSchema = z.array(favoriteMerchantSchema);

export const favoriteParamsSchema = z.object({ merchantId: idParamSchema });

/**
 * The member's own state beside the shared catalogue lists (issue #17 item 5): the offers
 * redeemed on the current voucher and the favourite merchants, merged into the lists by the app.
 */
export const accountStateSchema = z.object({
  redeemedOfferIds: z.array(idSchema),
  favoriteMerchantIds: z.array(idSchema),
  /** The shared guest: it keeps no favourites, so the app shows it no hearts (ADR 0020). */
  guest: z.boolean(),
});
export type AccountState = z.output<typeof accountStateSchema>;
