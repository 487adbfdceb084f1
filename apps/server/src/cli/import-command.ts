import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  formatOfFileName,
  importCatalogFile,
  previewImport,
  previewText,
} from '../modules/catalog/index.ts';
import { UsageError, userPath, withDatabase } from './command-line.ts';

/** `import <file> [--dry-run]`: the dry run is the console's preview (OPERATOR-14). */
export async function importCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean' } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('import takes one file');
  const filePath = userPath(file);
  if (values['dry-run']) {
    const preview = await withDatabase(false, (database) =>
      previewImport(database.db, {
        format: formatOfFileName(filePath),
        fileName: filePath,
        content: readFileSync(filePath, 'utf8'),
      }),
    );
    const failed = preview.errors.length > 0;
    (failed ? process.stderr : process.stdout).write(previewText(preview));
    process.stderr.write(
      `import --dry-run: ${failed ? 'the file has errors; ' : ''}nothing was written\n`,
    );
    return failed ? 1 : 0;
  }
  const counts = await withDatabase(false, (database) => importCatalogFile(database.db, filePath));
  const summary = Object.entries(counts)
    .map(([section, count]) => `${count} ${section}`)
    .join(', ');
  process.stderr.write(`import: ${summary} (inserted or updated)\n`);
  return 0;
}
