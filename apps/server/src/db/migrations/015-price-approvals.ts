import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { int64, notNull, withId } from './columns.ts';

/**
 * Staff-set prices (block offers, IPO offerings) take effect only once a second staff member
 * approves them. `price_approvals` keeps every proposal with who made and who decided it; an offer
 * or offering is shown to customers from its `approved_at`. Offers and offerings created before
 * this migration were already on offer: they keep being offered (approved at their creation).
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('price_approvals'), dialect)
    .addColumn('kind', 'varchar(8)', notNull)
    .addColumn('target_id', int64, notNull)
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('price_e4', int64, notNull)
    .addColumn('provisional_price_e4', int64)
    .addColumn('reference_price_e4', int64)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('proposed_by', 'varchar(96)', notNull)
    .addColumn('proposed_at', 'varchar(32)', notNull)
    .addColumn('decided_by', 'varchar(96)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('reason', 'varchar(500)')
    .execute();
  await s
    .createIndex('price_approvals_target')
    .on('price_approvals')
    .columns(['kind', 'target_id', 'status'])
    .execute();
  await s
    .createIndex('price_approvals_status')
    .on('price_approvals')
    .columns(['status', 'id'])
    .execute();
  await s.alterTable('block_offers').addColumn('approved_at', 'varchar(32)').execute();
  await s.alterTable('ipo_offerings').addColumn('approved_at', 'varchar(32)').execute();
  await db
    .updateTable('block_offers')
    .set((eb) => ({ approved_at: eb.ref('created_at') }))
    .execute();
  await db
    .updateTable('ipo_offerings')
    .set((eb) => ({ approved_at: eb.ref('created_at') }))
    .execute();
}
