import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'secondary' | 'danger';
};

/**
 * A button in the brand's colour (primary), outlined in it (secondary), or red for what cannot be
 * undone (danger); type="button" unless told.
 */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
