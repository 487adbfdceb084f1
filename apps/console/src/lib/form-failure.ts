import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, messageOf } from './api-client.ts';

/**
 * A failed form call, shown where it belongs: on its field when the endpoint's declaration names
 * one the form has (the contract's error answers), else above the form. A 401 of a staff call is
 * not shown: the session has ended, and sign-in says so.
 */
export function useFormFailure<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
  fallback: string,
) {
  const [message, setMessage] = useState<string>();
  const show = (error: unknown) => {
    if (error instanceof ApiError && error.staffOnly && error.status === 401) return;
    if (error instanceof ApiError && error.field && error.field in form.getValues()) {
      form.setError(error.field as Path<Values>, { message: error.message }, { shouldFocus: true });
      setMessage(undefined);
      return;
    }
    setMessage(messageOf(error, fallback));
  };
  return { message, show, clear: () => setMessage(undefined) };
}
