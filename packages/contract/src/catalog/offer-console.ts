import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import {
  editedRowFields,
  optionalIdFilter,
  optionalText,
  requiredText,
  retiredFilterField,
  revisionField,
  slugField,
} from '../console-fields.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import { imageUrlProblem } from './image-url-rule.ts';
import { isAbsoluteHttpUrl, RedemptionDataType } from './merchant.ts';
import { offerRulesSchema } from './offer-rules.ts';

/*
 * The console's offer editor (OPERATOR-10): an offer of a merchant, in a book edition of the
 * merchant's market (OPERATOR-13), with its terms, saving, what the member shows at the counter
 * and the structured rules of ADR 0022. One schema: the console checks the form with it, the
 * server the body.
 */

export const OFFER_TITLE_MAX = 200;
export const OFFER_TERMS_MAX = 2000;
export const REDEMPTION_DATA_MAX = 2000;
/** The largest saving the import takes too (docs/import.md). */
export const SAVINGS_MAX = 100_000;

export const REDEMPTION_DATA_TYPES = [
  RedemptionDataType.text,
  RedemptionDataType.image,
  RedemptionDataType.link,
] as const;

/** Dollars with at most two decimals: what is stored is whole cents. */
const isWholeCents = (dollars: number) =>
  Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/**
 * Why the counter screen (`RedemptionContent` of the member app) could not show this, or null:
 * an image coupon is an image address the import would take, a link coupon an absolute http(s)
 * address (CATALOG-13), and both need one; a code may be blank (the offer is shown alone).
 */
export function redemptionDataProblem(code: number, data: string): string | null {
  if (code === RedemptionDataType.image) {
    if (data === '') return 'Please enter the address of the coupon’s image.';
    const problem = imageUrlProblem(data);
    return problem === null ? null : `The address ${problem}.`;
  }
  if (code === RedemptionDataType.link) {
    if (data === '') return 'Please enter the address of the coupon.';
    return isAbsoluteHttpUrl(data)
      ? null
      : 'Please enter a full web address starting with http:// or https://.';
  }
  return null;
}

export const offerFormSchema = z
  .object({
    slug: slugField,
    /** The book edition it is in: one of its merchant's market (OPERATOR-13). */
    editionId: idSchema,
    title: requiredText(OFFER_TITLE_MAX, 'a title'),
    /** The terms members read; may be blank. */
    exclusion: optionalText(OFFER_TERMS_MAX),
    /** How it is redeemed at the counter (CATALOG-12): a code, an image, or a link. */
    redemptionDataTypeCode: z
      .int()
      .check(
        z.refine(
          (code) => (REDEMPTION_DATA_TYPES as readonly number[]).includes(code),
          'Please choose a code, an image or a link.',
        ),
      ),
    /** The code, the image's address or the link (see `redemptionDataProblem`). */
    redemptionData: optionalText(REDEMPTION_DATA_MAX),
    /** What the member saves, in dollars and cents. */
    savings: z
      .number()
      .check(
        z.minimum(0, 'A saving is not negative.'),
        z.maximum(
          SAVINGS_MAX,
          `Please enter at most ${SAVINGS_MAX.toLocaleString('en-US')} dollars.`,
        ),
        z.refine(isWholeCents, 'Please enter dollars and cents, e.g. 12.50.'),
      ),
    /** Where it stands among its merchant's offers: smaller first. */
    sortOrder: z
      .int()
      .check(
        z.minimum(0, 'Please enter 0 or more.'),
        z.maximum(10_000, 'Please enter at most 10,000.'),
      ),
    /** When and how it may be used (ADR 0022); null: no rules. Errors name their rule's path. */
    rules: z.nullable(offerRulesSchema),
  })
  .check(
    z.superRefine((form, context) => {
      const problem = redemptionDataProblem(form.redemptionDataTypeCode, form.redemptionData);
      if (problem !== null)
        context.issues.push({
          code: 'custom',
          message: problem,
          path: ['redemptionData'],
          input: form.redemptionData,
        });
    }),
  );
export type OfferForm = z.infer<typeof offerFormSchema>;

/** A new offer names its merchant; it stays with it (its redemptions were made there). */
export const offerCreateSchema = z.extend(offerFormSchema, { merchantId: idSchema });
export type OfferCreate = z.infer<typeof offerCreateSchema>;
export const offerUpdateSchema = z.extend(offerFormSchema, { revision: revisionField });
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

export const offerIdParamsSchema = z.object({ offerId: idParamSchema });

/** The offer editor's data: the form's values as stored, its merchant and its standing. */
export const offerEditorSchema = z.object({
  ...editedRowFields,
  slug: z.string(),
  merchantId: z.int(),
  merchantTitle: z.string(),
  marketId: z.int(),
  /** The merchant's category, which the offer is listed under. */
  categoryId: z.int(),
  editionId: z.nullable(z.int()),
  title: z.string(),
  exclusion: z.string(),
  redemptionDataTypeCode: z.int(),
  redemptionData: z.string(),
  savings: z.number(),
  sortOrder: z.int(),
  rules: z.nullable(offerRulesSchema),
  /** How many times members redeemed it: a redeemed offer is retired, never deleted. */
  redemptions: z.int(),
  updatedAt: z.string(),
});
export type OfferEditor = z.infer<typeof offerEditorSchema>;

export const OFFER_GRID_SORTS = ['title', 'merchant', 'savings', 'updatedAt', 'id'] as const;
/** The offer grid: the text filter finds a part of the title; the rest narrow it. */
export const offerGridQuerySchema = z.extend(gridQuerySchema(OFFER_GRID_SORTS), {
  merchantId: optionalIdFilter,
  marketId: optionalIdFilter,
  editionId: optionalIdFilter,
  retired: retiredFilterField,
});
export type OfferGridQuery = z.infer<typeof offerGridQuerySchema>;
export const offerGridRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  merchantId: z.int(),
  merchantTitle: z.string(),
  marketId: z.int(),
  editionId: z.nullable(z.int()),
  editionName: z.nullable(z.string()),
  savings: z.number(),
  retired: z.boolean(),
  updatedAt: z.string(),
});
export type OfferGridRow = z.infer<typeof offerGridRowSchema>;
export const offerGridPageSchema = gridPageSchema(offerGridRowSchema);
