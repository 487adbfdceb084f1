import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';

/* What the commands share: their arguments, and the database they work on. */

/** A command typed wrongly: index.ts prints the message and the usage. */
export class UsageError extends Error {}

/**
 * File arguments are relative to where the operator typed the command: npm runs this script in
 * apps/server but says where it was started in INIT_CWD.
 */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Runs the work on the configured database, migrated (and seeded when told), then closes it. */
export async function withDatabase<T>(
  seed: boolean,
  work: (db: Awaited<ReturnType<typeof prepareDatabase>>) => Promise<T>,
) {
  const config = loadConfig();
  const database = await prepareDatabase(config.DATABASE_URL, {
    seed,
    mediaDir: config.MEDIA_DIR,
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export function positiveInt(value: string | undefined, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${name} must be a whole number above 0`);
  return number;
}

export function nowOption(args: string[]): Date {
  const { values } = parseArgs({ args, options: { now: { type: 'string' } } });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw new UsageError('--now must be an ISO time such as 2027-01-31T12:00:00Z');
  return now;
}

/** Who the audit log names for a write made from the command line. */
export const CLI_ORIGIN = { actor: { staffId: null, email: 'cli' } };
