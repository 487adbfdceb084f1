import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A sign-in form's submit (OPERATOR-3, MERCHANT-15): the form's own checks, then `run` with its
 * values; a failure goes to `onFailure` (true when handled there, e.g. a sign-in that expired),
 * else it shows with the form (`failure`, from useFormFailure). The submit button reads
 * `formState.isSubmitting` while `run` is under way.
 */
export function submitWith<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'handleSubmit'>,
  failure: { clear: () => void; show: (error: unknown) => void },
  run: (values: Values) => Promise<void>,
  onFailure: (error: unknown) => boolean = () => false,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    failure.clear();
    void form.handleSubmit(async (values) => {
      try {
        await run(values);
      } catch (error) {
        if (!onFailure(error)) failure.show(error);
      }
    })(event);
  };
}
