import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/**
 * Trade confirmations and statements (modules/statements). A confirmation row is written with
 * every fill, in the fill's own transaction, with the figures the customer is told (price, fees,
 * stamp duty, settlement); its PDF and CSV are made when asked for. A statement row (a month or a
 * year of one customer) is written by the month-end job: its figures are read from the ledger,
 * which is append-only, so a statement made again says the same.
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('trade_confirmations'), dialect)
    .addColumn('customer_id', int64, notNull)
    .addColumn('order_id', int64)
    .addColumn('position_id', int64, notNull)
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('market', 'varchar(8)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    // buy or sell; `action` says whether it opened or closed the position (a short opens with a sell).
    .addColumn('side', 'varchar(8)', notNull)
    .addColumn('action', 'varchar(8)', notNull)
    .addColumn('reason', 'varchar(16)')
    .addColumn('quantity', int64, notNull)
    .addColumn('price_e4', int64, notNull)
    .addColumn('leverage', 'integer', notNull)
    .addColumn('gross', int64, notNull)
    .addColumn('fee', int64, notNull)
    .addColumn('stamp_duty', int64, notNull)
    .addColumn('margin', int64, notNull)
    .addColumn('settlement', int64, notNull)
    .addColumn('executed_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('trade_confirmations_customer')
    .on('trade_confirmations')
    .columns(['customer_id', 'id'])
    .execute();

  await withId(db.schema.createTable('statements'), dialect)
    .addColumn('customer_id', int64, notNull)
    .addColumn('kind', 'varchar(8)', notNull)
    .addColumn('period', 'varchar(8)', notNull)
    .addColumn('period_start', 'varchar(32)', notNull)
    .addColumn('period_end', 'varchar(32)', notNull)
    .addColumn('time_zone', 'varchar(64)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('statements_once', ['customer_id', 'kind', 'period'])
    .execute();
}
