import { z } from 'zod';

/** An ad of the categories carousel (spec §2 "mobile ads"); it may lead to a merchant. */
export const mobileAdSchema = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  title: z.string(),
  image: z.string(),
  merchantId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
});
export type MobileAd = z.infer<typeof mobileAdSchema>;
export const mobileAdListSchema = z.array(mobileAdSchema);
