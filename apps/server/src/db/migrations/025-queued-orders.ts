import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * Orders at any hour (issue 15). Outside the session an order is written `queued` for the next
 * open, which `queued_for` holds (an instant); what it holds frozen meanwhile is the `reserved`
 * column of migration 026. The engine takes queued orders in order of arrival through a partial
 * index of them by id, which an order leaves once decided (like 013's index of pending orders).
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('orders').addColumn('queued_for', 'varchar(32)').execute();
  await db.schema
    .createIndex('orders_queued_in_turn')
    .on('orders')
    .column('id')
    .where(sql.ref('status'), '=', sql.lit('queued'))
    .execute();
}
