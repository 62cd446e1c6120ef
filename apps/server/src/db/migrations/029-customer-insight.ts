import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, withId } from './columns.ts';

/**
 * Customer insight (issue 17), owned by modules/insight.
 * `account_values`: one row per customer, currency and trading day, written at the close of the
 * currency's market: cash (cash + frozen + collateral), positions (margin + P&L at the close),
 * products, liabilities (loans), their net value and the day's net external flows, all in minor
 * units. Derivable again from the ledger and the closing prices (insight/performance.ts).
 * `price_alerts`: a customer's price alerts; `fired_at` is set once, by a conditional update.
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('account_values')
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('cash', int64, (c) => c.notNull())
    .addColumn('positions', int64, (c) => c.notNull())
    .addColumn('products', int64, (c) => c.notNull())
    .addColumn('liabilities', int64, (c) => c.notNull())
    .addColumn('value', int64, (c) => c.notNull())
    .addColumn('net_flow', int64, (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_values_pk', ['customer_id', 'currency', 'day'])
    .execute();

  await withId(db.schema.createTable('price_alerts'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value_e4', int64, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('fired_at', 'varchar(32)')
    .addColumn('fired_price_e4', int64)
    .execute();
  await db.schema
    .createIndex('price_alerts_customer')
    .on('price_alerts')
    .columns(['customer_id', 'id'])
    .execute();
}
