import { parseCsv, rowsFromCsv } from './merchant-csv.ts';
import { RULE_COLUMN_OF, rulesFromCsvRow } from './offer-rules-csv.ts';
import type { FieldLabel, ImportIssue } from './validate-catalog.ts';

const MERCHANT_NUMBERS = new Set(['latitude', 'longitude']);
const OFFER_NUMBERS = new Set(['redemptionDataTypeCode', 'savings', 'sortOrder']);

/** An offer's `rules.hours.from` is the CSV's `validHours` column. */
const offerField: FieldLabel = (path) =>
  path[0] === 'rules' && typeof path[1] === 'string'
    ? (RULE_COLUMN_OF[path[1]] ?? 'rules')
    : path.map(String).join('.');

/**
 * A CSV file holds one section: offers when its header has a `merchant` column (an offer's
 * merchant), merchants otherwise. Offers carry their rules in flat columns (offer-rules-csv.ts).
 */
export function catalogFromCsv(text: string): {
  catalog: { merchants?: Record<string, unknown>[]; offers?: Record<string, unknown>[] };
  lines: number[];
  field: FieldLabel | undefined;
  problems: ImportIssue[];
} {
  const records = parseCsv(text);
  const offers = records[0]?.some((name) => name.trim() === 'merchant') ?? false;
  const { rows, lines } = rowsFromCsv(records, offers ? OFFER_NUMBERS : MERCHANT_NUMBERS);
  if (!offers) {
    return { catalog: { merchants: rows }, lines, field: undefined, problems: [] };
  }
  const problems = rows.flatMap((row, index) =>
    rulesFromCsvRow(row).map((problem) => ({ section: 'offers' as const, index, ...problem })),
  );
  return { catalog: { offers: rows }, lines, field: offerField, problems };
}
