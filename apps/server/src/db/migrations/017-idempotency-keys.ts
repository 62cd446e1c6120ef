import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull } from './columns.ts';

/**
 * One table of idempotency keys for every command that takes a nonce (modules/idempotency): the
 * customer, the key, the command it keyed and a hash of that command's request. Its primary key
 * is the gate a repeat meets: inserted first in the command's transaction, a concurrent repeat
 * waits on it for the first to commit (PostgreSQL) or runs after it (SQLite).
 *
 * Keys already used before this migration are copied from the commands' own `nonce` columns with
 * no hash (''): a repeat of one is answered with its first result, as before. Where one customer
 * used one nonce in two tables, the first copied keeps it.
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  let table = db.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', int64, notNull)
    .addColumn('key', 'varchar(64)', notNull)
    .addColumn('command', 'varchar(32)', notNull)
    .addColumn('request_hash', 'varchar(64)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'key']);
  // On SQLite the table is its primary key's B-tree alone: one page write per key, not two.
  if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  await table.execute();
  await copyKeys(db);
}

/** The keys of the commands' own `nonce` columns, without a hash; a key already there stays. */
export async function copyKeys(db: Kysely<Database>): Promise<void> {
  const copies = [
    sql`select customer_id, nonce, 'order', '', created_at from orders where nonce is not null`,
    sql`select customer_id, nonce, 'withdrawal', '', created_at from withdrawals where nonce is not null`,
    sql`select customer_id, nonce, case when kind = 'bank' then 'deposit' else 'recharge' end, '', created_at from recharges where nonce is not null`,
    sql`select customer_id, nonce, 'exchange', '', created_at from exchanges where nonce is not null`,
    sql`select customer_id, nonce, 'loan', '', created_at from loans where nonce is not null`,
    sql`select customer_id, nonce, 'block_purchase', '', created_at from block_purchases where nonce is not null`,
  ];
  for (const rows of copies) {
    await sql`insert into idempotency_keys (customer_id, key, command, request_hash, created_at) ${rows} on conflict do nothing`.execute(
      db,
    );
  }
}
