import type { BaseSyntheticEvent, ComponentProps } from 'react';
import type { useFormFailure } from '../../lib/form-failure.ts';
import { Notice } from '../notice/notice.tsx';

type FormFailure = Pick<ReturnType<typeof useFormFailure>, 'message' | 'clear'>;

interface CheckedFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** What the last call's failure said that no field shows (useFormFailure). */
  failure: FormFailure;
  /** The form's own check and call: react-hook-form's `handleSubmit(onValid)`. */
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
  /** The failure above the form rather than among its fields: for a form laid out in a row. */
  failureBefore?: boolean;
}

/**
 * A back-office form checked by its schema, not the browser: a new submit forgets the last
 * failure, and a failure no field can show stands above the fields.
 */
export function CheckedForm({
  failure,
  onSubmit,
  failureBefore = false,
  children,
  ...props
}: CheckedFormProps) {
  const notice = failure.message ? <Notice tone="error">{failure.message}</Notice> : null;
  return (
    <>
      {failureBefore ? notice : null}
      <form
        {...props}
        noValidate
        onSubmit={(event) => {
          failure.clear();
          void onSubmit(event);
        }}
      >
        {failureBefore ? null : notice}
        {children}
      </form>
    </>
  );
}
