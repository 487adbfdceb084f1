import { fieldOfError } from '@citybook/contract/endpoint';
import type { Endpoint } from '@citybook/contract/endpoint';
import type { ApiError } from '../../../lib/api-client.ts';

/** What a form page does with a failed call: mark one of its fields, or explain in a dialog. */
export type FormFailure<Field extends string> =
  | { kind: 'field'; field: Field; message: string }
  | { kind: 'dialog'; message: string; hideContact?: boolean };

/**
 * A failed call of `endpoint` marked on the field its declaration names for the answer, with the
 * form's message for that field; null when the declaration names none of the form's `messages`.
 */
export function declaredFieldFailure<Field extends string>(
  endpoint: Endpoint,
  error: ApiError,
  messages: Record<Field, string>,
): FormFailure<Field> | null {
  const field = fieldOfError(endpoint, error.status, error.code);
  return isFieldOf(messages, field) ? { kind: 'field', field, message: messages[field] } : null;
}

function isFieldOf<Field extends string>(
  messages: Record<Field, string>,
  field: string | undefined,
): field is Field {
  return field !== undefined && Object.hasOwn(messages, field);
}
