import * as z from 'zod/mini';
import { idSchema } from '../app/ids.ts';

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
