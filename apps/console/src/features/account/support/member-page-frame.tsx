import type { ComponentProps, ReactNode } from 'react';
import gridStyles from '../../../components/data-grid/data-grid.module.css';
import { RowAction } from '../../../components/row-action/row-action.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import styles from './support.module.css';

export const SECTIONS = [
  ['profile', 'Profile'],
  ['subscription', 'Subscription'],
  ['activations', 'Activations'],
  ['redemptions', 'Redemptions'],
  ['payments', 'Payments'],
  ['devices', 'Devices'],
  ['security', 'Security'],
  ['history', 'Support history'],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

export function Section({
  id,
  actions,
  children,
}: {
  id: SectionId;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const title = SECTIONS.find(([each]) => each === id)![1];
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions ? <div className={styles.sectionActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls within itself on a narrow screen, never the page sideways. */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div
      className={`${gridStyles.scroller} ${styles.list}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={gridStyles.table}>
        <caption className={gridStyles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Terms and their values; a `wide` one (an e-mail) takes two columns where there is room. */
export function Facts({ facts, wide = [] }: { facts: [string, ReactNode][]; wide?: string[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div
          key={term}
          className={wide.includes(term) ? `${styles.fact} ${styles.wide}` : styles.fact}
        >
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const when = (iso: string | null, none = '—') => (iso ? formatDateTime(iso) : none);

export function ShownOf({ total, shown }: { total: number; shown: number }) {
  if (total <= shown) return null;
  return (
    <p className={styles.muted}>
      The latest {formatCount(shown)} of {formatCount(total)}.
    </p>
  );
}

interface ListProps<Row> {
  caption: string;
  headers: readonly string[];
  rows: readonly Row[];
  /** Said in place of the table when there are no rows (nothing is, without it). */
  empty?: string;
  /** How many there are in all, when the rows are only the latest of them. */
  total?: number;
  row: (row: Row) => ReactNode;
}

/** A section's list: the table of its rows, or a line saying there are none. */
export function List<Row>({ caption, headers, rows, empty, total, row }: ListProps<Row>) {
  if (rows.length === 0) return empty ? <p className={styles.muted}>{empty}</p> : null;
  return (
    <>
      {total === undefined ? null : <ShownOf total={total} shown={rows.length} />}
      <Table caption={caption}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </Table>
    </>
  );
}

/** A row's action, or a dash where the row has none. */
export function ActionOrDash({
  onClick,
  ...props
}: Omit<ComponentProps<typeof RowAction>, 'onClick'> & { onClick: (() => void) | false }) {
  if (!onClick) return <span className={styles.muted}>—</span>;
  return <RowAction {...props} onClick={onClick} />;
}

/** OPERATOR-19, OPERATOR-22: one member as support sees them, in sections, with the actions. */
