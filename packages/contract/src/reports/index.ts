/* The reports area (OPERATOR-23…26; ADR 0044): the console's counts of how the business does. */
export * as ReportsConsoleApi from './console-endpoints.ts';
export * as ReportsBusinessApi from './business-endpoints.ts';
export * from './merchant-results.ts';
export * from './report-readers.ts';
export * from './report-range.ts';
export * from './reports.ts';
