/**
 * Creates a back-office user:
 *   npm run staff:create -- --username alice --password 'long secret' --roles reviewer,auditor
 * Roles: reviewer, operator, auditor, admin. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { startClock } from '../lib/clock.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { createStaff, parseRoles } from '../modules/staff/service.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string', default: 'reviewer' },
    },
  });
  if (!values.username || !values.password) {
    console.error(
      'usage: npm run staff:create -- --username NAME --password SECRET [--roles r1,r2]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.databaseUrl,
    sqlitePath: `${config.dataDir}/kabuto.sqlite`,
  });
  try {
    await migrate(handle);
    const clock = startClock(config.simClockStart);
    const roles = parseRoles(values.roles);
    await createStaff(handle.db, clock, config.passwordHashing, {
      username: values.username,
      password: values.password,
      roles,
    });
    await recordAudit(handle.db, clock, {
      actor: 'cli',
      action: 'staff.create',
      target: `staff:${values.username}`,
      after: { roles },
    });
    console.log(`staff user ${values.username} created with roles ${roles.join(', ')}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
