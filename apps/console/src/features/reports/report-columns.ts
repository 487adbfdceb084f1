import { formatCount } from '../../lib/format.ts';
import { centsForCsv, formatCents } from './money.ts';
import type { ReportColumn } from './report-table.tsx';

/* OPERATOR-25: the kinds of column the reports' tables have, each as the screen and the CSV write it. */

export function textColumn<Row>(header: string, text: (row: Row) => string): ReportColumn<Row> {
  return { header, value: text };
}

/** A count as is in the CSV, with thousands separators on screen. */
export function countColumn<Row>(header: string, value: (row: Row) => number): ReportColumn<Row> {
  return { header, value, show: (row) => formatCount(value(row)), numeric: true };
}

/** A count as is, on screen too. */
export function numberColumn<Row>(header: string, value: (row: Row) => number): ReportColumn<Row> {
  return { header, value, numeric: true };
}

/** Money: a plain decimal in the CSV, formatted in its currency (USD unless said) on screen. */
export function centsColumn<Row>(
  header: string,
  cents: (row: Row) => number,
  currency?: (row: Row) => string,
): ReportColumn<Row> {
  return {
    header,
    value: (row) => centsForCsv(cents(row)),
    show: (row) => formatCents(cents(row), currency?.(row)),
    numeric: true,
  };
}

/** The columns of a redemption report: what the rows are, then their redemptions and savings. */
export function redemptionColumns<Row extends { redemptions: number; savingsCents: number }>(
  ...named: ReportColumn<Row>[]
): ReportColumn<Row>[] {
  return [
    ...named,
    countColumn('Redemptions', (row) => row.redemptions),
    centsColumn('Savings ($)', (row) => row.savingsCents),
  ];
}
