import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import type { Database } from '../schema.ts';
import { notNull, withId } from './columns.ts';

/**
 * Account security for staff (issue 16).
 * - `staff_proposals`: four-eyes changes (a setting, lifting a ban or freeze, a large withdrawal's
 *   approval, a ledger correction) proposed by one staff member; they take effect only when a
 *   different staff member with the kind's role approves before `expires_at`.
 * - Staff two-factor sign-in: the TOTP secret, when it was turned on, the last time step used (a
 *   code is accepted once) and the recovery codes' hashes (JSON array; a used one is removed).
 * - `staff_sessions.setup_only`: a session that may only set up two-factor sign-in.
 */
export async function up(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('staff_proposals'), dialect)
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('target', 'varchar(96)', notNull)
    .addColumn('change_json', 'text', notNull)
    .addColumn('reason', 'varchar(500)', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('proposed_by', 'varchar(96)', notNull)
    .addColumn('proposed_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('decided_by', 'varchar(96)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decision_reason', 'varchar(500)')
    .execute();
  await s
    .createIndex('staff_proposals_target')
    .on('staff_proposals')
    .columns(['kind', 'target', 'status'])
    .execute();
  await s
    .createIndex('staff_proposals_status')
    .on('staff_proposals')
    .columns(['status', 'id'])
    .execute();
  await s.alterTable('staff').addColumn('totp_secret', 'varchar(64)').execute();
  await s.alterTable('staff').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await s.alterTable('staff').addColumn('totp_last_step', 'bigint').execute();
  await s.alterTable('staff').addColumn('totp_recovery_json', 'text').execute();
  await s
    .alterTable('staff')
    .addColumn('totp_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('staff').addColumn('totp_locked_until', 'varchar(32)').execute();
  await s
    .alterTable('staff_sessions')
    .addColumn('setup_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
