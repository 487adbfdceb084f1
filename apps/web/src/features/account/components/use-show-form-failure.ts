import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import type { FormFailure } from './form-failure.ts';
import { SERVER_ERROR } from './server-error.ts';

/** Shows a failed call's explanation: on its field (focused), or in the error dialog. */
export function useShowFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  title?: string,
) {
  const showErrorDialog = useErrorDialog();
  return (failure: FormFailure<FieldPath<T>>, error: unknown) => {
    if (failure.kind === 'field') {
      setError(
        failure.field,
        { type: SERVER_ERROR, message: failure.message },
        { shouldFocus: true },
      );
      return;
    }
    showErrorDialog({ title, message: failure.message, hideContact: failure.hideContact, error });
  };
}
