import { parseArgs } from 'node:util';
import { generateActivationCodes, listActivationCodes } from '../modules/activation/index.ts';
import { positiveInt, UsageError, withDatabase } from './command-line.ts';

/** `codes generate` (OPERATOR-15) and `codes list`. */
export async function codesCommand(
  subcommand: 'generate' | 'list',
  args: string[],
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string' },
      edition: { type: 'string' },
      batch: { type: 'string' },
      label: { type: 'string' },
      days: { type: 'string' },
    },
  });
  if (subcommand === 'list') {
    const rows = await withDatabase(false, (database) =>
      listActivationCodes(database.db, values.batch),
    );
    const lines = rows.map((row) =>
      [row.code, row.batch, row.edition ?? '', row.expires_at, row.used_at ?? ''].join(','),
    );
    process.stdout.write(['code,batch,edition,expiresAt,usedAt', ...lines].join('\n') + '\n');
    return 0;
  }
  const count = positiveInt(values.count, 'count');
  // OPERATOR-13: codes activate an edition.
  const edition = values.edition;
  if (!edition) throw new UsageError('--edition must name the edition (its slug)');
  const days = values.days === undefined ? {} : { days: positiveInt(values.days, 'days') };
  const label = values.label === undefined ? {} : { label: values.label.trim() };
  const { batch, codes } = await withDatabase(false, (database) =>
    generateActivationCodes(database.db, { count, edition, ...label, ...days }),
  );
  // stdout carries the codes only, so it can be piped straight to a printer's file.
  process.stdout.write(codes.join('\n') + '\n');
  process.stderr.write(`codes: ${codes.length} created in ${batch}\n`);
  return 0;
}
