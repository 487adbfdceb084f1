import type { FieldError } from 'react-hook-form';

/**
 * A field's error: the contract's words for a rule it broke; `missing` when it has no value of
 * the right kind at all (nothing chosen, no number typed), which the schema leaves unworded.
 */
export function errorText(error: FieldError | undefined, missing: string): string | undefined {
  if (!error) return undefined;
  return error.type === 'invalid_type' || !error.message ? missing : error.message;
}
