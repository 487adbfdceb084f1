import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './page-links.module.css';

interface PageLinkProps {
  to: string;
  children: ReactNode;
  /** A fuller name when the visible words repeat on the page; it starts with them. */
  'aria-label'?: string | undefined;
}

/** A link drawn as the primary button: it opens a page (e.g. "New merchant"), it does nothing. */
export function PrimaryLink({ to, children }: PageLinkProps) {
  return (
    <Link className={styles.primary} to={to}>
      {children}
    </Link>
  );
}

/** A plain link in the console's link colour: back to a grid ("All merchants"), or on to one. */
export function TextLink({ to, children, 'aria-label': label }: PageLinkProps) {
  return (
    <Link className={styles.text} to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** A grid row's name, opening its editor. */
export function RowLink({ to, children }: PageLinkProps) {
  return (
    <Link className={styles.row} to={to}>
      {children}
    </Link>
  );
}
