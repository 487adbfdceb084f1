import type { ButtonHTMLAttributes } from 'react';
import styles from './row-action.module.css';

interface RowActionProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className'
> {
  /** An action that removes or undoes something: drawn in the danger colour. */
  danger?: boolean;
}

/** A small button in a table row (Edit, Disable, Refund…), the same on every console screen. */
export function RowAction({ danger = false, ...props }: RowActionProps) {
  return (
    <button
      type="button"
      className={danger ? `${styles.action} ${styles.danger}` : styles.action}
      {...props}
    />
  );
}
