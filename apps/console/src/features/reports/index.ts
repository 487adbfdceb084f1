import { REPORT_READERS } from '@citybook/contract/reports';

/** The reports' console screens (OPERATOR-23…25; ADR 0044), each loaded when first shown. */
export { ReportsScreen } from './reports-screen.tsx';
export { GlanceScreen } from './glance-screen.tsx';

/** OPERATOR-23: who reads the reports: analysts and owners. */
export const REPORT_ROLES = REPORT_READERS;
