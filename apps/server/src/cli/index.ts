import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { CatalogImportError, importCatalogFile } from '../modules/catalog/import/import-catalog.ts';
import {
  importMembers,
  MemberImportError,
  parseMemberList,
} from '../modules/account/member-import.ts';

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                     bring the database schema up to date
  seed                        load the demo data (idempotent)
  import <file>               load markets, categories, franchisors, merchants, offers and ads
                              from a JSON file (or merchants from a CSV file); all or nothing,
                              re-importing updates rows by slug (README "Importing catalogue data")
  members import <file>       create accounts for existing members (one email per line, or a CSV
                              whose first column is the email); prints "email,temporaryPassword"
                              for each new account: their first login asks them to set a password
`;

async function withDatabase<T>(
  seed: boolean,
  work: (db: Awaited<ReturnType<typeof prepareDatabase>>) => Promise<T>,
) {
  const config = loadConfig();
  const database = await prepareDatabase(config.DATABASE_URL, { seed });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, subcommand, file] = argv;
  if (command === 'migrate' || command === 'seed') {
    await withDatabase(command === 'seed', async (database) => {
      process.stderr.write(`${command}: done (${database.describe})\n`);
    });
    return 0;
  }
  if (command === 'import' && subcommand) {
    const counts = await withDatabase(false, (database) =>
      importCatalogFile(database.db, subcommand),
    );
    const summary = Object.entries(counts)
      .map(([section, count]) => `${count} ${section}`)
      .join(', ');
    process.stderr.write(`import: ${summary} (inserted or updated)\n`);
    return 0;
  }
  if (command === 'members' && subcommand === 'import' && file) {
    const rows = parseMemberList(readFileSync(file, 'utf8'));
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
  process.stderr.write(usage);
  return command === undefined || command === 'help' ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof MemberImportError || error instanceof CatalogImportError;
    process.stderr.write(
      `${known ? 'Nothing was imported:\n' : ''}${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
