import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { systemClock } from '../lib/clock.ts';
import { ValidationFailed } from '../lib/errors.ts';
import { createOrPromoteAdmin } from '../modules/admin/index.ts';
import { confirmHolidayUntold } from '../modules/teaching/index.ts';

const USAGE =
  'Usage: npm run admin:create -- --email staff@example.com --password "at least 8 characters" [--first-name Aisha] [--last-name Khan]';

/** `npm run admin:create`: a staff account in the database the server would use. */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (!values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  try {
    // Countries (and, when on, the demo content) first, as a first start of the server would.
    await database.alone(async () => {
      await database.migrate();
      await seedDatabase(database.db, {
        demo: config.seedDemo,
        confirmHoliday: confirmHolidayUntold,
      });
    });
    const result = await createOrPromoteAdmin(
      database.db,
      {
        email: values.email,
        password: values.password,
        ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
        ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
      },
      systemClock.now(),
    );
    process.stdout.write(
      `${result.created ? 'Created' : 'Promoted'} staff account ${values.email.trim().toLowerCase()} (id ${result.id}).\n`,
    );
  } catch (error) {
    if (error instanceof ValidationFailed) {
      for (const messages of Object.values(error.errors)) console.error(messages.join(' '));
      process.exitCode = 2;
    } else {
      throw error;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
