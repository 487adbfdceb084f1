import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupError, backupSqlite, restoreSqlite } from '../db/backup.ts';
import { sqliteFileOf } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import {
  generateActivationCodes,
  listActivationCodes,
  UnknownEditionError,
} from '../modules/activation/index.ts';
import { renewDueSubscriptions } from '../modules/activation/index.ts';
import { paymentGatewayFor } from '../lib/payments/configured-gateway.ts';
import {
  CatalogImportError,
  formatOfFileName,
  importCatalogFile,
  previewImport,
  previewText,
} from '../modules/catalog/index.ts';
import { importMembers, MemberImportError, parseMemberList } from '../modules/account/index.ts';
import { outboxWriter, pruneExpired } from '../modules/account/index.ts';
import { jobsReportText, runDueJobs } from '../jobs.ts';
import { mailTransport } from '../lib/mail-transport.ts';
import { createStaffAccount, StaffEmailTakenError } from '../modules/staff/index.ts';
import {
  addBusinessPerson,
  createOrganisation,
  locationsBySlug,
} from '../modules/business/index.ts';
import {
  BUSINESS_ROLES,
  emailSchema,
  STAFF_ROLES,
  type BusinessRole,
  type StaffRole,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                     bring the database schema up to date
  seed                        load the demo data (idempotent)
  import <file> [--dry-run]   load markets, categories, book editions, franchisors, merchants,
                              offers and ads from a JSON file (or merchants from a CSV file); all or nothing,
                              re-importing updates rows by slug (docs/import.md); --dry-run
                              prints what it would add and change, or its errors, and writes nothing
  codes generate --count <n> --edition <slug> [--label <text>] [--days <n>]
                              print n new activation codes, one per line (XXXX-XXXX-XXXX-XXXX),
                              for a book edition, as one batch (the console's Codes screen lists
                              it; OPERATOR-15): each can be activated until the edition ends,
                              and the activation it gives ends with the edition, or lasts
                              --days from the activation
  codes list [--batch <batch>]
                              print codes as CSV (code,batch,edition,expiresAt,usedAt)
  subscriptions renew [--now <ISO time>]
                              renew the subscriptions due at that time (default: now) through
                              the payment gateway; prints "renewed,failed,ended" counts
  jobs run [--now <ISO time>]  run every job due at that time (default: now), as the server does
                              on its schedules: renewals, the member mails due (receipts,
                              notices, reminders; ADR 0036), then housekeeping; prints one line
                              per job with its counts. Safe to run any number of times, and
                              beside running servers: each piece of work is claimed first
  housekeeping                delete expired sessions, used or expired password tokens and
                              sign-in codes, old outbox mail, forgotten throttle and rate-limit
                              rows and old store notifications, as the server does every
                              PRUNE_INTERVAL_MINUTES; prints "sessions,passwordTokens,loginCodes,
                              outboxMail,passwordFailures,rateLimitHits,storeNotifications,
                              staffSessions" counts
  members import <file>       create accounts for existing members (one email per line, or a CSV
                              whose first column is the email); prints "email,temporaryPassword"
                              for each new account: their first login asks them to set a password
  staff add <email> --role <owner|editor|support|analyst>
                              make a back-office account (OPERATOR-2); prints
                              "email,temporaryPassword": its first sign-in at /console sets a
                              new password and enrols an authenticator app
  business add <name> --location <merchant-slug> [--location …]
                              make a merchant's business organisation from catalogue locations
                              (MERCHANT-1); prints "organisationId,name"
  business person <email> --organisation <id> --role <merchantAdmin|counterStaff>
                  [--location <merchant-slug> …]
                              make a person of an organisation (MERCHANT-2; counter staff at the
                              given locations); prints "email,temporaryPassword": their first
                              sign-in sets a new password
  backup <file>               copy the SQLite database into the new file <file> while servers run
                              (online, consistent, checked); PostgreSQL: use pg_dump instead
  restore <file>              replace the SQLite database with the backup <file> (checked first;
                              the replaced database is kept aside); stop every server first
`;

/**
 * File arguments are relative to where the operator typed the command: npm runs this script in
 * apps/server but says where it was started in INIT_CWD.
 */
function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function withDatabase<T>(
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

async function main(argv: string[]): Promise<number> {
  const [command, subcommand, file] = argv;
  if (command === 'migrate' || command === 'seed') {
    await withDatabase(command === 'seed', async (database) => {
      process.stderr.write(`${command}: done (${database.describe})\n`);
    });
    return 0;
  }
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
  if (command === 'members' && subcommand === 'import' && file) {
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
  if (command === 'staff' && subcommand === 'add') return staffAddCommand(argv.slice(2));
  if (command === 'business' && subcommand === 'add') return businessAddCommand(argv.slice(2));
  if (command === 'business' && subcommand === 'person')
    return businessPersonCommand(argv.slice(2));
  process.stderr.write(usage);
  return command === undefined || command === 'help' ? 0 : 2;
}

class UsageError extends Error {}

/** `import <file> [--dry-run]`: the dry run is the console's preview (OPERATOR-14). */
async function importCommand(args: string[]): Promise<number> {
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

function positiveInt(value: string | undefined, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${name} must be a whole number above 0`);
  return number;
}

