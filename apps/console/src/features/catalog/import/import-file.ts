import { IMPORT_FILE_MAX_BYTES } from '@citybook/contract/catalog';
import type { ImportFile, ImportFormat } from '@citybook/contract/catalog';

/** The picker's choice: the import's two formats (docs/import.md), by name and by type. */
export const IMPORT_FILE_ACCEPT = '.csv,.json,text/csv,application/json';

const MAX_MEGABYTES = Math.round(IMPORT_FILE_MAX_BYTES / 1024 / 1024);

export const ImportFileText = {
  wrongType: 'Choose a CSV file (.csv) or a JSON file (.json).',
  tooLarge: `The file is larger than ${String(MAX_MEGABYTES)} MB. Split it into smaller files.`,
  unreadable: 'The file could not be read. Choose it again.',
  empty: 'The file is empty.',
} as const;

/** The format of a chosen file: its name's ending first, else the type the browser gives it. */
export function importFormatOf(file: { name: string; type: string }): ImportFormat | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'json';
  if (file.type === 'text/csv') return 'csv';
  if (file.type === 'application/json') return 'json';
  return undefined;
}

export type ReadImportFile = { file: ImportFile } | { problem: string };

/**
 * OPERATOR-14: a chosen file as the preview takes it (its text, name and format), or what is
 * wrong with it before anything is sent.
 */
export async function readImportFile(chosen: File): Promise<ReadImportFile> {
  const format = importFormatOf(chosen);
  if (!format) return { problem: ImportFileText.wrongType };
  if (chosen.size > IMPORT_FILE_MAX_BYTES) return { problem: ImportFileText.tooLarge };
  if (chosen.size === 0) return { problem: ImportFileText.empty };
  let content: string;
  try {
    content = await chosen.text();
  } catch {
    return { problem: ImportFileText.unreadable };
  }
  // The contract counts characters; a file of many multi-byte characters is still within it.
  if (content.length > IMPORT_FILE_MAX_BYTES) return { problem: ImportFileText.tooLarge };
  return { file: { format, fileName: chosen.name, content } };
}
