import type { BaseSyntheticEvent, ComponentProps } from 'react';
import type { useFormFailure } from '../../lib/form-failure.ts';
import { Notice } from '../notice/notice.tsx';

type FormFailure = Pick<ReturnType<typeof useFormFailure>, 'message' | 'clear'>;

interface CheckedFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** What the last call's failure said that no field shows (useFormFailure). */
  failure: FormFailure;
  /** The form's own check and call: react-hook-form's `handleSubmit(onValid)`. */
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A back-office form checked by its schema, not the browser: a new submit forgets the last
 * failure, and a failure no field can show stands above the fields.
 */
export function CheckedForm({ failure, onSubmit, children, ...props }: CheckedFormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        failure.clear();
        void onSubmit(event);
      }}
    >
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      {children}
    </form>
  );
}