async function codesCommand(subcommand: 'generate' | 'list', args: string[]): Promise<number> {
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

/** The configured SQLite file; PostgreSQL has its own tools, named in the refusal. */
function sqliteDatabaseFile(command: string): string {
  const file = sqliteFileOf(loadConfig().DATABASE_URL);
  if (file === null) {
    throw new BackupError(
      `${command} works on the SQLite database, and DATABASE_URL points at PostgreSQL: use its own tools, ` +
        `e.g. pg_dump --format=custom --file=citybook.dump "$DATABASE_URL" to back up and ` +
        `pg_restore --clean --if-exists --dbname="$DATABASE_URL" citybook.dump to restore.`,
    );
  }
  if (file === ':memory:') throw new BackupError(`${command}: an in-memory database has no file.`);
  return path.resolve(file);
}

async function backupCommand(command: 'backup' | 'restore', file: string): Promise<number> {
  const databaseFile = sqliteDatabaseFile(command);
  if (command === 'backup') {
    const summary = await backupSqlite(databaseFile, file);
    process.stderr.write(
      `backup: ${databaseFile} copied to ${summary.file} (${summary.bytes} bytes, ` +
        `${summary.migrations} migrations, integrity ok)\n`,
    );
    return 0;
  }
  const summary = await restoreSqlite(file, databaseFile);
  process.stderr.write(
    `restore: ${databaseFile} now holds ${file} (${summary.migrations} migrations, integrity ok)` +
      (summary.previous ? `; the database it replaced is kept as ${summary.previous}` : '') +
      '\n',
  );
  return 0;
}

function nowOption(args: string[]): Date {
  const { values } = parseArgs({ args, options: { now: { type: 'string' } } });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime()))
    throw new UsageError('--now must be an ISO time such as 2027-01-31T12:00:00Z');
  return now;
}

/** NOTICE-1: `jobs run [--now <ISO time>]`, the jobs the server runs on its schedules, once. */
async function jobsCommand(args: string[]): Promise<number> {
  const now = nowOption(args);
  const config = loadConfig();
  const report = await withDatabase(false, async (database) => {
    const mail = mailTransport({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      storeInOutbox: outboxWriter(database.db),
    });
    try {
      return await runDueJobs(
        {
          db: database.db,
          config,
          gateway: paymentGatewayFor(config),
          deliver: (message) => mail.deliver(message),
        },
        now,
      );
    } finally {
      mail.close();
    }
  });
  process.stdout.write(jobsReportText(report));
  process.stderr.write(`jobs run: done at ${now.toISOString()}\n`);
  return 0;
}

