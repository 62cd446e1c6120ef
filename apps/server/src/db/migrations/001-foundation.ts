import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

type Schema = Kysely<Database>['schema'];

/** Customers, sessions, staff, the ledger, audit, review queue, settings and pages. */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await customers(s, dialect);
  await customerSessions(s);
  await staff(s, dialect);
  await staffSessions(s);
  await ledgerAccounts(s, dialect);
  await ledgerBalances(s);
  await ledgerTransfers(s, dialect);
  await ledgerPostings(s, dialect);
  await auditLog(s, dialect);
  await reviewItems(s, dialect);
  await settings(s);
  await pages(s);
}

async function customers(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('customers'), dialect)
    .addColumn('account', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('fund_password_hash', 'text')
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('inviter_id', int64, (c) => c.references('customers.id'))
    .addColumn('kyc_status', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .addColumn('login_banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('funds_frozen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trade_barred', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_reason', 'text')
    .addColumn('language', 'varchar(4)', (c) => c.notNull().defaultTo('jp'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s.createIndex('customers_inviter').on('customers').column('inviter_id').execute();
}

async function customerSessions(s: Schema): Promise<void> {
  await s
    .createTable('customer_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .execute();
  await s
    .createIndex('customer_sessions_customer')
    .on('customer_sessions')
    .column('customer_id')
    .execute();
}

async function staff(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('staff'), dialect)
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('roles', 'varchar(128)', notNull)
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
}

async function staffSessions(s: Schema): Promise<void> {
  await s
    .createTable('staff_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', int64, (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .execute();
}

async function ledgerAccounts(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('ledger_accounts'), dialect)
    .addColumn('code', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('owner_kind', 'varchar(16)', notNull)
    .addColumn('customer_id', int64, (c) => c.references('customers.id'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('purpose', 'varchar(32)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s
    .createIndex('ledger_accounts_customer')
    .on('ledger_accounts')
    .columns(['customer_id', 'currency'])
    .execute();
}

async function ledgerBalances(s: Schema): Promise<void> {
  await s
    .createTable('ledger_balances')
    .addColumn('account_id', int64, (c) => c.primaryKey().references('ledger_accounts.id'))
    .addColumn('balance', int64, (c) => c.notNull().defaultTo(0))
    .execute();
}

async function ledgerTransfers(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('ledger_transfers'), dialect)
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(48)', notNull)
    .addColumn('customer_id', int64, (c) => c.references('customers.id'))
    .addColumn('actor', 'varchar(96)', notNull)
    .addColumn('memo', 'text')
    .addColumn('reverses_transfer_id', int64, (c) => c.references('ledger_transfers.id'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s
    .createIndex('ledger_transfers_customer')
    .on('ledger_transfers')
    .columns(['customer_id', 'created_at'])
    .execute();
}

async function ledgerPostings(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('ledger_postings'), dialect)
    .addColumn('transfer_id', int64, (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('account_id', int64, (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('amount', int64, notNull)
    .execute();
  await s
    .createIndex('ledger_postings_transfer')
    .on('ledger_postings')
    .column('transfer_id')
    .execute();
  await s
    .createIndex('ledger_postings_account')
    .on('ledger_postings')
    .column('account_id')
    .execute();
}

async function auditLog(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('audit_log'), dialect)
    .addColumn('at', 'varchar(32)', notNull)
    .addColumn('actor', 'varchar(96)', notNull)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('target', 'varchar(128)', notNull)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .execute();
}

async function reviewItems(s: Schema, dialect: DialectName): Promise<void> {
  await withId(s.createTable('review_items'), dialect)
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('subject_id', int64, notNull)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('summary_json', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(96)')
    .addColumn('reason', 'text')
    .addUniqueConstraint('review_items_subject', ['kind', 'subject_id'])
    .execute();
  await s
    .createIndex('review_items_queue')
    .on('review_items')
    .columns(['status', 'kind', 'id'])
    .execute();
}

async function settings(s: Schema): Promise<void> {
  await s
    .createTable('settings')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
}

async function pages(s: Schema): Promise<void> {
  await s
    .createTable('pages')
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('language', 'varchar(4)', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('pages_pk', ['name', 'language'])
    .execute();
}
