import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/** Block-trade offers and share lending. */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('block_offers'), dialect)
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('market', 'varchar(4)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('price_e4', int64, notNull)
    .addColumn('min_lots', int64, notNull)
    .addColumn('total_lots', int64, notNull)
    .addColumn('deadline', 'varchar(32)', notNull)
    .addColumn('access_key', 'varchar(32)')
    .addColumn('lock_days', 'integer', notNull)
    .addColumn('allocated_at', 'varchar(32)')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(96)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s.alterTable('block_purchases').addColumn('offer_id', int64).execute();
  await s.alterTable('block_purchases').addColumn('quantity', int64).execute();
  await s.alterTable('block_purchases').addColumn('position_id', int64).execute();
  await s.alterTable('block_purchases').addColumn('nonce', 'varchar(64)').execute();

  await withId(s.createTable('share_loans'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('position_id', int64, notNull)
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('quantity', int64, notNull)
    .addColumn('fee_bps_daily', 'integer', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('started_at', 'varchar(32)', notNull)
    .addColumn('accrued_through', 'varchar(10)', notNull)
    .addColumn('recalled_at', 'varchar(32)')
    .execute();
  await s.createIndex('share_loans_code').on('share_loans').columns(['code', 'status']).execute();
  await s
    .createIndex('share_loans_customer')
    .on('share_loans')
    .columns(['customer_id', 'status'])
    .execute();
}
