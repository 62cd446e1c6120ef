import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/** Identity verification, news, and credit loans. */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('kyc_applications'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('id_type', 'varchar(16)', notNull)
    .addColumn('id_number', 'varchar(32)', notNull)
    .addColumn('front_upload_id', int64, (c) => c.notNull().references('uploads.id'))
    .addColumn('back_upload_id', int64, (c) => c.notNull().references('uploads.id'))
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('reason', 'text')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await s
    .createIndex('kyc_customer')
    .on('kyc_applications')
    .columns(['customer_id', 'id'])
    .execute();

  await withId(s.createTable('news'), dialect)
    .addColumn('market', 'varchar(4)', notNull)
    .addColumn('title_json', 'text', notNull)
    .addColumn('summary_json', 'text', notNull)
    .addColumn('body_json', 'text', notNull)
    .addColumn('image_file', 'varchar(96)')
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('published_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(96)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await s.createIndex('news_published').on('news').columns(['status', 'published_at']).execute();

  await withId(s.createTable('loans'), dialect)
    .addColumn('customer_id', int64, (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('principal', int64, notNull)
    .addColumn('daily_interest_bps', 'integer', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('accrued_through', 'varchar(10)')
    .addColumn('reason', 'text')
    .addColumn('nonce', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('approved_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await s.createIndex('loans_customer').on('loans').columns(['customer_id', 'status']).execute();
  await s
    .createIndex('loans_nonce')
    .on('loans')
    .columns(['customer_id', 'nonce'])
    .unique()
    .execute();
}
