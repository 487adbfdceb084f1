import { BUSINESS_ROLES, emailSchema, type BusinessRole } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { parseArgs } from 'node:util';
import type { DB } from '../db/schema.ts';
import {
  addBusinessPerson,
  createOrganisation,
  locationsBySlug,
} from '../modules/business/index.ts';
import { CLI_ORIGIN, UsageError, withDatabase } from './command-line.ts';

/* `business add` (MERCHANT-1) and `business person` (MERCHANT-2). */

/** The merchant ids of catalogue slugs; a usage error names any that is unknown. */
async function locationIdsOf(db: Kysely<DB>, slugs: string[]): Promise<number[]> {
  const found = await locationsBySlug(db, slugs);
  const unknown = slugs.filter((slug) => !found.has(slug));
  if (unknown.length > 0) throw new UsageError(`No merchant has the slug ${unknown.join(', ')}`);
  return slugs.map((slug) => found.get(slug)!);
}

export async function businessAddCommand(args: string[]): Promise<number> {
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

export async function businessPersonCommand(args: string[]): Promise<number> {
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
