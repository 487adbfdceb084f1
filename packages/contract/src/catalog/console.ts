import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import {
  editedRowFields,
  latitudeField,
  longitudeField,
  optionalHttpUrl,
  optionalIdFilter,
  optionalText,
  requiredText,
  retiredFilterField,
  revisionField,
  slugField,
} from '../console-fields.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';

/*
 * The catalogue editors of the console (OPERATOR-9, OPERATOR-10): categories, franchises and
 * merchants (locations). Each form is one schema: the console checks it, the server checks the
 * body with it. Blank optional text is stored as none.
 */

const withRevision = { revision: revisionField };

// ---- categories ----------------------------------------------------------------------------

/**
 * The member app's category icons (`apps/web/public/icons/categories`): a category shows one of
 * them in its list and on the map's markers.
 */
export const CATEGORY_ICON_NAMES = [
  'auto',
  'coffee-treats',
  'dining',
  'entertainment',
  'family-fun',
  'health-beauty',
  'quick-bites',
  'services',
  'shopping',
  'travel',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

/** The path the member app serves an icon of its set at. */
export function categoryIconPath(name: CategoryIconName): string {
  return `/icons/categories/${name}.svg`;
}
export const CATEGORY_ICONS: readonly string[] = CATEGORY_ICON_NAMES.map(categoryIconPath);

export const categoryFormSchema = z.object({
  slug: slugField,
  title: requiredText(100, 'a name'),
  /** One of CATEGORY_ICONS. */
  icon: z
    .string()
    .check(z.refine((value) => CATEGORY_ICONS.includes(value), 'Please choose one of the icons.')),
  /** Where it stands in the members' list: smaller first. */
  sortOrder: z
    .int()
    .check(
      z.minimum(0, 'Use a whole number from 0 to 9999.'),
      z.maximum(9999, 'Use a whole number from 0 to 9999.'),
    ),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;
export const categoryUpdateSchema = z.extend(categoryFormSchema, withRevision);

export const categoryEditorSchema = z.object({
  ...editedRowFields,
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  sortOrder: z.int(),
});
export type CategoryEditor = z.infer<typeof categoryEditorSchema>;

export const CATEGORY_GRID_SORTS = ['sortOrder', 'title', 'slug', 'id'] as const;
export const categoryGridQuerySchema = z.extend(gridQuerySchema(CATEGORY_GRID_SORTS), {
  retired: retiredFilterField,
});
export type CategoryGridQuery = z.infer<typeof categoryGridQuerySchema>;
export const categoryGridRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  sortOrder: z.int(),
  /** Merchants members see in it. */
  liveMerchants: z.int(),
  retired: z.boolean(),
});
export type CategoryGridRow = z.infer<typeof categoryGridRowSchema>;
export const categoryGridPageSchema = gridPageSchema(categoryGridRowSchema);
export const categoryIdParamsSchema = z.object({ categoryId: idParamSchema });

// ---- franchises ----------------------------------------------------------------------------

export const franchisorFormSchema = z.object({
  slug: slugField,
  title: requiredText(200, 'a name'),
});
export type FranchisorForm = z.infer<typeof franchisorFormSchema>;
export const franchisorUpdateSchema = z.extend(franchisorFormSchema, withRevision);

export const franchisorEditorSchema = z.object({
  ...editedRowFields,
  slug: z.string(),
  title: z.string(),
});
export type FranchisorEditor = z.infer<typeof franchisorEditorSchema>;

export const FRANCHISOR_GRID_SORTS = ['title', 'slug', 'id'] as const;
export const franchisorGridQuerySchema = z.extend(gridQuerySchema(FRANCHISOR_GRID_SORTS), {
  retired: retiredFilterField,
});
export type FranchisorGridQuery = z.infer<typeof franchisorGridQuerySchema>;
export const franchisorGridRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  /** Its locations members see. */
  liveMerchants: z.int(),
  retired: z.boolean(),
});
export type FranchisorGridRow = z.infer<typeof franchisorGridRowSchema>;
export const franchisorGridPageSchema = gridPageSchema(franchisorGridRowSchema);
export const franchisorIdParamsSchema = z.object({ franchisorId: idParamSchema });

