import * as z from 'zod/mini';
import { ErrorCode } from './app/errors.ts';
import { idParamSchema, idSchema } from './app/ids.ts';
import { errorAnswer } from './endpoint.ts';
import type { StaffRole } from './staff/staff-access.ts';

/*
 * What every console editor shares (OPERATOR-10): the rules of its fields, with the words a form
 * shows under each (zod/mini has no English messages of its own), its revision, retiring, and the
 * answers of a save. One schema per form: the console checks the form with it, and the server the
 * body.
 */

/**
 * Who reads and who changes the catalogue in the console. Every staff role reads it: support
 * answers members' questions about merchants and markets, analysts report on them, and none of
 * it is secret (members see it). Owners and editors change it (OPERATOR-1).
 */
export const CATALOG_READERS = [
  'owner',
  'editor',
  'support',
  'analyst',
] as const satisfies readonly StaffRole[];
export const CATALOG_EDITORS = ['owner', 'editor'] as const satisfies readonly StaffRole[];

export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** The key imports match rows by (docs/import.md): lower-case letters, digits and dashes. */
export const slugField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a slug.'),
    z.maxLength(SLUG_MAX, `Please use at most ${SLUG_MAX} characters.`),
    z.regex(
      SLUG_PATTERN,
      'Use lower-case letters, digits and dashes, starting with a letter or digit.',
    ),
  );

/** Text the form must have: trimmed, 1 to `max` characters. */
export function requiredText(max: number, label: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter ${label}.`),
      z.maxLength(max, `Please use at most ${max} characters.`),
    );
}

/** Text the form may leave blank (blank is stored as none). */
export function optionalText(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `Please use at most ${max} characters.`));
}

/** Whether the text is an absolute http or https address. */
export function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const URL_MAX = 2000;
export const URL_MESSAGE = 'Please enter a full web address starting with http:// or https://.';

/** A link the form may leave blank: otherwise an absolute http(s) address. */
export const optionalHttpUrl = z.string().check(
  z.trim(),
  z.maxLength(URL_MAX, `Please use at most ${URL_MAX} characters.`),
  z.refine((value) => value === '' || isHttpAddress(value), URL_MESSAGE),
);

export const latitudeField = z
  .number()
  .check(
    z.minimum(-90, 'A latitude is between -90 and 90.'),
    z.maximum(90, 'A latitude is between -90 and 90.'),
  );
export const longitudeField = z
  .number()
  .check(
    z.minimum(-180, 'A longitude is between -180 and 180.'),
    z.maximum(180, 'A longitude is between -180 and 180.'),
  );

/**
 * The revision the editor opened: a save naming an older one is refused (409 editConflict), so
 * two editors never overwrite each other's change unknowingly.
 */
export const revisionField = z.int().check(z.positive());

/** Retiring or bringing back: a retired row is hidden from members and never deleted. */
export const retireRequestSchema = z.object({ retired: z.boolean(), revision: revisionField });
export type RetireRequest = z.infer<typeof retireRequestSchema>;

/** What every editor's data carries besides its form: who it is and where it stands. */
export const editedRowFields = {
  id: idSchema,
  revision: z.int(),
  /** When it was retired; null while members see it. */
  retiredAt: z.nullable(z.string()),
};

/** A grid's retired filter: every row (the default), only live ones, or only retired ones. */
export const RETIRED_FILTERS = ['all', 'live', 'retired'] as const;
export const retiredFilterField = z._default(z.enum(RETIRED_FILTERS), 'all');

/** An optional id filter of a grid's query. */
export const optionalIdFilter = z.optional(idParamSchema);

/** The answers of the console's saves (OPERATOR-10), each on the field it belongs to. */
export const ConsoleEditErrors = {
  slugTaken: errorAnswer({ status: 409, code: ErrorCode.slugTaken, field: 'slug' }),
  editConflict: errorAnswer({ status: 409, code: ErrorCode.editConflict }),
} as const;

export const ConsoleEditText = {
  slugTaken: 'Another one already has this slug.',
  editConflict:
    'Someone else saved this since you opened it. Reload it to see their change, then make yours again.',
} as const;
