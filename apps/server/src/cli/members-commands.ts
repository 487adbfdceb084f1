import { readFileSync } from 'node:fs';
import { importMembers, parseMemberList } from '../modules/account/index.ts';
import { userPath, withDatabase } from './command-line.ts';

/** `members import <file>`: accounts for existing members, each with a temporary password. */
export async function membersImportCommand(file: string): Promise<number> {
  const rows = parseMemberList(readFileSync(userPath(file), 'utf8'));
  const { created, skipped } = await withDatabase(false, (database) =>
    importMembers(database.db, rows, file),
  );
  process.stdout.write(
    ['email,temporaryPassword', ...created.map((m) => `${m.email},${m.temporaryPassword}`)].join(
      '\n',
    ) + '\n',
  );
  process.stderr.write(
    `members import: ${created.length} created, ${skipped.length} already had an account\n`,
  );
  return 0;
}
