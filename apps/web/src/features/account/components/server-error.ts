import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Marks an error set from the server's answer rather than by the form's own rules. */
export const SERVER_ERROR = 'server';

/** For a field's onChange: a mark the server put on `name` lasts only until the user edits. */
export function clearServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'clearErrors'>,
  name: FieldPath<T>,
): void {
  if (form.getFieldState(name).error?.type === SERVER_ERROR) form.clearErrors(name);
}
