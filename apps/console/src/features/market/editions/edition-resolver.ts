import { editionFormSchema, editionUpdateSchema } from '@citybook/contract/market';
import type { EditionEditor, EditionForm, EditionUpdate } from '@citybook/contract/market';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { instantOfWallClock } from '../../../lib/zoned-time.ts';

/** The edition form's fields: its dates as the market's clock reads them (datetime-local). */
export interface EditionFields {
  /** A new edition's market and slug; a stored one keeps its own. */
  marketId: number | undefined;
  slug: string;
  name: string;
  year: number;
  /** `YYYY-MM-DDTHH:mm` on the market's clock. */
  onSaleAt: string;
  /** `YYYY-MM-DDTHH:mm` on the market's clock; ignored when it never ends. */
  validUntil: string;
  neverEnds: boolean;
}

/** What a save sends: a new edition's form, or a stored one's update with its revision. */
export type EditionBody = EditionForm | EditionUpdate;

const WORDS_WHEN_MISSING: Partial<Record<keyof EditionFields, string>> = {
  marketId: 'Please choose a market.',
  year: 'Please enter the year of the book, e.g. 2028.',
};

/**
 * OPERATOR-13: checks the form by the contract's schema, after reading its dates on the market's
 * clock (`timeZoneOf` its market), and hands the save the contract's body. The refusals land on
 * the fields they name, in the contract's words.
 */
export function editionResolver(
  editor: EditionEditor | undefined,
  timeZoneOf: (marketId: number | undefined) => string | undefined,
): Resolver<EditionFields, unknown, EditionBody> {
  return (fields) => {
    const timeZone = timeZoneOf(editor?.marketId ?? fields.marketId) ?? 'UTC';
    const errors: FieldErrors<EditionFields> = {};
    const onSaleAt = instantOfWallClock(fields.onSaleAt, timeZone);
    if (onSaleAt === undefined)
      errors.onSaleAt = {
        type: 'required',
        message: 'Please enter the day and time it goes on sale.',
      };
    const validUntil = fields.neverEnds ? null : instantOfWallClock(fields.validUntil, timeZone);
    if (validUntil === undefined)
      errors.validUntil = {
        type: 'required',
        message: 'Please enter the day and time the book ends, or choose that it never ends.',
      };
    const details = {
      name: fields.name,
      year: fields.year,
      onSaleAt: onSaleAt ?? '',
      validUntil: validUntil ?? null,
    };
    const checked = editor
      ? z.safeParse(editionUpdateSchema, { ...details, revision: editor.revision })
      : z.safeParse(editionFormSchema, {
          ...details,
          marketId: fields.marketId,
          slug: fields.slug,
        });
    for (const issue of checked.error?.issues ?? []) {
      const name = String(issue.path[0]) as keyof EditionFields;
      if (errors[name]) continue;
      const missing = issue.code === 'invalid_type' ? WORDS_WHEN_MISSING[name] : undefined;
      errors[name] = { type: issue.code, message: missing ?? issue.message };
    }
    if (!checked.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: checked.data, errors: {} };
  };
}
