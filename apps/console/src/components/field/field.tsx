import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';

interface FieldProps {
  label: string;
  /** The rule's or the server's word on this field; shown below it and read with it. */
  error?: string | undefined;
  /** A hint below the label, read with the field. */
  hint?: ReactNode;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A labelled form control with its hint and its error, tied to it for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text input (react-hook-form's `register` spreads onto it). */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={[styles.input, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={[styles.input, className].filter(Boolean).join(' ')}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled multi-line text (react-hook-form's `register` spreads onto it). */
export function TextAreaField({ label, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          rows={3}
          {...area}
          {...control}
          className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}
