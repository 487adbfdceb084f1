import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import { optionalIdFilter, requiredText, revisionField, slugField } from '../console-fields.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';

/*
 * OPERATOR-13: a market's book of a year, as the console edits it (ADR 0032). Its market and
 * slug are chosen when it is made and kept: its offers and printed codes point at it, and import
 * files and `codes generate --edition` name it by its slug. Its name, year and dates are edited;
 * an edition is never deleted.
 */

export const EDITION_YEAR_MIN = 2000;
export const EDITION_YEAR_MAX = 2999;
const YEAR_MESSAGE = `Use a year from ${EDITION_YEAR_MIN} to ${EDITION_YEAR_MAX}.`;

const yearField = z
  .int(YEAR_MESSAGE)
  .check(z.minimum(EDITION_YEAR_MIN, YEAR_MESSAGE), z.maximum(EDITION_YEAR_MAX, YEAR_MESSAGE));

const DATE_TIME_MESSAGE =
  'Please enter a date and time with its offset, e.g. 2027-12-31T23:59:59-06:00.';
const dateTimeField = z.iso.datetime({ offset: true, error: DATE_TIME_MESSAGE });

/** The edition's name, year and dates: what every save of its editor sends. */
const editionDetails = {
  name: requiredText(200, 'a name'),
  year: yearField,
  /** When the book goes on sale. */
  onSaleAt: dateTimeField,
  /**
   * The book's end: its offers expire and the activations its codes give end (CATALOG-14). Null:
   * it never ends (an edition of offers without an end, as migration 0025 made them).
   */
  validUntil: z.nullable(dateTimeField),
};

export const EDITION_DATES_MESSAGE = 'The book must end after it goes on sale.';

/** On sale before it ends: refused on the valid-until field. */
function onSaleBeforeEnd(form: { onSaleAt: string; validUntil: string | null }): boolean {
  return form.validUntil === null || Date.parse(form.onSaleAt) < Date.parse(form.validUntil);
}
const datesInOrder = z.refine<{ onSaleAt: string; validUntil: string | null }>(onSaleBeforeEnd, {
  message: EDITION_DATES_MESSAGE,
  path: ['validUntil'],
});

/** OPERATOR-13: a new edition's form. */
export const editionFormSchema = z
  .object({ marketId: idSchema, slug: slugField, ...editionDetails })
  .check(datesInOrder);
export type EditionForm = z.infer<typeof editionFormSchema>;

/** A save of an edition: its name, year and dates over the revision its editor opened. */
export const editionUpdateSchema = z
  .object({ ...editionDetails, revision: revisionField })
  .check(datesInOrder);
export type EditionUpdate = z.infer<typeof editionUpdateSchema>;

/** What the editor opens: the edition as stored (dates as UTC ISO-8601) and its revision. */
export const editionEditorSchema = z.object({
  id: idSchema,
  revision: z.int(),
  marketId: z.int(),
  marketTitle: z.string(),
  slug: z.string(),
  name: z.string(),
  year: z.int(),
  onSaleAt: z.string(),
  validUntil: z.nullable(z.string()),
  /** How many offers and printed codes belong to it: what a change of its end moves. */
  offers: z.int(),
  codes: z.int(),
  updatedAt: z.string(),
});
export type EditionEditor = z.infer<typeof editionEditorSchema>;

export const EDITION_GRID_SORTS = ['year', 'name', 'onSaleAt', 'validUntil', 'id'] as const;
/** The edition grid: the text filter finds a part of the name or slug; market and year narrow it. */
export const editionGridQuerySchema = z.extend(gridQuerySchema(EDITION_GRID_SORTS), {
  marketId: optionalIdFilter,
  year: z.optional(
    z.coerce.number().check(z.int(), z.minimum(EDITION_YEAR_MIN), z.maximum(EDITION_YEAR_MAX)),
  ),
});
export type EditionGridQuery = z.infer<typeof editionGridQuerySchema>;

export const editionGridRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  year: z.int(),
  marketId: z.int(),
  marketTitle: z.string(),
  onSaleAt: z.string(),
  validUntil: z.nullable(z.string()),
  offers: z.int(),
});
export type EditionGridRow = z.infer<typeof editionGridRowSchema>;
export const editionGridPageSchema = gridPageSchema(editionGridRowSchema);
export const editionIdParamsSchema = z.object({ editionId: idParamSchema });
