import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import {
  editedRowFields,
  optionalIdFilter,
  requiredText,
  retiredFilterField,
  revisionField,
  slugField,
  URL_MAX,
} from '../console-fields.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import { imageUrlProblem } from './image-url-rule.ts';

/*
 * OPERATOR-10: the mobile ads of the categories carousel (CATALOG-1) as the console edits them.
 * An ad runs from its first day to its last, both included, as calendar days of its market's
 * time zone: members of the market see it only on those days. Its image is an address (an upload
 * gives one too, OPERATOR-12).
 */

const DAY_MESSAGE = 'Please choose a day (YYYY-MM-DD).';
const dayField = z.iso.date({ error: DAY_MESSAGE });

export const AD_DAYS_MESSAGE = 'The last day cannot be before the first.';

export const mobileAdFormSchema = z
  .object({
    slug: slugField,
    title: requiredText(200, 'a title'),
    marketId: idSchema,
    /** An http(s) address of an image file, or one of the app's own /media/ or /icons/ paths. */
    image: z.string().check(
      z.trim(),
      z.minLength(1, 'Please enter the image’s address.'),
      z.maxLength(URL_MAX, `Please use at most ${URL_MAX} characters.`),
      z.refine(
        (value) => imageUrlProblem(value) === null,
        'Please enter the address of an image file (http:// or https://, or /media/…).',
      ),
    ),
    /** The merchant a tap on it opens (of the ad's market); null: none. */
    merchantId: z.nullable(idSchema),
    /** Where it stands in the carousel: smaller first. */
    sortOrder: z
      .int()
      .check(
        z.minimum(0, 'Use a whole number from 0 to 9999.'),
        z.maximum(9999, 'Use a whole number from 0 to 9999.'),
      ),
    /** The first day members see it (the market's time zone). */
    startsOn: dayField,
    /** The last day members see it, included; null: until it is retired. */
    endsOn: z.nullable(dayField),
  })
  .check(
    z.refine((form) => form.endsOn === null || form.startsOn <= form.endsOn, {
      message: AD_DAYS_MESSAGE,
      path: ['endsOn'],
    }),
  );
export type MobileAdForm = z.infer<typeof mobileAdFormSchema>;
export const mobileAdUpdateSchema = z.extend(mobileAdFormSchema, { revision: revisionField });

/** Where an ad's run stands today in its market: before, on or after its days. */
export const AD_SCHEDULES = ['scheduled', 'running', 'ended'] as const;
export type AdSchedule = (typeof AD_SCHEDULES)[number];

/** What the editor and the grid show of an ad as stored, with where its run stands today. */
const storedAdFields = {
  slug: z.string(),
  title: z.string(),
  marketId: z.int(),
  image: z.string(),
  merchantId: z.nullable(z.int()),
  sortOrder: z.int(),
  /** Null for an ad made before ads had a run (shown since always): a save gives it one. */
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  /** Where its run stands today in its market's time zone. */
  schedule: z.enum(AD_SCHEDULES),
};

export const mobileAdEditorSchema = z.object({ ...editedRowFields, ...storedAdFields });
export type MobileAdEditor = z.infer<typeof mobileAdEditorSchema>;

export const AD_GRID_SORTS = ['sortOrder', 'title', 'startsOn', 'endsOn', 'id'] as const;
/** The ad grid: a part of the title or slug; market; where its run stands; live or retired. */
export const mobileAdGridQuerySchema = z.extend(gridQuerySchema(AD_GRID_SORTS), {
  marketId: optionalIdFilter,
  schedule: z._default(z.enum(['all', ...AD_SCHEDULES]), 'all'),
  retired: retiredFilterField,
});
export type MobileAdGridQuery = z.infer<typeof mobileAdGridQuerySchema>;
export const mobileAdGridRowSchema = z.object({
  id: z.int(),
  ...storedAdFields,
  marketTitle: z.string(),
  retired: z.boolean(),
});
export type MobileAdGridRow = z.infer<typeof mobileAdGridRowSchema>;
export const mobileAdGridPageSchema = gridPageSchema(mobileAdGridRowSchema);
export const mobileAdIdParamsSchema = z.object({ adId: idParamSchema });

/** Where a run of `startsOn`…`endsOn` (null: open) stands on `today` (all YYYY-MM-DD). */
export function adScheduleOn(
  run: { startsOn: string | null; endsOn: string | null },
  today: string,
): AdSchedule {
  if (run.startsOn !== null && today < run.startsOn) return 'scheduled';
  if (run.endsOn !== null && today > run.endsOn) return 'ended';
  return 'running';
}

/** The calendar day (YYYY-MM-DD) it is at `at` in the IANA time zone. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
