import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { notNull } from './columns.ts';

/**
 * Failed sign-ins counted per account number (known or not, so that the count tells nothing
 * about which accounts exist), in a fixed window that starts at the first failure: past the
 * limit, sign-in to that account is refused until the window has run out, whatever address the
 * attempts come from.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('account', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('window_started_at', 'varchar(32)', notNull)
    .execute();
  // The job that forgets windows which have run out finds them by their start.
  await db.schema
    .createIndex('sign_in_failures_window')
    .on('sign_in_failures')
    .column('window_started_at')
    .execute();
}
