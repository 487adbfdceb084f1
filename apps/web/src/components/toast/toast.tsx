import styles from './toast.module.css';

/** A polite live region: it stays in the page so screen readers announce what appears in it. */
export function Toast({ message }: { message: string | null }) {
  return (
    <div role="status" className={styles.region}>
      {message === null ? null : <p className={styles.toast}>{message}</p>}
    </div>
  );
}
