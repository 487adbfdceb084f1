import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button/button.tsx';
import styles from './form-page.module.css';

interface AccountFormProps {
  /** The form's `handleSubmit(onValid)`: its own rules check the fields, not the browser's. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  disabled: boolean;
  children: ReactNode;
}

/** An account form: its fields, then the button submitting them. */
export function AccountForm({ onSubmit, submitLabel, disabled, children }: AccountFormProps) {
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
