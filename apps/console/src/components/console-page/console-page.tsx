import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import styles from './console-page.module.css';

interface ConsolePageProps {
  /** The screen's one level-1 heading, also the document's title. */
  title: string;
  /** A line under the heading on what the screen is for. */
  description?: ReactNode;
  /** Buttons at the heading's end (e.g. "Invite"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A console screen: its heading (and the tab's title), its actions, then its content, full width. */
export function ConsolePage({ title, description, actions, children }: ConsolePageProps) {
  const titleId = useId();
  useEffect(() => {
    document.title = `${title} · Citybook console`;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
