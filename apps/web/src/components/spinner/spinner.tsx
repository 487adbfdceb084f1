import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** What is happening, for screen readers. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label = 'Loading', size = 'small' }: SpinnerProps) {
  return (
    <span role="status" className={styles.spinner}>
      <span className={[styles.circle, styles[size]].join(' ')} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
