import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/** Investment products: IPO offerings and subscriptions, block offers, share lending. */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('ipo_offerings'), dialect)
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('name_json', 'text', notNull)
    .addColumn('market', 'varchar(4)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('mode', 'varchar(12)', notNull)
    .addColumn('price_e4', int64, notNull)
    .addColumn('provisional_price_e4', int64, notNull)
    .addColumn('market_price_e4', int64)
    .addColumn('per', 'varchar(16)')
    .addColumn('quantity', int64, notNull)
    .addColumn('lot', int64, notNull)
    .addColumn('max_lots', int64, notNull)
    .addColumn('sponsor', 'text', notNull)
    .addColumn('subscribe_start', 'varchar(32)', notNull)
    .addColumn('subscribe_end', 'varchar(32)', notNull)
    .addColumn('draw_at', 'varchar(32)', notNull)
    .addColumn('pay_deadline', 'varchar(32)', notNull)
    .addColumn('listing_at', 'varchar(32)', notNull)
    .addColumn('distribution_at', 'varchar(32)', notNull)
    .addColumn('seed_hash', 'varchar(64)', notNull)
    .addColumn('seed', 'varchar(64)', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('drawn_at', 'varchar(32)')
    .addColumn('listed_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(96)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await s.alterTable('ipo_subscriptions').addColumn('offering_id', int64).execute();
  await s.alterTable('ipo_subscriptions').addColumn('lots', int64).execute();
  await s.alterTable('ipo_subscriptions').addColumn('won_lots', int64).execute();
  await s.alterTable('ipo_subscriptions').addColumn('result', 'varchar(20)').execute();
  await s.alterTable('ipo_subscriptions').addColumn('position_id', int64).execute();
  await s
    .createIndex('ipo_subscriptions_once')
    .on('ipo_subscriptions')
    .columns(['offering_id', 'customer_id'])
    .unique()
    .execute();
}
