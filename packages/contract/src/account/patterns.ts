import * as z from 'zod/mini';
import { isValidPhone } from '../app/phone.ts';

/**
 * Shared field patterns of APP-15. The spec names them without giving them; these are the
 * usual US forms.
 */
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const INTERNATIONAL_PHONE_PATTERN = /^\+?[1-9]\d{6,14}$/;
/** MM/DD/YYYY */
export const DATE_OF_BIRTH_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/;
export const PO_BOX_PATTERN = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;
export const SOURCE_ID_PATTERN = /^\d{8}$/;

export const NAME_MAX_LENGTH = 50;

export const POSTAL_CODE_MESSAGE =
  'Please enter a 5-digit ZIP code, optionally with a 4-digit extension.';
export const PHONE_MESSAGE = 'Please enter a 10-digit US phone number.';

const optionalText = (schema: z.ZodMiniString<string>) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => (value === '' ? null : value)),
    ),
    z.nullable(schema),
  );

export const optionalNameSchema = optionalText(
  z
    .string()
    .check(z.maxLength(NAME_MAX_LENGTH, `Please use at most ${NAME_MAX_LENGTH} characters.`)),
);
export const optionalPhoneSchema = optionalText(
  z.string().check(z.refine(isValidPhone, PHONE_MESSAGE)),
);
export const optionalPostalCodeSchema = optionalText(
  z.string().check(z.regex(POSTAL_CODE_PATTERN, POSTAL_CODE_MESSAGE)),
);
