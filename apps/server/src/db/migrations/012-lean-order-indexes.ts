import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * Fewer indexes written by every order. An index keyed by customer puts each order on a page of
 * its own, and on SQLite each such page is written to the log at every commit: before this,
 * five of an order's indexes were keyed by customer, and they made three quarters of the pages a
 * commit wrote.
 *
 * - `ledger_postings_account` goes. Postings are read by transfer; a customer's history is read
 *   through the customer's transfers (`ledger_transfers_customer`), and the ledger check sums
 *   every posting whatever the index.
 * - `orders_customer` and `orders_pending` give way to one partial index of pending orders by
 *   customer, which a filled or cancelled order leaves. An order's history by customer is read
 *   through `orders_nonce`, which starts with the customer too.
 */
export async function up(db: Kysely<Database>, _dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s.dropIndex('ledger_postings_account').execute();
  await s.dropIndex('orders_customer').execute();
  await s.dropIndex('orders_pending').execute();
  await s
    .createIndex('orders_pending')
    .on('orders')
    .column('customer_id')
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
}
