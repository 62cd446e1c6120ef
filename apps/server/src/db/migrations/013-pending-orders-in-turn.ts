import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * The engine fills limit orders oldest first (`status = 'pending' order by id`). Since 012 no
 * index began with the status, and SQLite read the whole `orders` table in id order for it,
 * every second. A partial index of pending orders by id serves it; like `orders_pending`, a
 * filled or cancelled order leaves it, so a market order never writes it.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('orders_pending_in_turn')
    .on('orders')
    .column('id')
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
}
