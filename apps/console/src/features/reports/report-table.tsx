import { Button } from '@citybook/ui';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import gridStyles from '../../components/data-grid/data-grid.module.css';
import { downloadCsv, toCsv, type CsvColumn } from './csv.ts';
import styles from './reports.module.css';

export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** How the screen shows the cell (the CSV keeps the plain value). */
  readonly show?: (row: Row) => ReactNode;
  readonly numeric?: boolean;
}

export interface ReportTableProps<Row> {
  /** The table's caption, also the CSV button's object ("Download Redemptions by day as CSV"). */
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  /** Said in place of the table when there are no rows. */
  empty: string;
  /** Rows shown before "Show all"; the CSV always has every row. */
  shown?: number;
}

/**
 * OPERATOR-25: a report's table, with its numbers as the chart beside it shows them, and a button
 * that downloads every row as CSV (made in the browser from the answer on screen: the same numbers).
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  empty,
  shown = 15,
}: ReportTableProps<Row>) {
  const [all, setAll] = useState(false);
  const captionId = useId();
  const visible = all ? rows : rows.slice(0, shown);
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableHead}>
        <h3 id={captionId} className={styles.tableTitle}>
          {caption}
        </h3>
        <Button
          variant="secondary"
          disabled={rows.length === 0}
          aria-label={`Download CSV of ${caption}`}
          onClick={() => {
            downloadCsv(`${fileName}.csv`, toCsv(columns, rows));
          }}
        >
          Download CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={gridStyles.scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className={gridStyles.table}>
            <caption className={gridStyles.caption}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) => {
                    const content = column.show ? column.show(row) : column.value(row);
                    const className = column.numeric ? styles.numeric : undefined;
                    return index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className={[styles.rowName, className].filter(Boolean).join(' ')}
                      >
                        {content}
                      </th>
                    ) : (
                      <td key={column.header} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > shown ? (
        <Button
          variant="secondary"
          className={styles.more}
          aria-expanded={all}
          aria-label={
            all
              ? `Show the first ${String(shown)} rows of ${caption}`
              : `Show all ${String(rows.length)} rows of ${caption}`
          }
          onClick={() => {
            setAll(!all);
          }}
        >
          {all ? `Show the first ${String(shown)}` : `Show all ${String(rows.length)} rows`}
        </Button>
      ) : null}
    </div>
  );
}
