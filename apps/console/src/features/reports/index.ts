import { REPORT_READERS } from '@citybook/contract/reports';

/** The reports' console screens (OPERATOR-23…25; ADR 0044), each loaded when first shown. */
export { ReportsScreen } from './reports-screen.tsx';
export { GlanceScreen } from './glance-screen.tsx';

/** OPERATOR-23: who reads the reports: analysts and owners. */
export const REPORT_ROLES = REPORT_READERS;

/* The tables, figures and money of the reports, for the merchant portal's results (MERCHANT-7). */
export { ReportTable, type ReportColumn } from './report-table.tsx';
export { Figure } from './report-figure.tsx';
export { centsColumn, countColumn, textColumn } from './report-columns.ts';
export { formatCents } from './money.ts';
