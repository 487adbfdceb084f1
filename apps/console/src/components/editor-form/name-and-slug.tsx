import { useRef } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { SLUG_HINT, slugOf } from '../../lib/slug.ts';
import { TextField } from '../field/field.tsx';

interface NameAndSlugProps<Values extends FieldValues> {
  form: Pick<
    UseFormReturn<Values>,
    'register' | 'getValues' | 'setValue' | 'formState' | 'getFieldState'
  >;
  /** The form's name field (`title` of most rows, `name` of an edition). */
  name: Path<Values>;
  slug: Path<Values>;
  /** A new row: its name suggests its slug. */
  isNew: boolean;
  nameHint?: ReactNode;
  slugHint?: ReactNode;
  /** False where the slug is kept once made (a stored edition's). */
  showSlug?: boolean;
}

/**
 * OPERATOR-10: a row's name and slug, the key imports match it by; a new row's slug follows its
 * name until it is typed into.
 */
export function NameAndSlug<Values extends FieldValues>({
  form,
  name,
  slug,
  isNew,
  nameHint,
  slugHint = SLUG_HINT,
  showSlug = true,
}: NameAndSlugProps<Values>) {
  // The slug the name last suggested: the slug follows the name while it still reads so.
  const suggested = useRef('');
  // Read here so the fields show new errors; each field's own is looked up below.
  const errors = form.formState.errors;
  const errorOf = (field: Path<Values>) =>
    Object.keys(errors).length === 0 ? undefined : form.getFieldState(field).error?.message;
  const nameField = form.register(name);
  const onNameChange = async (event: ChangeEvent<HTMLInputElement>) => {
    await nameField.onChange(event);
    const current = String(form.getValues(slug) ?? '');
    if (!isNew || (current !== '' && current !== suggested.current)) return;
    suggested.current = slugOf(event.target.value);
    form.setValue(slug, suggested.current as PathValue<Values, Path<Values>>);
  };
  return (
    <>
      <TextField
        label="Name"
        autoComplete="off"
        hint={nameHint}
        {...nameField}
        onChange={(event) => void onNameChange(event)}
        error={errorOf(name)}
      />
      {showSlug ? (
        <TextField
          label="Slug"
          hint={slugHint}
          autoComplete="off"
          spellCheck={false}
          {...form.register(slug)}
          error={errorOf(slug)}
        />
      ) : null}
    </>
  );
}
