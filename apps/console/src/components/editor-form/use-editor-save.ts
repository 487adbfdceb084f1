import { ErrorCode } from '@citybook/contract/app';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';

interface EditorSaveOptions<Checked, Saved> {
  /** Sends the checked values: a create, or an update with the revision the editor opened. */
  save: (values: Checked) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** What the form says when the save failed for no reason the server put into words. */
  failureText: string;
}

/** How an editor's form stands: what `EditorForm` shows and how it submits. */
export interface EditorSave {
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  readonly saving: boolean;
  /** Someone else saved the row since it was opened (409 editConflict): nothing was written. */
  readonly conflict: boolean;
  /** A refusal that belongs to no field, shown above the form. */
  readonly failure: string | undefined;
  /** Whether leaving would lose typed changes. */
  readonly unsaved: boolean;
}

/**
 * OPERATOR-10: the save of a console editor's form. The form is checked by the contract's schema
 * first (its resolver); the server's refusals go onto their field (lib/form-failure.ts) or above
 * the form; an edit conflict is told apart so the editor can reload. What was typed stays.
 */
export function useEditorSave<Values extends FieldValues, Saved, Checked = Values>(
  form: UseFormReturn<Values, unknown, Checked>,
  { save, onSaved, failureText }: EditorSaveOptions<Checked, Saved>,
): EditorSave {
  const failure = useFormFailure(form, failureText);
  // Set before the page moves on after a save, so the unsaved-changes guard lets it.
  const justSaved = useRef(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      justSaved.current = true;
      onSaved(saved);
    },
    onError: failure.show,
  });
  return {
    submit: (event) => {
      failure.clear();
      mutation.reset();
      void form.handleSubmit((values) => mutation.mutate(values))(event);
    },
    saving: mutation.isPending,
    conflict: mutation.error instanceof ApiError && mutation.error.code === ErrorCode.editConflict,
    failure: failure.message,
    get unsaved() {
      return form.formState.isDirty && !justSaved.current;
    },
  };
}
