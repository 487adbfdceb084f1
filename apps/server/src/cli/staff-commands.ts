import { emailSchema, STAFF_ROLES, type StaffRole } from '@citybook/contract';
import { parseArgs } from 'node:util';
import { createStaffAccount } from '../modules/staff/index.ts';
import { UsageError, withDatabase } from './command-line.ts';

/** `staff add <email> --role <role>` (OPERATOR-2). */
export async function staffAddCommand(args: string[]): Promise<number> {
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
