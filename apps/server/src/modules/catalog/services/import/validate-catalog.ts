import { catalogSections, type CatalogSection, type ValidCatalog } from './catalog-file.ts';

export class CatalogImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'CatalogImportError';
  }
}

/** Names a row for messages: JSON rows by section and 1-based row, CSV rows by line. */
export type RowLabel = (section: CatalogSection, index: number) => string;

/** Names a field for messages from its path in the row (a CSV names its column). */
export type FieldLabel = (path: readonly PropertyKey[]) => string;

const jsonRow: RowLabel = (section, index) => `${section} row ${index + 1}`;
const jsonField: FieldLabel = (path) => path.map(String).join('.');

/** Checks every row of every section; all problems are reported together, naming row and field. */
export function validateCatalog(
  input: unknown,
  source: string,
  rowLabel: RowLabel = jsonRow,
  fieldLabel: FieldLabel = jsonField,
): ValidCatalog {
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new CatalogImportError([
      `${source}: the file must hold a JSON object with sections ${Object.keys(catalogSections).join(', ')}`,
    ]);
  }
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(key in catalogSections)) problems.push(`${source}: unknown section "${key}"`);
  }
  const valid: Record<string, unknown[]> = {};
  for (const [section, schema] of Object.entries(catalogSections) as [
    CatalogSection,
    (typeof catalogSections)[CatalogSection],
  ][]) {
    const rows = record[section] ?? [];
    if (!Array.isArray(rows)) {
      problems.push(`${source}: ${section}: must be a list`);
      continue;
    }
    const seen = new Set<string>();
    valid[section] = rows.map((row, index) => {
      const result = schema.safeParse(row);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = fieldLabel(issue.path) || '(row)';
          problems.push(`${source}: ${rowLabel(section, index)}, field ${field}: ${issue.message}`);
        }
        return null;
      }
      if (seen.has(result.data.slug)) {
        problems.push(
          `${source}: ${rowLabel(section, index)}, field slug: "${result.data.slug}" appears twice`,
        );
      }
      seen.add(result.data.slug);
      return result.data;
    });
  }
  if (problems.length > 0) throw new CatalogImportError(problems);
  return valid as unknown as ValidCatalog;
}
