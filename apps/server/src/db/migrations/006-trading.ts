import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/** Orders, and what positions need beyond the panel's columns. */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('orders'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('direction', 'varchar(8)', notNull)
    .addColumn('price_type', 'varchar(8)', notNull)
    .addColumn('limit_price_e4', int64)
    .addColumn('quantity', int64, notNull)
    .addColumn('leverage', 'integer', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('fill_price_e4', int64)
    .addColumn('position_id', int64)
    .addColumn('reason', 'varchar(48)')
    .addColumn('nonce', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await s.createIndex('orders_customer').on('orders').columns(['customer_id', 'status']).execute();
  await s.createIndex('orders_pending').on('orders').columns(['status', 'code']).execute();
  await s
    .createIndex('orders_nonce')
    .on('orders')
    .columns(['customer_id', 'nonce'])
    .unique()
    .execute();

  await s.alterTable('positions').addColumn('order_id', int64).execute();
  await s
    .alterTable('positions')
    .addColumn('buy_fee', int64, (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('positions').addColumn('sell_fee', int64).execute();
  await s.alterTable('positions').addColumn('stamp_duty', int64).execute();
  await s.alterTable('positions').addColumn('close_reason', 'varchar(16)').execute();
  await s.alterTable('positions').addColumn('lock_until', 'varchar(32)').execute();
  await s.alterTable('positions').addColumn('market', 'varchar(4)').execute();
  await s.createIndex('positions_open').on('positions').columns(['status', 'code']).execute();
}
