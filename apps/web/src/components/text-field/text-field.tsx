import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './text-field.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** Shown under the input; also marks the input invalid. */
  error?: string | undefined;
  /** Shown under the input (and its error) before anything is typed, e.g. a rule to meet. */
  description?: ReactNode;
};

export function TextField({ label, error, description, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {description ? <div id={descriptionId}>{description}</div> : null}
    </div>
  );
}
