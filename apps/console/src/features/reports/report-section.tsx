import type { ReactNode } from 'react';
import { Notice } from '../../components/notice/notice.tsx';
import { BarsChart, type BarsProps } from './report-charts.tsx';
import { ReportTable, type ReportTableProps } from './report-table.tsx';
import styles from './reports.module.css';

/*
 * OPERATOR-25: a report's section on the Reports screen, drawn from a small description: its parts,
 * each a chart beside the table (or tables) of the same numbers, or a table alone.
 */

/** Writes a table of the report's answer; the file name is made from the question. */
export type TablePart<Data> = (data: Data, fileName: (report: string) => string) => ReactNode;

interface TableSpec<Data, Row> extends Omit<ReportTableProps<Row>, 'rows' | 'fileName'> {
  rows: (data: Data) => readonly Row[];
  /** The CSV file's name for the report, without the question ("redemptions-by-day"). */
  file: string;
}

/** A table of the report: which rows of the answer it lists and how. */
export function table<Data, Row>({ rows, file, ...spec }: TableSpec<Data, Row>): TablePart<Data> {
  return function ReportPartTable(data, fileName) {
    return <ReportTable key={spec.caption} {...spec} rows={rows(data)} fileName={fileName(file)} />;
  };
}

export interface ReportPart<Data> {
  /** A chart beside the tables, of the rows it says. */
  chart?: Omit<BarsProps, 'rows'> & { rows: (data: Data) => readonly object[] };
  tables: readonly TablePart<Data>[];
}

function Part<Data>({
  part,
  data,
  fileName,
}: {
  part: ReportPart<Data>;
  data: Data;
  fileName: (report: string) => string;
}) {
  const tables = part.tables.map((write) => write(data, fileName));
  if (!part.chart) return tables;
  const { rows, ...chart } = part.chart;
  return (
    <div className={styles.pair}>
      <BarsChart {...chart} rows={rows(data)} />
      {tables.length > 1 ? <div className={styles.stack}>{tables}</div> : tables}
    </div>
  );
}

interface SectionProps<Data> {
  title: string;
  note?: string;
  report: { data: Data | undefined; isPending: boolean; isError: boolean; isFetching: boolean };
  parts: readonly ReportPart<Data>[];
  fileName: (report: string) => string;
}

export function ReportSection<Data>({ title, note, report, parts, fileName }: SectionProps<Data>) {
  const { data } = report;
  return (
    <section className={styles.section} aria-label={title} aria-busy={report.isFetching}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {report.isError ? (
        <Notice tone="error">This report could not be loaded. Please try again.</Notice>
      ) : report.isPending ? (
        <p className={styles.loading}>Loading…</p>
      ) : data === undefined ? null : (
        parts.map((part, index) => (
          // The parts of a section are fixed: their place is their key.
          <Part key={index} part={part} data={data} fileName={fileName} />
        ))
      )}
    </section>
  );
}
