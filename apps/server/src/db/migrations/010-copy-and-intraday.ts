import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/** Copy-trading products with their NAV history, and intraday trading applications. */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('products'), dialect)
    .addColumn('name_json', 'text', notNull)
    .addColumn('issuer_name', 'text', notNull)
    .addColumn('issuer_customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('target_daily_bps', 'integer', notNull)
    .addColumn('min_investment', int64, notNull)
    .addColumn('deadline', 'varchar(32)', notNull)
    .addColumn('lock_days', 'integer', notNull)
    .addColumn('on_shelf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'varchar(96)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s
    .createTable('product_navs')
    .addColumn('product_id', int64, (c) => c.notNull().references('products.id'))
    .addColumn('date', 'varchar(10)', notNull)
    .addColumn('nav_e6', int64, notNull)
    .addPrimaryKeyConstraint('product_navs_pk', ['product_id', 'date'])
    .execute();
  await s.alterTable('product_follows').addColumn('product_id', int64).execute();
  await s.alterTable('product_follows').addColumn('units', int64).execute();
  await s.alterTable('product_follows').addColumn('entry_nav_e6', int64).execute();
  await s.alterTable('product_follows').addColumn('locked_until', 'varchar(32)').execute();
  await s.alterTable('product_follows').addColumn('redeemed_amount', int64).execute();
  await s.alterTable('product_follows').addColumn('closed_at', 'varchar(32)').execute();

  await withId(s.createTable('intraday_applications'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('amount', int64, notNull)
    .addColumn('consumed', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('trading_day', 'varchar(10)')
    .addColumn('result', int64)
    .addColumn('reason', 'text')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await s
    .createIndex('intraday_customer')
    .on('intraday_applications')
    .columns(['customer_id', 'status'])
    .execute();
  await s.alterTable('positions').addColumn('intraday_id', int64).execute();
  await s.alterTable('orders').addColumn('intraday_id', int64).execute();
}
