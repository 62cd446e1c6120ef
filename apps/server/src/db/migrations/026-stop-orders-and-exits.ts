import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64 } from './columns.ts';

/**
 * Stop, stop-limit and trailing orders, time in force, reservations and exits (issue 15).
 *
 * On `orders`: the trigger price (stop, stop-limit; a trailing stop's current trigger), the
 * trailing distance (an amount in e4 or a percentage in basis points), the watermark a trailing
 * stop follows, the time in force (`day`, `gtc`) and when the order expires, when its trigger
 * traded, the exits to attach to the position it opens, and `reserved`: the minor units of margin
 * and fees held in the customer's frozen account while the order rests (released on fill, cancel,
 * rejection and expiry). On `positions`: the exits (stop-loss, take-profit prices).
 * `price_type` grows to hold `stop_limit` (PostgreSQL checks the length; SQLite does not).
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE orders ALTER COLUMN price_type TYPE varchar(12)`.execute(db);
  }
  const columns: [string, string][] = [
    ['trigger_price_e4', int64],
    ['trailing_e4', int64],
    ['trailing_bps', 'integer'],
    ['watermark_e4', int64],
    ['expires_at', 'varchar(32)'],
    ['triggered_at', 'varchar(32)'],
    ['stop_loss_e4', int64],
    ['take_profit_e4', int64],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('orders').addColumn(name, sql.raw(type)).execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('tif', 'varchar(4)', (c) => c.notNull().defaultTo('day'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('reserved', int64, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('positions').addColumn('stop_loss_e4', int64).execute();
  await db.schema.alterTable('positions').addColumn('take_profit_e4', int64).execute();
}
