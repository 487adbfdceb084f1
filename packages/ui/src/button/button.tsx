import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'secondary';
};

/** A button in the brand's colour (primary) or outlined in it (secondary); type="button" unless told. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
