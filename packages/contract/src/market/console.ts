import * as z from 'zod/mini';
import { isTimeZone } from '../catalog/offer-usable-at.ts';
import {
  editedRowFields,
  latitudeField,
  longitudeField,
  requiredText,
  retiredFilterField,
  revisionField,
  slugField,
} from '../console-fields.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';

/** OPERATOR-10: the market editor's form (POST, and PUT with the revision it opened). */
export const MARKET_RADIUS_MAX_MILES = 500;

export const marketFormSchema = z.object({
  slug: slugField,
  title: requiredText(100, 'a name'),
  latitude: latitudeField,
  longitude: longitudeField,
  radiusMiles: z
    .number()
    .check(
      z.positive('The radius must be more than 0 miles.'),
      z.maximum(MARKET_RADIUS_MAX_MILES, `The radius is at most ${MARKET_RADIUS_MAX_MILES} miles.`),
    ),
  /** IANA name, the clock its offers' rules are read on (ADR 0022). */
  timeZone: z
    .string()
    .check(z.trim(), z.refine(isTimeZone, 'Please choose a time zone, e.g. America/Chicago.')),
});
export type MarketForm = z.infer<typeof marketFormSchema>;

export const marketUpdateSchema = z.extend(marketFormSchema, {
  revision: revisionField,
});

/** What the editor opens: the form's values as stored, and where the market stands. */
export const marketEditorSchema = z.object({
  ...editedRowFields,
  slug: z.string(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusMiles: z.number(),
  timeZone: z.string(),
});
export type MarketEditor = z.infer<typeof marketEditorSchema>;

export const MARKET_GRID_SORTS = ['title', 'slug', 'timeZone', 'id'] as const;
export const marketGridQuerySchema = z.extend(gridQuerySchema(MARKET_GRID_SORTS), {
  retired: retiredFilterField,
});
export type MarketGridQuery = z.infer<typeof marketGridQuerySchema>;

export const marketGridRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  timeZone: z.string(),
  radiusMiles: z.number(),
  /** Its merchants that members see. */
  liveMerchants: z.int(),
  retired: z.boolean(),
});
export type MarketGridRow = z.infer<typeof marketGridRowSchema>;
export const marketGridPageSchema = gridPageSchema(marketGridRowSchema);
