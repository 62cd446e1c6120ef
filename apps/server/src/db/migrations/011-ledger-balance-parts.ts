import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull } from './columns.ts';

/**
 * House balances in parts. Nearly every transfer moves a house account (fees, trading), and on
 * PostgreSQL one balance row would be locked by each of them until its commit, one at a time.
 * Spread over a few parts chosen at random, concurrent transfers rarely meet. A house account's
 * balance is its `ledger_balances` row plus the sum of its parts.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('ledger_balance_parts')
    .addColumn('account_id', int64, (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('part', 'integer', notNull)
    .addColumn('amount', int64, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ledger_balance_parts_pk', ['account_id', 'part'])
    .execute();
}
