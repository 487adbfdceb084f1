import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './sign-in.module.css';

/**
 * The card a sign-in's steps show in (OPERATOR-3, MERCHANT-2): the product's name, the step's
 * title and the step. Each new step is announced by moving to its heading; the first screen
 * starts at its form.
 */
export function SignInCard({
  brand,
  title,
  notice,
  children,
}: {
  brand: string;
  title: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    document.title = `${title} · ${brand}`;
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [title, brand]);
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby={titleId}>
        <p className={styles.brand}>{brand}</p>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {notice}
        {children}
      </section>
    </main>
  );
}

/** Below a sign-in: the other realm's sign-in, for a person at the wrong one (MERCHANT-2). */
export function SignInElsewhere({
  question,
  to,
  label,
}: {
  question: string;
  to: string;
  label: string;
}) {
  return (
    <p className={styles.elsewhere}>
      {question} <Link to={to}>{label}</Link>
    </p>
  );
}