// ---- merchants (locations) -----------------------------------------------------------------

/**
 * A US number as typed into the editor (CATALOG-10): ten digits, or eleven starting with the
 * country code 1, written with spaces, dots, dashes, brackets or a leading +. Stricter than what
 * the member app formats, which drops extra digits: an editor's typo is refused, not cut.
 */
export function isWholeUsPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

export const STATE_PATTERN = /^[A-Z]{2}$/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * One location of a merchant: where it is (the address, and the position a pin on the map or
 * typed numbers give), how to reach it, and the market, category and franchise it belongs to.
 * Its logo is uploaded apart (OPERATOR-12); its offers are edited apart.
 */
export const merchantFormSchema = z.object({
  slug: slugField,
  title: requiredText(200, 'a name'),
  marketId: idSchema,
  categoryId: idSchema,
  /** The franchise it is a location of; null: none. */
  franchisorId: z.nullable(idSchema),
  latitude: latitudeField,
  longitude: longitudeField,
  address1: requiredText(200, 'the street address'),
  address2: optionalText(200),
  city: requiredText(100, 'the city'),
  state: z
    .string()
    .check(z.trim(), z.regex(STATE_PATTERN, 'Use the two-letter state code, e.g. TX.')),
  zip: z.string().check(z.trim(), z.regex(ZIP_PATTERN, 'Use a 5-digit ZIP code, e.g. 78701.')),
  /** A 10-digit US number (CATALOG-10), or blank. */
  telephone: z.string().check(
    z.trim(),
    z.maxLength(30, 'Please use at most 30 characters.'),
    z.refine(
      (value) => value === '' || isWholeUsPhone(value),
      'Please enter a 10-digit US phone number.',
    ),
  ),
  website: optionalHttpUrl,
  facebookUrl: optionalHttpUrl,
  twitterUrl: optionalHttpUrl,
  instagramUrl: optionalHttpUrl,
  appStoreUrl: optionalHttpUrl,
  playStoreUrl: optionalHttpUrl,
});
export type MerchantForm = z.infer<typeof merchantFormSchema>;
export const merchantUpdateSchema = z.extend(merchantFormSchema, withRevision);

/** The merchant editor's data: the form's values as stored (none as blank) and its standing. */
export const merchantEditorSchema = z.object({
  ...editedRowFields,
  slug: z.string(),
  title: z.string(),
  marketId: z.int(),
  categoryId: z.int(),
  franchisorId: z.nullable(z.int()),
  latitude: z.number(),
  longitude: z.number(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  telephone: z.string(),
  website: z.string(),
  facebookUrl: z.string(),
  twitterUrl: z.string(),
  instagramUrl: z.string(),
  appStoreUrl: z.string(),
  playStoreUrl: z.string(),
  /** Uploaded apart (OPERATOR-12); shown, not edited, here. */
  logo: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type MerchantEditor = z.infer<typeof merchantEditorSchema>;

export const MERCHANT_GRID_SORTS = ['title', 'city', 'updatedAt', 'id'] as const;
/** The merchant grid: the text filter finds a part of the name; the rest narrow it. */
export const merchantGridQuerySchema = z.extend(gridQuerySchema(MERCHANT_GRID_SORTS), {
  marketId: optionalIdFilter,
  categoryId: optionalIdFilter,
  franchisorId: optionalIdFilter,
  retired: retiredFilterField,
});
export type MerchantGridQuery = z.infer<typeof merchantGridQuerySchema>;
export const merchantGridRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  marketId: z.int(),
  marketTitle: z.string(),
  categoryId: z.int(),
  categoryTitle: z.string(),
  franchisorId: z.nullable(z.int()),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  retired: z.boolean(),
  updatedAt: z.string(),
});
export type MerchantGridRow = z.infer<typeof merchantGridRowSchema>;
export const merchantGridPageSchema = gridPageSchema(merchantGridRowSchema);
