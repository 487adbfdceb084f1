import { BackupError } from '../db/backup.ts';
import { MemberImportError } from '../modules/account/index.ts';
import { UnknownEditionError } from '../modules/activation/index.ts';
import { CatalogImportError } from '../modules/catalog/index.ts';
import { StaffEmailTakenError } from '../modules/staff/index.ts';
import { businessAddCommand, businessPersonCommand } from './business-commands.ts';
import { codesCommand } from './codes-commands.ts';
import { UsageError, userPath } from './command-line.ts';
import { backupCommand, prepareCommand } from './database-commands.ts';
import { importCommand } from './import-command.ts';
import { membersImportCommand } from './members-commands.ts';
import { housekeepingCommand, jobsCommand, renewCommand } from './schedule-commands.ts';
import { staffAddCommand } from './staff-commands.ts';
import { usage } from './usage.ts';

/*
 * `npm run cli -- <command>`: picks the command (usage.ts lists them), runs it,
 * sets the exit code.
 */

async function main(argv: string[]): Promise<number> {
  const [command, subcommand, file] = argv;
  if (command === 'migrate' || command === 'seed') return prepareCommand(command);
  if (command === 'import' && subcommand) return importCommand(argv.slice(1));
  if (command === 'codes' && (subcommand === 'generate' || subcommand === 'list')) {
    return codesCommand(subcommand, argv.slice(2));
  }
  if (command === 'subscriptions' && subcommand === 'renew') {
    return renewCommand(argv.slice(2));
  }
  if (command === 'housekeeping' && subcommand === undefined) return housekeepingCommand();
  if (command === 'jobs' && subcommand === 'run') return jobsCommand(argv.slice(2));
  if ((command === 'backup' || command === 'restore') && subcommand) {
    return backupCommand(command, userPath(subcommand));
  }
  if (command === 'members' && subcommand === 'import' && file) return membersImportCommand(file);
  if (command === 'staff' && subcommand === 'add') return staffAddCommand(argv.slice(2));
  if (command === 'business' && subcommand === 'add') return businessAddCommand(argv.slice(2));
  if (command === 'business' && subcommand === 'person')
    return businessPersonCommand(argv.slice(2));
  process.stderr.write(usage);
  return command === undefined || command === 'help' ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      process.stderr.write(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    if (
      error instanceof BackupError ||
      error instanceof StaffEmailTakenError ||
      error instanceof UnknownEditionError
    ) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    const known = error instanceof MemberImportError || error instanceof CatalogImportError;
    process.stderr.write(
      `${known ? 'Nothing was imported:\n' : ''}${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
