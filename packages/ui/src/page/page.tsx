import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  /** The page's one level-1 heading: what a screen reader announces the page as. */
  title: string;
  children?: ReactNode;
}

/** A screen's content: its heading, then its parts one below the other, in a readable column. */
export function Page({ title, children }: PageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
