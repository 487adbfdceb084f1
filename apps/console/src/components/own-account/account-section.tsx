import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './own-account.module.css';

/** A part of a person's own account page (OPERATOR-4, MERCHANT-15): a card under its heading. */
export function AccountSection({
  title,
  children,
}: {
  title: string;
  /** The section's content, given its heading's id (a form labels itself with it). */
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children(titleId)}
    </section>
  );
}

/** Who is signed in and until when, as the account page's facts. */
export function AccountFacts({ facts }: { facts: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={styles.fact}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