async function renewCommand(args: string[]): Promise<number> {
  const now = nowOption(args);
  const gateway = paymentGatewayFor(loadConfig());
  const summary = await withDatabase(false, (database) =>
    renewDueSubscriptions({ db: database.db, gateway }, now),
  );
  process.stdout.write(
    `renewed,failed,ended\n${summary.renewed},${summary.failed},${summary.ended}\n`,
  );
  return 0;
}

async function staffAddCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { role: { type: 'string' } },
    allowPositionals: true,
  });
  const email = emailSchema.safeParse(positionals[0] ?? '');
  if (positionals.length !== 1 || !email.success)
    throw new UsageError('staff add needs one valid e-mail address');
  const role = values.role as StaffRole | undefined;
  if (!role || !STAFF_ROLES.includes(role))
    throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const created = await withDatabase(false, (database) =>
    createStaffAccount(
      database.db,
      { actor: { staffId: null, email: 'cli' } },
      {
        email: email.data,
        role,
      },
    ),
  );
  process.stdout.write(
    `email,temporaryPassword\n${created.staff.email},${created.temporaryPassword}\n`,
  );
  return 0;
}

const CLI_ORIGIN = { actor: { staffId: null, email: 'cli' } };

/** The merchant ids of catalogue slugs; a usage error names any that is unknown. */
async function locationIdsOf(db: Kysely<DB>, slugs: string[]): Promise<number[]> {
  const found = await locationsBySlug(db, slugs);
  const unknown = slugs.filter((slug) => !found.has(slug));
  if (unknown.length > 0) throw new UsageError(`No merchant has the slug ${unknown.join(', ')}`);
  return slugs.map((slug) => found.get(slug)!);
}

async function businessAddCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { location: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const name = positionals.join(' ').trim();
  const slugs = values.location ?? [];
  if (!name || slugs.length === 0)
    throw new UsageError('business add needs a name and at least one --location');
  const organisation = await withDatabase(false, async (database) =>
    createOrganisation(database.db, CLI_ORIGIN, {
      name,
      merchantIds: await locationIdsOf(database.db, slugs),
    }),
  );
  process.stdout.write(`organisationId,name\n${organisation.id},${organisation.name}\n`);
  return 0;
}

async function businessPersonCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      organisation: { type: 'string' },
      role: { type: 'string' },
      location: { type: 'string', multiple: true },
    },
    allowPositionals: true,
  });
  const email = emailSchema.safeParse(positionals[0] ?? '');
  if (positionals.length !== 1 || !email.success)
    throw new UsageError('business person needs one valid e-mail address');
  const role = values.role as BusinessRole | undefined;
  if (!role || !BUSINESS_ROLES.includes(role))
    throw new UsageError(`--role must be one of ${BUSINESS_ROLES.join(', ')}`);
  const organisationId = Number(values.organisation);
  if (!Number.isInteger(organisationId) || organisationId <= 0)
    throw new UsageError('--organisation must be an organisation id');
  const slugs = values.location ?? [];
  if (role === 'counterStaff' && slugs.length === 0)
    throw new UsageError('counter staff need at least one --location');
  const created = await withDatabase(false, async (database) =>
    addBusinessPerson(database.db, CLI_ORIGIN, {
      organisationId,
      email: email.data,
      role,
      merchantIds: await locationIdsOf(database.db, slugs),
    }),
  );
  process.stdout.write(`email,temporaryPassword\n${created.email},${created.temporaryPassword}\n`);
  return 0;
}

async function housekeepingCommand(): Promise<number> {
  const summary = await withDatabase(false, (database) => pruneExpired(database.db, new Date()));
  process.stdout.write(
    `${Object.keys(summary).join(',')}\n${Object.values(summary).map(String).join(',')}\n`,
  );
  return 0;
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
