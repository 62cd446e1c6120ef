import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/**
 * The rows the account panel reads (SPEC §7): withdrawals, IPO subscriptions, copy-trading
 * follows, block purchases and positions. Their features add columns in later migrations.
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  const customerRow = <T extends string>(name: T) =>
    withId(s.createTable(name), dialect)
      .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
      .addColumn('currency', 'varchar(3)', notNull)
      .addColumn('status', 'integer', notNull);

  await customerRow('withdrawals')
    .addColumn('amount', int64, notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await customerRow('ipo_subscriptions')
    .addColumn('frozen_amount', int64, notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await customerRow('product_follows')
    .addColumn('amount', int64, notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await customerRow('block_purchases')
    .addColumn('credit', int64, notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await customerRow('positions')
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('direction', 'varchar(8)', notNull)
    .addColumn('quantity', int64, notNull)
    .addColumn('buy_price_e4', int64, notNull)
    .addColumn('sell_price_e4', int64)
    .addColumn('leverage', 'integer', notNull)
    .addColumn('margin', int64, notNull)
    .addColumn('realised_pnl', int64)
    .addColumn('opened_at', 'varchar(32)', notNull)
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  for (const table of [
    'withdrawals',
    'ipo_subscriptions',
    'product_follows',
    'block_purchases',
    'positions',
  ] as const) {
    await s.createIndex(`${table}_customer`).on(table).columns(['customer_id', 'status']).execute();
  }
}
