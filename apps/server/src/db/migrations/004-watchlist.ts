import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64 } from './columns.ts';

/** The customer's watchlist (自选): one row per instrument code. */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('watchlist')
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_pk', ['customer_id', 'code'])
    .execute();
}
