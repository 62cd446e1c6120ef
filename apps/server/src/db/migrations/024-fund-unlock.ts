import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * The fund-password unlock of a session: until this instant the session may commit money
 * (orders, IPO, copy, day trading, lending, loans) without the fund password again. Null: locked.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('customer_sessions')
    .addColumn('funds_unlocked_until', 'varchar(32)')
    .execute();
}
