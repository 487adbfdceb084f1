import * as z from 'zod/mini';

/** CATALOG-2 Category: icon1 is the address of the category's icon. */
export const categorySchema = z.object({
  id: z.int(),
  title: z.string(),
  icon1: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

export const CATEGORIES_ERROR_MESSAGE =
  'Sorry we were unable to retrieve Category information.  Please try again later.';
