import * as z from 'zod/mini';
import { revisionField } from '../console-fields.ts';
import { openingHoursSchema } from './opening-hours.ts';

/*
 * MERCHANT-14: a location's opening hours as its editors see them, the merchant admin's Details
 * page and the console's merchant editor alike: on the clock of the location's market, with the
 * location's revision, which a save names (a newer one refuses it, 409 editConflict).
 */

export const locationHoursSchema = z.object({
  merchantId: z.int(),
  title: z.string(),
  /** The market's IANA time zone: the clock the hours are read on. */
  timeZone: z.string(),
  /** The location's date on that clock: exceptions before it are past. */
  today: z.string(),
  revision: z.int(),
  /** Null: the location shows no hours. Exceptions before `today` are left out. */
  openingHours: z.nullable(openingHoursSchema),
});
export type LocationHours = z.infer<typeof locationHoursSchema>;

/** A save: the whole schedule (null removes the hours), over the revision the editor opened. */
export const locationHoursUpdateSchema = z.object({
  openingHours: z.nullable(openingHoursSchema),
  revision: revisionField,
});
export type LocationHoursUpdate = z.infer<typeof locationHoursUpdateSchema>;
