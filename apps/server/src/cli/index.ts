import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate   bring the database schema up to date
  seed      load the demo data (idempotent)
`;

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command !== 'migrate' && command !== 'seed') {
    process.stderr.write(usage);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = await prepareDatabase(config.DATABASE_URL, { seed: command === 'seed' });
  await database.close();
  process.stderr.write(`${command}: done (${database.describe})\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
