import { catalogSections, type CatalogSection, type ValidCatalog } from './catalog-file.ts';

/**
 * One problem of an import file: the row (its section and 0-based index) and field it is in, when
 * it is in one. The console's preview shows it as it is (OPERATOR-14); the CLI prints its text.
 */
export interface ImportIssue {
  section: CatalogSection | null;
  index: number | null;
  /** The field as the file names it (a CSV's column, a JSON row's path such as `rules.hours`). */
  field: string | null;
  message: string;
}

/** Names a row for messages: JSON rows by section and 1-based row, CSV rows by line. */
export type RowLabel = (section: CatalogSection, index: number) => string;

/** Names a field for messages from its path in the row (a CSV names its column). */
export type FieldLabel = (path: readonly PropertyKey[]) => string;

export const jsonRowLabel: RowLabel = (section, index) => `${section} row ${index + 1}`;
const jsonField: FieldLabel = (path) => path.map(String).join('.');

/** An issue's line of text: `file: line 4, field zip: use a 5-digit ZIP code`. */
export function issueText(
  issue: ImportIssue,
  source: string,
  label: RowLabel = jsonRowLabel,
): string {
  const row =
    issue.section !== null && issue.index !== null ? label(issue.section, issue.index) : null;
  const where = [row, issue.field === null ? null : `field ${issue.field}`].filter(Boolean);
  return `${source}: ${where.length > 0 ? `${where.join(', ')}: ` : ''}${issue.message}`;
}

export class CatalogImportError extends Error {
  /** The issues as lines of text, each naming the file, row and field. */
  readonly problems: string[];

  constructor(
    readonly issues: ImportIssue[],
    source: string,
    label: RowLabel = jsonRowLabel,
  ) {
    const problems = issues.map((issue) => issueText(issue, source, label));
    super(problems.join('\n'));
    this.problems = problems;
    this.name = 'CatalogImportError';
  }
}

/** Checks every row of every section; all problems are reported together, naming row and field. */
export function validateCatalog(
  input: unknown,
  source: string,
  rowLabel: RowLabel = jsonRowLabel,
  fieldLabel: FieldLabel = jsonField,
): ValidCatalog {
  const issues: ImportIssue[] = [];
  const fileIssue = (message: string) =>
    issues.push({ section: null, index: null, field: null, message });
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    fileIssue(
      `the file must hold a JSON object with sections ${Object.keys(catalogSections).join(', ')}`,
    );
    throw new CatalogImportError(issues, source, rowLabel);
  }
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(key in catalogSections)) fileIssue(`unknown section "${key}"`);
  }
  const valid: Record<string, unknown[]> = {};
  for (const [section, schema] of Object.entries(catalogSections) as [
    CatalogSection,
    (typeof catalogSections)[CatalogSection],
  ][]) {
    const rows = record[section] ?? [];
    if (!Array.isArray(rows)) {
      fileIssue(`${section}: must be a list`);
      continue;
    }
    const seen = new Set<string>();
    valid[section] = rows.map((row, index) => {
      const result = schema.safeParse(row);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = fieldLabel(issue.path) || '(row)';
          issues.push({ section, index, field, message: issue.message });
        }
        return null;
      }
      if (seen.has(result.data.slug)) {
        issues.push({
          section,
          index,
          field: 'slug',
          message: `"${result.data.slug}" appears twice`,
        });
      }
      seen.add(result.data.slug);
      return result.data;
    });
  }
  if (issues.length > 0) throw new CatalogImportError(issues, source, rowLabel);
  return valid as unknown as ValidCatalog;
}
