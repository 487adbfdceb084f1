import styles from './reports.module.css';

/** One headline number of the reports (a term of their `<dl>`), "…" while it loads. */
export function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value ?? '…'}</dd>
    </div>
  );
}
