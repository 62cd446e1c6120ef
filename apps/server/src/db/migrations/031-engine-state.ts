import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { int64, notNull } from './columns.ts';

/**
 * What the engine used to keep in one process's memory, kept where every node and the next
 * engine find it (issue 19). A margin warning is sent once per episode: the row of an account
 * (customer and currency) says it was warned, its primary key lets only one engine send it, and
 * it is removed when the account recovers. The practice session is one switch for every node:
 * its row outlives the node that set it.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await db.schema
    .createTable('margin_warnings')
    .addColumn('customer_id', int64, notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('warned_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('margin_warnings_pk', ['customer_id', 'currency'])
    .execute();
  await db.schema
    .createTable('market_switches')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'integer', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
}
