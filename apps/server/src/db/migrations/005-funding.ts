import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

type Schema = Kysely<Database>['schema'];

/**
 * Money in and out: bank cards, uploads, recharges and bank deposits, withdrawal details,
 * exchanges, site messages, and the fund-password guard.
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await customers(s);
  await bankCards(s, dialect);
  await uploads(s, dialect);
  await recharges(s, dialect);
  await withdrawals(s);
  await exchanges(s, dialect);
  await messages(s, dialect);
}

async function customers(s: Schema): Promise<void> {
  await s
    .alterTable('customers')
    .addColumn('fund_password_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('customers').addColumn('fund_password_locked_until', 'varchar(32)').execute();
}

async function bankCards(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('bank_cards'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('holder_name', 'text', notNull)
    .addColumn('card_number', 'varchar(32)', notNull)
    .addColumn('card_type', 'varchar(16)', notNull)
    .addColumn('bank_name', 'text', notNull)
    .addColumn('branch_name', 'text', notNull)
    .addColumn('branch_code', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('removed_at', 'varchar(32)')
    .execute();
  await s
    .createIndex('bank_cards_customer')
    .on('bank_cards')
    .columns(['customer_id', 'card_number'])
    .execute();
}

async function uploads(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('uploads'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('purpose', 'varchar(24)', notNull)
    .addColumn('file_name', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(32)', notNull)
    .addColumn('size_bytes', int64, notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
}

async function recharges(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('recharges'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('amount', int64, notNull)
    .addColumn('kind', 'varchar(8)', notNull)
    .addColumn('channel', 'varchar(16)', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('reference', 'varchar(32)', notNull)
    .addColumn('proof_upload_id', int64, (c) => c.references('uploads.id'))
    .addColumn('nonce', 'varchar(64)')
    .addColumn('transfer_id', int64, (c) => c.references('ledger_transfers.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await s
    .createIndex('recharges_customer')
    .on('recharges')
    .columns(['customer_id', 'status'])
    .execute();
  await s
    .createIndex('recharges_nonce')
    .on('recharges')
    .columns(['customer_id', 'nonce'])
    .unique()
    .execute();
}

async function withdrawals(s: Schema): Promise<void> {
  await s
    .alterTable('withdrawals')
    .addColumn('bank_card_id', int64, (c) => c.references('bank_cards.id'))
    .execute();
  await s.alterTable('withdrawals').addColumn('nonce', 'varchar(64)').execute();
  await s.alterTable('withdrawals').addColumn('freeze_transfer_id', int64).execute();
  await s.alterTable('withdrawals').addColumn('settle_transfer_id', int64).execute();
  await s.alterTable('withdrawals').addColumn('reason', 'text').execute();
  await s
    .createIndex('withdrawals_nonce')
    .on('withdrawals')
    .columns(['customer_id', 'nonce'])
    .unique()
    .execute();
}

async function exchanges(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('exchanges'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('from_currency', 'varchar(3)', notNull)
    .addColumn('to_currency', 'varchar(3)', notNull)
    .addColumn('amount_from', int64, notNull)
    .addColumn('amount_to', int64, notNull)
    .addColumn('rate', 'varchar(32)', notNull)
    .addColumn('spread_bps', 'integer', notNull)
    .addColumn('nonce', 'varchar(64)')
    .addColumn('transfer_id', int64, (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s
    .createIndex('exchanges_nonce')
    .on('exchanges')
    .columns(['customer_id', 'nonce'])
    .unique()
    .execute();
}

async function messages(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('messages'), dialect)
    .addColumn('customer_id', int64, (c) => c.references('customers.id'))
    .addColumn('kind', 'varchar(48)', notNull)
    .addColumn('params_json', 'text', notNull)
    .addColumn('created_by', 'varchar(96)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s.createIndex('messages_customer').on('messages').columns(['customer_id', 'id']).execute();
  await s
    .createTable('message_reads')
    .addColumn('message_id', int64, (c) => c.notNull().references('messages.id'))
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('read_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'customer_id'])
    .execute();
}
