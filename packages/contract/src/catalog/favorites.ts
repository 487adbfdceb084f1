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
