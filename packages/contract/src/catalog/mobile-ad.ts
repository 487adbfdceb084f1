import * as z from 'zod/mini';
import { imageSizesSchema } from './media.ts';

/** An ad of the categories carousel (CATALOG-1); it may lead to a merchant. */
export const mobileAdSchema = z.object({
  id: z.int(),
  marketId: z.int(),
  title: z.string(),
  image: z.string(),
  /** OPERATOR-12: an uploaded image's WebP variants (`image` is then one of them); else absent. */
  imageSizes: z.optional(imageSizesSchema),
  merchantId: z.nullable(z.int()),
  categoryId: z.nullable(z.int()),
});
export type MobileAd = z.infer<typeof mobileAdSchema>;
export const mobileAdListSchema = z.array(mobileAdSchema);
