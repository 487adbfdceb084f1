import { zodResolver } from '@hookform/resolvers/zod';
import type { SupportActionResult } from '@citybook/contract/account';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { TextAreaField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { useFormFailure } from '../../../lib/form-failure.ts';
import styles from './support.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

export interface SupportActionDialogProps<Values extends FieldValues & { reason: string }> {
  title: string;
  /** What the action does, in a sentence or two, before the agent confirms it. */
  children: ReactNode;
  /** The contract's schema of the action's body: the form is checked with it (OPERATOR-20). */
  schema: z.ZodMiniType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  /** Fields besides the reason (a date, a choice). */
  fields?: (form: UseFormReturn<Values>) => ReactNode;
  confirm: string;
  danger?: boolean;
  submit: (values: Values) => Promise<SupportActionResult>;
  onClose: () => void;
  /** Called once the action is done (the page reloads the member). */
  onDone: () => void;
}

/**
 * OPERATOR-20, OPERATOR-22: an action for a member: what it does, the reason the audit log keeps
 * (required), then its result in words, in the same dialog.
 */
export function SupportActionDialog<Values extends FieldValues & { reason: string }>({
  title,
  children,
  schema,
  defaultValues,
  fields,
  confirm,
  danger = false,
  submit,
  onClose,
  onDone,
}: SupportActionDialogProps<Values>) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  const failure = useFormFailure(form, 'The action could not be done. Please try again.');
  const action = useMutation({ mutationFn: submit, onSuccess: onDone, onError: failure.show });
  if (action.data) {
    return (
      <Dialog title={title} onClose={onClose}>
        <Notice tone="success">{action.data.message}</Notice>
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const reasonError = form.formState.errors.reason?.message;
  return (
    <Dialog title={title} onClose={onClose}>
      <CheckedForm
        className={styles.dialogForm}
        failure={failure}
        onSubmit={form.handleSubmit((values) => action.mutate(values))}
      >
        <div className={styles.dialogText}>{children}</div>
        {fields?.(form)}
        <TextAreaField
          label="Reason"
          hint="Kept in the audit log with your name: say why, as the member asked."
          error={typeof reasonError === 'string' ? reasonError : undefined}
          {...form.register('reason' as Path<Values>)}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={action.isPending}>
            {action.isPending ? 'Working…' : confirm}
          </Button>
        </DialogActions>
      </CheckedForm>
    </Dialog>
  );
}
