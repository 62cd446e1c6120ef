import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull } from './columns.ts';

/**
 * Customer account security (issue 16): a session's device, address and last request (the
 * customer's session list, idle expiry); the devices a customer has signed in from (a new one
 * sends a site message); and two-factor sign-in with an authenticator app.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  for (const [column, type] of [
    ['device', 'varchar(128)'],
    ['address', 'varchar(64)'],
    ['last_seen_at', 'varchar(32)'],
  ] as const) {
    await db.schema.alterTable('customer_sessions').addColumn(column, type).execute();
  }
  await db.schema
    .createTable('customer_devices')
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('device_key', 'varchar(64)', notNull)
    .addColumn('first_seen_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('customer_devices_pk', ['customer_id', 'device_key'])
    .execute();
  // One row a customer who set up two-factor: the secret, pending until a first code confirms it.
  await db.schema
    .createTable('customer_totp')
    .addColumn('customer_id', int64, (c) => c.primaryKey().references('customers.id'))
    .addColumn('secret', 'varchar(64)', notNull)
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_time_step', int64)
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    // The sha256 of each unused recovery code, comma-separated.
    .addColumn('recovery_hashes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
}
